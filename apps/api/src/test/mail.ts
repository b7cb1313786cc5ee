import { desc, eq } from "drizzle-orm";
import { mailOutbox } from "../db/schema/index.js";
import type { TestApp } from "./app.js";

/** The mails sent to an address (the outbox, as without SMTP), newest first. */
export function mailsTo(t: TestApp, email: string) {
  return t.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, email)).orderBy(desc(mailOutbox.createdAt));
}

/** The newest mail sent to an address. */
export async function latestMailTo(t: TestApp, email: string) {
  const [mail] = await mailsTo(t, email);
  return mail;
}
