import { instantAt } from "@pitlane/domain";
import { statementEndpoints as e } from "@pitlane/domain/fleet/statement-endpoints";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { companies, fleetStatements } from "../../../db/schema/index.js";
import { companyMonthClose } from "../../../fleet-document-modules.js";
import { useTestApp } from "../../../test/app.js";
import { checkLedgerAfterEach, reversal } from "../../../test/factories/ledger.js";
import {
  datedMoney,
  karachiAt,
  statementScene,
  transfersMadeAt,
  transfersOf,
} from "../../../test/factories/statement.js";
import { walletBalance } from "../ledger/ledger.js";
import { ledgerBreaches } from "../ledger/ledger-invariants.js";

// The pump and the approvals run at the present; the months are then closed at a fixed "now".
const clock = { now: new Date() };
const t = useTestApp({}, { clock: () => clock.now });
checkLedgerAfterEach(t);

const at = karachiAt;
const { topUp, purchase } = datedMoney(t, clock);

async function statementsOf(token: string) {
  const res = await t.api.call(e.list, { token, query: { limit: 100 } });
  expect(res.status).toBe(200);
  return res.body.result!.items;
}

describe("the month's close writes the company's statements", () => {
  it("numbers the months 1, 2, 3, 4 without gaps, each opening with the last one's closing and tying to the ledger", async () => {
    const scene = await statementScene(t);
    const { companyId, token } = scene.company;
    await topUp(companyId, 100_000_00, at("2026-07-03"));
    const july = await purchase(scene, at("2026-07-10"));
    // Five past midnight on 1 August in Pakistan is still 31 July in UTC: August's.
    await topUp(companyId, 20_000_00, at("2026-08-01", "00:05"));
    // Ten to midnight on 31 August in Pakistan is August's.
    const august = await purchase(scene, at("2026-08-31", "23:50"));
    const september = await purchase(scene, at("2026-09-12"));
    const refunded = await transfersOf(t.db, companyId, september.id);
    const refunds: string[] = [];
    for (const transfer of refunded) refunds.push(await reversal(t.db, companyId, transfer.id));
    await transfersMadeAt(t.db, companyId, refunds, at("2026-09-20"));
    // October: nothing moves, yet the month gets its statement.
    clock.now = at("2026-11-10");

    const listed = await statementsOf(token);
    expect(listed.map((s) => [s.number, s.month])).toEqual([
      [4, "2026-10-01"],
      [3, "2026-09-01"],
      [2, "2026-08-01"],
      [1, "2026-07-01"],
    ]);
    const [october, sept, aug, jul] = listed;
    expect(jul).toMatchObject({ from: "2026-07-01", to: "2026-07-31", opening: 0, credits: 100_000, currency: "PKR" });
    expect(jul!.debits).toBeCloseTo(july.total / 100, 2);
    expect(aug).toMatchObject({ opening: jul!.closing, credits: 20_000 });
    expect(aug!.debits).toBeCloseTo(august.total / 100, 2);
    // The refund gives September's purchase back in the same month: it nets to nothing.
    expect(sept).toMatchObject({ opening: aug!.closing, closing: aug!.closing });
    expect(sept!.credits).toBeCloseTo(september.total / 100, 2);
    expect(october).toMatchObject({ opening: sept!.closing, credits: 0, debits: 0, closing: sept!.closing });
    for (const s of listed) expect(s.closing).toBeCloseTo(s.opening + s.credits - s.debits, 2);
    expect(october!.closing * 100).toBe((await walletBalance(t.db, companyId)).posted);
    expect(await ledgerBreaches(t.db, companyId)).toEqual([]);
  });

  it("does not close a month before its end and the grace, and closes it once they are past", async () => {
    const scene = await statementScene(t);
    await topUp(scene.company.companyId, 5_000_00, at("2026-10-15"));
    clock.now = at("2026-11-01", "00:10");
    expect(await statementsOf(scene.company.token)).toEqual([]);
    clock.now = at("2026-11-01", "00:16");
    expect((await statementsOf(scene.company.token)).map((s) => [s.number, s.credits])).toEqual([[1, 5_000]]);
  });

  it("leaves no gap when the company changes its zone between two months", async () => {
    const scene = await statementScene(t);
    const { companyId, token } = scene.company;
    await topUp(companyId, 10_000_00, at("2026-08-10"));
    clock.now = at("2026-09-05");
    expect(await statementsOf(token)).toHaveLength(1);
    await t.db.update(companies).set({ timeZone: "Asia/Riyadh" }).where(eq(companies.id, companyId));
    // 1 September 01:00 in Pakistan, 31 August 23:00 in Riyadh: after August closed, so September's.
    await topUp(companyId, 1_000_00, at("2026-09-01", "01:00"));
    clock.now = new Date("2026-10-05T00:00:00Z");
    const [september, august] = await statementsOf(token);
    expect(september).toMatchObject({ number: 2, month: "2026-09-01", starts_at: august!.ends_at, credits: 1_000 });
    expect(september!.ends_at).toBe(instantAt("Asia/Riyadh", "2026-10-01").toISOString());
    expect(await ledgerBreaches(t.db, companyId)).toEqual([]);
  });

  it("writes one statement per month when two closes run at once", async () => {
    const scene = await statementScene(t);
    const { companyId } = scene.company;
    await topUp(companyId, 3_000_00, at("2026-05-20"));
    clock.now = at("2026-11-10");
    const months = companyMonthClose(t.db, () => clock.now);
    const closed = await Promise.all([months.closeDue(companyId), months.closeDue(companyId), months.closeAllDue()]);
    expect(closed.reduce((sum, n) => sum + n, 0)).toBeGreaterThanOrEqual(6);
    const rows = await t.db
      .select({ number: fleetStatements.number, month: fleetStatements.month })
      .from(fleetStatements)
      .where(eq(fleetStatements.companyId, companyId))
      .orderBy(fleetStatements.number);
    expect(rows).toEqual(
      ["05", "06", "07", "08", "09", "10"].map((month, i) => ({ number: i + 1, month: `2026-${month}-01` })),
    );
    expect(await ledgerBreaches(t.db, companyId)).toEqual([]);
  });
});
