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

/** A mail whose outbox row is written (in a transaction that may not have committed yet), not sent. */
export interface WrittenMail {
  id: string;
  createdAt: Date;
  mail: Mail;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
  /**
   * Writes the mail's outbox row in `tx`: the mail exists only if what it tells of commits.
   * `deliver` sends it once the transaction has committed.
   */
  write(tx: Db, mail: Mail): Promise<WrittenMail>;
  deliver(written: WrittenMail): Promise<void>;
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

  async function write(tx: Db, mail: Mail): Promise<WrittenMail> {
    const [row] = await tx
      .insert(mailOutbox)
      .values({ recipient: mail.to, subject: mail.subject, text: mail.text, html: mail.html ?? null })
      .returning({ id: mailOutbox.id, createdAt: mailOutbox.createdAt });
    if (!row) throw new Error("mail outbox insert returned nothing");
    return { ...row, mail };
  }

  async function deliver({ id, createdAt, mail }: WrittenMail): Promise<void> {
    const message = { from: config.mailFrom, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html };
    const { smtp, toFile } = await loadTransports();
    if (smtp) {
      await smtp.sendMail(message);
      await db.update(mailOutbox).set({ sentAt: new Date() }).where(eq(mailOutbox.id, id));
      log.info({ to: mail.to, subject: mail.subject }, "mail sent");
      return;
    }
    const built = await toFile.sendMail(message);
    await fs.mkdir(mailDir, { recursive: true });
    const file = path.join(mailDir, `${createdAt.toISOString().replace(/[:.]/g, "-")}-${id}.eml`);
    await fs.writeFile(file, built.message as Buffer);
    await db.update(mailOutbox).set({ filePath: file }).where(eq(mailOutbox.id, id));
    log.info({ to: mail.to, subject: mail.subject, file }, `mail stored in the outbox: ${file}`);
  }

  return { send: async (mail) => deliver(await write(db, mail)), write, deliver };
}
