import { statementEndpoints as e } from "@pitlane/domain/fleet/statement-endpoints";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { fleetStatements } from "../../../db/schema/index.js";
import { companyMonthClose } from "../../../fleet-document-modules.js";
import { useTestApp } from "../../../test/app.js";
import { downloadOf } from "../../../test/pdf-text.js";
import { createFleetUser } from "../../../test/factories/fleet.js";
import { checkLedgerAfterEach, reversal } from "../../../test/factories/ledger.js";
import {
  datedMoney,
  downloadFrom,
  karachiAt as at,
  statementScene,
  transfersMadeAt,
  transfersOf,
} from "../../../test/factories/statement.js";
import { fleetRefusals, FORBIDDEN, invalidEnvelope } from "../../../test/refusals.js";

const CLOSE_AT = at("2026-10-05");
const clock = { now: CLOSE_AT };
const t = useTestApp(
  { SESSION_EXPORTS_PER_MINUTE: "100", TENANT_EXPORTS_PER_MINUTE: "100" },
  { clock: () => clock.now },
);
checkLedgerAfterEach(t);
const money = datedMoney(t, clock);
const { itRefusesWithoutSession, itRefusesWithoutPermission, itRefusesLikeEveryGet } = fleetRefusals;

/** A closed month of a company's, its first: a top-up in August. Answers the statement's id. */
async function closedMonthOf(companyId: string): Promise<string> {
  await money.topUp(companyId, 1_000_00, at("2026-08-10"));
  await companyMonthClose(t.db, () => clock.now).closeDue(companyId);
  const [row] = await t.db
    .select({ id: fleetStatements.id })
    .from(fleetStatements)
    .where(and(eq(fleetStatements.companyId, companyId), eq(fleetStatements.number, 1)));
  return row!.id;
}

/**
 * September of a company: a top-up of 50,000.00 on the 2nd, a purchase on the 5th and one on the
 * 15th (20 L at 250.00 each), the second refunded on the 20th.
 */
async function september() {
  const scene = await statementScene(t);
  const { companyId } = scene.company;
  await money.topUp(companyId, 50_000_00, at("2026-09-02", "10:00"));
  const first = await money.purchase(scene, at("2026-09-05", "08:30"));
  const second = await money.purchase(scene, at("2026-09-15", "18:00"));
  // Every charge of the purchase: its fuel, its commission and the tax on it where there is any.
  const charges = await transfersOf(t.db, companyId, second.id);
  const refunds: string[] = [];
  for (const charge of charges) refunds.push(await reversal(t.db, companyId, charge.id));
  await transfersMadeAt(t.db, companyId, refunds, at("2026-09-20"));
  const list = await t.api.call(e.list, { token: scene.company.token });
  const id = list.body.result!.items.find((s) => s.month === "2026-09-01")!._id!;
  return { scene, first, second, id, refunded: charges.map((charge) => charge.kind).sort() };
}

describe("GET /fueling/api/statements", () => {
  itRefusesWithoutSession(t, e.list);
  itRefusesWithoutPermission(t, e.list, {
    title: "answers 403 for a user without statements.view",
    permissions: ["transactions.view", "statements.download"],
  });

  it("lists the closed months newest first, a page at a time", async () => {
    const { scene } = await september();
    const res = await t.api.call(e.list, { token: scene.company.token, query: { limit: 1 } });
    expect(res.status).toBe(200);
    expect(res.body.result).toMatchObject({ total: 1, page: 1, limit: 1 });
    expect(res.body.result!.items[0]).toMatchObject({
      number: 1,
      month: "2026-09-01",
      from: "2026-09-01",
      to: "2026-09-30",
    });
  });
});

describe("GET /fueling/api/statements/:id", () => {
  itRefusesLikeEveryGet(t, e.get, {
    entity: "Statement",
    permission: "statements.view",
    permissions: ["transactions.view"],
    create: closedMonthOf,
  });

  it("shows the month's totals by kind, the commission, the top-ups, the reversals and a page of purchases", async () => {
    const { scene, first, second, id, refunded } = await september();
    const res = await t.api.call(e.get, { token: scene.company.token, params: { id }, query: { limit: 1 } });
    expect(res.status).toBe(200);
    const d = res.body.result!;
    const paid = (first.total + second.total) / 100;
    expect(d.statement).toMatchObject({ number: 1, opening: 0 });
    expect(d.statement.credits).toBeCloseTo(50_000 + second.total / 100, 2);
    expect(d.statement.debits).toBeCloseTo(paid, 2);
    expect(d.statement.closing).toBeCloseTo(50_000 - first.total / 100, 2);
    expect(d.company.ntn).toBe("1234567-8");
    expect(d.totals).toMatchObject({ top_ups: 50_000, fuel: 10_000, reversals_out: 0 });
    expect(d.totals.reversals_in).toBeCloseTo(second.total / 100, 2);
    expect(d.totals.fuel + d.totals.commission + d.totals.tax).toBeCloseTo(paid, 2);
    expect(d.commission).toHaveLength(1);
    expect(d.commission[0]).toMatchObject({ purchases: 2, fuel: 10_000, commission: d.totals.commission });
    expect(d.top_ups).toEqual([
      expect.objectContaining({ bank_name: "Standard Chartered Pakistan", slip_number: "SLIP-1", amount: 50_000 }),
    ]);
    expect(d.reversals.map((r) => r.reverses).sort()).toEqual(refunded);
    expect(d.reversals.every((r) => r.purchase_reference === second.reference && r.amount > 0)).toBe(true);
    expect(d.purchases).toMatchObject({ total: 2, page: 1, limit: 1 });
    const line = d.purchases.items[0]!;
    expect(line).toMatchObject({
      _id: first.id,
      reference: first.reference,
      station_name: expect.any(String),
      fuel_type: "petrol",
      litres: 20,
      unit_price: 250,
      fuel: 5_000,
      payment_method: "prepaid_balance",
      employee_name: scene.driver.employee.name,
      plate_no: scene.driver.vehicle.plateNo,
      km_since_last: 100,
      litres_per_100_km: 20,
    });
    expect(line.subtotal).toBeCloseTo(line.fuel + line.commission, 2);
    expect(line.total).toBeCloseTo(line.subtotal + line.tax, 2);
    expect(line.total).toBeCloseTo(first.total / 100, 2);
  });
});

describe("GET /fueling/api/statements/account", () => {
  itRefusesWithoutSession(t, e.account, () => ({ query: { from: "2026-09-01", to: "2026-09-30" } }));

  it("answers 400 naming the field when to is before from, the range is over 366 days or from is missing", async () => {
    const { token } = (await statementScene(t)).company;
    const ask = (query: Record<string, string>) => t.api.call(e.account, { token, query: query as never });
    const before = await ask({ from: "2026-09-10", to: "2026-09-01" });
    expect(before.status).toBe(400);
    expect(before.body).toEqual(invalidEnvelope("to: must end after it starts"));
    const long = await ask({ from: "2025-01-01", to: "2026-01-03" });
    expect(long.body).toEqual(invalidEnvelope("to: must be at most 366 days after from"));
    expect((await ask({ from: "2024-01-01", to: "2025-01-01" })).status).toBe(200);
    expect((await ask({ to: "2026-09-01" })).body).toEqual(invalidEnvelope("from: must be a date such as 2026-01-31"));
  });

  itRefusesWithoutPermission(t, e.account, {
    title: "answers 403 for a user without statements.view",
    permissions: ["statements.download"],
    call: () => ({ query: { from: "2026-09-01", to: "2026-09-30" } }),
  });

  it("opens a range with the wallet's balance at its start and lists only what moved within it", async () => {
    const { scene, first, second, refunded } = await september();
    const res = await t.api.call(e.account, {
      token: scene.company.token,
      query: { from: "2026-09-10", to: "2026-09-30" },
    });
    expect(res.status).toBe(200);
    const d = res.body.result!;
    expect(d.statement).toMatchObject({ _id: null, number: null, month: null, from: "2026-09-10", to: "2026-09-30" });
    expect(d.statement.opening).toBeCloseTo(50_000 - first.total / 100, 2);
    expect(d.statement.closing).toBeCloseTo(50_000 - first.total / 100, 2);
    expect(d.top_ups).toEqual([]);
    expect(d.purchases.items.map((p) => p._id)).toEqual([second.id]);
    expect(d.reversals).toHaveLength(refunded.length);
  });
});

describe("statement downloads", () => {
  it("answers 403 to a user who may view statements but not download them", async () => {
    const { scene, id } = await september();
    const viewer = await createFleetUser(t, scene.company.companyId, { permissions: ["statements.view"] });
    for (const endpoint of [e.pdf, e.csv]) {
      const res = await t.api.call(endpoint, { token: viewer.token, params: { id } });
      expect(res.status).toBe(403);
      expect(res.body).toEqual(FORBIDDEN);
    }
    const account = await t.api.call(e.accountCsv, {
      token: viewer.token,
      query: { from: "2026-09-01", to: "2026-09-30" },
    });
    expect(account.status).toBe(403);
  });

  it("exports the month as CSV: the opening, each top-up, purchase and reversal with its move of the wallet, the closing", async () => {
    const { scene, first, second, id, refunded } = await september();
    const res = await downloadOf(t, e.csv, scene.company.token, id);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(res.headers["content-disposition"]).toBe('attachment; filename="statement-1-2026-09.csv"');
    const [header, ...rows] = res.body
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(header!.split(",").slice(0, 4)).toEqual(["section", "date", "time", "reference"]);
    expect(rows.map((row) => row.split(",")[0])).toEqual([
      "opening",
      "top_up",
      "purchase",
      "purchase",
      ...refunded.map(() => "reversal"),
      "closing",
    ]);
    const purchaseRow = rows[2]!.split(",");
    expect(purchaseRow.slice(1, 4)).toEqual(["2026-09-05", "08:30", first.reference]);
    expect(purchaseRow).toContain("20.000");
    expect(rows.at(-1)).toContain(String(50_000 - first.total / 100));
    expect(rows.filter((row) => row.includes(second.reference))).toHaveLength(1 + refunded.length);
    const amounts = rows.slice(0, -1).map((row) => Number(row.split(",").at(-2)));
    expect(amounts.reduce((sum, n) => sum + n, 0)).toBeCloseTo(50_000 - first.total / 100, 2);
  });

  it("exports a statement of account as CSV named by its range", async () => {
    const { scene } = await september();
    const path = `${e.accountCsv.path}?from=2026-09-10&to=2026-09-30`;
    const res = await downloadFrom(t, scene.company.token, path);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-disposition"]).toBe(
      'attachment; filename="statement-of-account-2026-09-10-2026-09-30.csv"',
    );
  });
});
