import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { companies } from "../../../db/schema/index.js";
import { createMailer } from "../../../platform/mail.js";
import { useTestApp } from "../../../test/app.js";
import { createCompany } from "../../../test/factories/fleet.js";
import { checkLedgerAfterEach, fund } from "../../../test/factories/ledger.js";
import { mailsTo } from "../../../test/mail.js";
import { accountOf, hold } from "../ledger/ledger.js";
import { watchLowBalance } from "./low-balance.js";

const t = useTestApp();
checkLedgerAfterEach(t);

const LINK = "http://localhost:3000/fleet/balance";

describe("the low-balance alert", () => {
  it("mails the company once when its available balance falls below its level, and again after a top-up re-arms it", async () => {
    const { companyId } = await createCompany(t);
    const [company] = await t.db
      .update(companies)
      .set({ lowBalanceThreshold: 500_00 })
      .where(eq(companies.id, companyId))
      .returning();
    const mailer = createMailer(t.db, t.config, t.app.log);
    const watch = () => watchLowBalance(t.db, mailer, LINK, companyId);
    await fund(t.db, companyId, 1_000_00);
    await watch();
    expect(await mailsTo(t, company!.email)).toEqual([]);

    const wallet = await t.db.transaction((tx) => accountOf(tx, companyId, "wallet", "PKR"));
    const takeHold = (amount: number, reference: string) =>
      t.db.transaction((tx) => hold(tx, companyId, wallet, amount, reference, new Date(Date.now() + 60_000)));
    await takeHold(600_00, "purchase-1");
    await watch();
    await takeHold(100_00, "purchase-2");
    await watch();
    const mails = await mailsTo(t, company!.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe("Your Pitlane balance is low");
    expect(mails[0]!.text).toContain("PKR 400.00");
    expect(mails[0]!.text).toContain("PKR 500.00");

    await fund(t.db, companyId, 1_000_00);
    await watch();
    await takeHold(1_000_00, "purchase-3");
    await watch();
    expect(await mailsTo(t, company!.email)).toHaveLength(2);
  });

  it("stays quiet for a company without a level", async () => {
    const { companyId } = await createCompany(t);
    const [company] = await t.db.select().from(companies).where(eq(companies.id, companyId));
    await watchLowBalance(t.db, createMailer(t.db, t.config, t.app.log), LINK, companyId);
    expect(await mailsTo(t, company!.email)).toEqual([]);
  });
});
