import fs from "node:fs/promises";
import path from "node:path";
import { eq } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Transporter } from "nodemailer";
import type { Config } from "../config.js";
import type { Db } from "../db/client.js";
import { mailOutbox } from "../db/schema/index.js";

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

/** Text (a name, a link) placed into a mail's HTML part. */
export const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c);

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

/**
 * Every mail is kept in the outbox table. With SMTP_URL it is also sent; without, it is written as an
 * .eml file under DATA_DIR/mail so a person can open it, and the log says where.
 */
export function createMailer(
  db: Db,
  config: Pick<Config, "smtpUrl" | "mailFrom" | "dataDir">,
  log: FastifyBaseLogger,
): Mailer {
  // nodemailer takes a third of a second to load: on the first mail, not at start-up.
  let transports: Promise<{ smtp: Transporter | null; toFile: Transporter }> | undefined;
  const loadTransports = () =>
    (transports ??= import("nodemailer").then(({ default: nodemailer }) => ({
      smtp: config.smtpUrl ? nodemailer.createTransport(config.smtpUrl) : null,
      toFile: nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" }),
    })));
  const mailDir = path.join(config.dataDir, "mail");

  return {
    async send(mail) {
      const message = { from: config.mailFrom, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html };
      const [row] = await db
        .insert(mailOutbox)
        .values({ recipient: mail.to, subject: mail.subject, text: mail.text, html: mail.html ?? null })
        .returning({ id: mailOutbox.id, createdAt: mailOutbox.createdAt });
      if (!row) throw new Error("mail outbox insert returned nothing");

      const { smtp, toFile } = await loadTransports();
      if (smtp) {
        await smtp.sendMail(message);
        await db.update(mailOutbox).set({ sentAt: new Date() }).where(eq(mailOutbox.id, row.id));
        log.info({ to: mail.to, subject: mail.subject }, "mail sent");
        return;
      }
      const built = await toFile.sendMail(message);
      await fs.mkdir(mailDir, { recursive: true });
      const file = path.join(mailDir, `${row.createdAt.toISOString().replace(/[:.]/g, "-")}-${row.id}.eml`);
      await fs.writeFile(file, built.message as Buffer);
      await db.update(mailOutbox).set({ filePath: file }).where(eq(mailOutbox.id, row.id));
      log.info({ to: mail.to, subject: mail.subject, file }, `mail stored in the outbox: ${file}`);
    },
  };
}
