import { isAlertOn, type DeclineReason, type PurchaseFlag } from "@pitlane/domain";
import type { Db } from "../../../db/client.js";
import type { Mailer, WrittenMail } from "../../../platform/mail.js";
import { declinedPurchaseMail, flaggedPurchaseMail } from "./alert-mails.js";
import { purchaseNames } from "./purchase-names-repo.js";

/**
 * Where the pump's alerts go (decision 0050): each mail's outbox row is written in the purchase's
 * transaction, and `written` keeps it for delivery once that transaction has committed.
 */
export interface PumpMail {
  mailer: Pick<Mailer, "write">;
  /** The portal's address: the mail links to the transaction. */
  portalUrl: string;
  written: WrittenMail[];
}

/** The company as the pump path already reads it (with the purchase's locks): its switches and its e-mail. */
export interface AlertedCompany {
  companyName: string;
  email: string;
  alertsOff: readonly string[];
}

const transactionLink = (pump: PumpMail, purchaseId: string) =>
  `${pump.portalUrl}/fleet/transactions/${encodeURIComponent(purchaseId)}`;

async function write(tx: Db, pump: PumpMail, mail: Parameters<PumpMail["mailer"]["write"]>[1]) {
  pump.written.push(await pump.mailer.write(tx, mail));
}

/** One mail per declined purchase, when the company has that alert on. */
export async function alertDecline(
  tx: Db,
  pump: PumpMail,
  company: AlertedCompany,
  purchase: { companyId: string; id: string; reason: DeclineReason },
) {
  if (!isAlertOn(company.alertsOff, "purchase_declined")) return;
  const names = await purchaseNames(tx, purchase.companyId, purchase.id);
  const to = { companyName: company.companyName, companyEmail: company.email };
  await write(tx, pump, declinedPurchaseMail(to, names, purchase.reason, transactionLink(pump, purchase.id)));
}

/** One mail per completed purchase that carries flags, when the company has that alert on. */
export async function alertFlags(
  tx: Db,
  pump: PumpMail,
  company: AlertedCompany,
  purchase: { companyId: string; id: string; flags: readonly PurchaseFlag[] },
) {
  if (purchase.flags.length === 0 || !isAlertOn(company.alertsOff, "purchase_flagged")) return;
  const names = await purchaseNames(tx, purchase.companyId, purchase.id);
  const to = { companyName: company.companyName, companyEmail: company.email };
  await write(tx, pump, flaggedPurchaseMail(to, names, purchase.flags, transactionLink(pump, purchase.id)));
}
