import { isAlertOn, toMajor } from "@pitlane/domain";
import { and, eq, isNotNull, isNull } from "drizzle-orm";
import type { Db } from "../../../db/client.js";
import { companies } from "../../../db/schema/index.js";
import type { Mailer } from "../../../platform/mail.js";
import { walletBalance } from "../ledger/ledger.js";
import { lowBalanceMail } from "./top-up-mail.js";

/**
 * Runs after the company's balance moved (a top-up credited, a purchase held or completed): the
 * first fall below the company's level mails once; rising back to it arms the alert again. With the
 * alert switched off the fall is still recorded (the feed and the dashboard's warning read it), and
 * no mail goes.
 */
export async function watchLowBalance(db: Db, mailer: Mailer, balanceLink: string, companyId: string): Promise<void> {
  const [company] = await db
    .select({
      companyName: companies.companyName,
      companyEmail: companies.email,
      currency: companies.currency,
      threshold: companies.lowBalanceThreshold,
      alertedAt: companies.lowBalanceAlertedAt,
      alertsOff: companies.alertsOff,
    })
    .from(companies)
    .where(eq(companies.id, companyId));
  if (!company || company.threshold === null) return;
  const { available } = await walletBalance(db, companyId);
  if (available >= company.threshold) {
    if (company.alertedAt) {
      await db
        .update(companies)
        .set({ lowBalanceAlertedAt: null })
        .where(and(eq(companies.id, companyId), isNotNull(companies.lowBalanceAlertedAt)));
    }
    return;
  }
  if (company.alertedAt) return;
  // Claimed by one statement: of two requests that see the fall at once, one mails.
  const claimed = await db
    .update(companies)
    .set({ lowBalanceAlertedAt: new Date() })
    .where(and(eq(companies.id, companyId), isNull(companies.lowBalanceAlertedAt)))
    .returning({ id: companies.id });
  if (claimed.length === 0 || !isAlertOn(company.alertsOff, "low_balance")) return;
  await mailer.send(lowBalanceMail(company, toMajor(available), toMajor(company.threshold), balanceLink));
}
