import { instantAt } from "@pitlane/domain";
import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { ledgerHoldResolutions, ledgerHolds, ledgerTransfers, purchases, topUps } from "../../db/schema/index.js";
import type { TestApp } from "../app.js";
import { TEST_XSRF } from "../client.js";
import { createCompany, type TestCompany } from "./fleet.js";
import { addDriver, buy, type Driver } from "./fleet-purchase.js";
import { fund } from "./ledger.js";
import { createStation, type TestStation } from "./station.js";

/**
 * Money made now and moved to another moment, as if it had been made then: a statement's months are
 * in the past, the pump and the approvals stamp their rows with the present.
 */

/** A purchase's hold, its resolution, its transfers and the purchase itself, moved to `at`. */
export async function purchaseMadeAt(db: Db, companyId: string, purchaseId: string, at: Date) {
  const [purchase] = await db
    .update(purchases)
    .set({ createdAt: at, resolvedAt: at })
    .where(and(eq(purchases.companyId, companyId), eq(purchases.id, purchaseId)))
    .returning({ holdId: purchases.holdId });
  const holdId = purchase!.holdId!;
  await db.update(ledgerHolds).set({ createdAt: at }).where(eq(ledgerHolds.id, holdId));
  await db.update(ledgerHoldResolutions).set({ createdAt: at }).where(eq(ledgerHoldResolutions.holdId, holdId));
  await db
    .update(ledgerTransfers)
    .set({ createdAt: at })
    .where(and(eq(ledgerTransfers.companyId, companyId), eq(ledgerTransfers.holdId, holdId)));
}

/** An approved top-up and its credit, moved to `at`. */
export async function topUpMadeAt(db: Db, companyId: string, topUpId: string, at: Date) {
  const [topUp] = await db
    .update(topUps)
    .set({ createdAt: at, decidedAt: at })
    .where(and(eq(topUps.companyId, companyId), eq(topUps.id, topUpId)))
    .returning({ transferId: topUps.transferId });
  await transfersMadeAt(db, companyId, [topUp!.transferId!], at);
}

export async function transfersMadeAt(db: Db, companyId: string, ids: string[], at: Date) {
  await db
    .update(ledgerTransfers)
    .set({ createdAt: at })
    .where(and(eq(ledgerTransfers.companyId, companyId), inArray(ledgerTransfers.id, ids)));
}

/** The transfers that paid for a purchase: fuel, commission and tax. */
export async function transfersOf(db: Db, companyId: string, purchaseId: string) {
  const [purchase] = await db
    .select({ holdId: purchases.holdId })
    .from(purchases)
    .where(and(eq(purchases.companyId, companyId), eq(purchases.id, purchaseId)));
  return db
    .select({ id: ledgerTransfers.id, kind: ledgerTransfers.kind, amount: ledgerTransfers.amount })
    .from(ledgerTransfers)
    .where(and(eq(ledgerTransfers.companyId, companyId), eq(ledgerTransfers.holdId, purchase!.holdId!)));
}

/** A company with a driver and a station and nothing in its wallet: each test dates its own money. */
export interface StatementScene {
  company: TestCompany;
  driver: Driver;
  station: TestStation;
}

export async function statementScene(t: TestApp): Promise<StatementScene> {
  const company = await createCompany(t);
  return { company, driver: await addDriver(t, company.companyId), station: await createStation(t) };
}

/** An instant on a Pakistani company's clock: `karachiAt("2026-08-31", "23:50")`. */
export function karachiAt(date: string, time = "12:00"): Date {
  const [hours = 0, minutes = 0] = time.split(":").map(Number);
  return instantAt("Asia/Karachi", date, hours * 60 + minutes);
}

/** The app's "now" in a test: the present while money moves (the pump checks today's rules), then a moment to close months at. */
export interface TestClock {
  now: Date;
}

/** Top-ups and purchases made through the real paths at the present, then dated in the past; the clock is put back. */
export function datedMoney(t: TestApp, clock: TestClock) {
  async function present<T>(act: () => Promise<T>): Promise<T> {
    const before = clock.now;
    clock.now = new Date();
    try {
      return await act();
    } finally {
      clock.now = before;
    }
  }
  return {
    async topUp(companyId: string, amount: number, when: Date) {
      const topUpId = await present(() => fund(t.db, companyId, amount));
      await topUpMadeAt(t.db, companyId, topUpId, when);
    },

    /** 20 L at the station's price, answering the purchase with what the wallet paid for it (minor units). */
    async purchase(scene: StatementScene, when: Date) {
      const bought = await present(() => buy(t, scene, { litres: 30, dispensed: 20 }));
      await purchaseMadeAt(t.db, scene.company.companyId, bought.id, when);
      const [row] = await t.db.select().from(purchases).where(eq(purchases.id, bought.id));
      return { ...bought, total: row!.fuelAmount! + row!.commissionAmount! + row!.taxAmount! };
    },
  };
}

/** A file download at `url` (a path with its query), as a signed-in browser fetches it. */
export function downloadFrom(t: TestApp, token: string, url: string) {
  return t.app.inject({
    method: "GET",
    url,
    headers: { authorization: `Bearer ${token}`, cookie: `XSRF-TOKEN=${TEST_XSRF}`, "x-xsrf-token": TEST_XSRF },
  });
}
