import type { SQL } from "drizzle-orm";
import { afterEach, expect } from "vitest";
import type { Db } from "../../db/client.js";
import { fleetUploads } from "../../db/schema/index.js";
import { ledgerBreaches } from "../../modules/fleet/ledger/ledger-invariants.js";
import { accountOf, completeHold, hold, reverse } from "../../modules/fleet/ledger/ledger.js";
import { approveTopUp, requestTopUp } from "../../modules/fleet/top-up/top-up-decisions.js";
import type { TestApp } from "../app.js";

/** An operations user's id, for the decisions tests make. */
export const DECIDER = "00000000-0000-4000-8000-00000000d0c5";

/** A stored proof image row of the company (its bytes are not read by the ledger). */
export async function proofOf(db: Db, companyId: string): Promise<string> {
  const [row] = await db
    .insert(fleetUploads)
    .values({ companyId, mime: "image/png", size: 68, storageName: `${crypto.randomUUID()}.png` })
    .returning({ id: fleetUploads.id });
  return row!.id;
}

/** A pending top-up of `amount` minor units. */
export async function topUpOf(db: Db, companyId: string, amount: number): Promise<string> {
  const proofUploadId = await proofOf(db, companyId);
  return db.transaction((tx) =>
    requestTopUp(tx, companyId, { bankCode: "SCBL", amount, slipNumber: "SLIP-1", proofUploadId, requestedBy: null }),
  );
}

/** Puts `amount` minor units in the company's wallet, by an approved top-up. */
export async function fund(db: Db, companyId: string, amount: number): Promise<string> {
  const topUpId = await topUpOf(db, companyId, amount);
  await db.transaction((tx) => approveTopUp(tx, companyId, topUpId, DECIDER));
  return topUpId;
}

/**
 * Fuel bought for `amount` minor units at a station: a hold on the wallet completed in full to the
 * station's payable, as the station terminal will (answers the fuel transfer's id).
 */
export async function spend(db: Db, companyId: string, amount: number, station = "test-station"): Promise<string> {
  return db.transaction(async (tx) => {
    const wallet = await accountOf(tx, companyId, "wallet", "PKR");
    const payable = await accountOf(tx, companyId, "station_payable", "PKR", station);
    const held = await hold(
      tx,
      companyId,
      wallet,
      amount,
      `purchase-${crypto.randomUUID()}`,
      new Date(Date.now() + 60_000),
    );
    if (!held) throw new Error(`the wallet of ${companyId} cannot hold ${amount}`);
    const [fuel] = await completeHold(tx, companyId, held.id, [{ kind: "fuel", credit: payable, amount }]);
    return fuel!;
  });
}

/** Reverses a transfer of the company (a correction), answering the reversal's id. */
export const reversal = (db: Db, companyId: string, transferId: string) =>
  db.transaction((tx) => reverse(tx, companyId, transferId));

/** The breaches the checker finds while `change` (made behind the ledger's back) stands; `undo` puts it back. */
export async function breachedBy(db: Db, change: SQL, undo: SQL): Promise<string[]> {
  await db.execute(change);
  try {
    return await ledgerBreaches(db);
  } finally {
    await db.execute(undo);
  }
}

/** After every test of the file: the ledger's invariants hold (MONEY.md). */
export function checkLedgerAfterEach(t: TestApp) {
  afterEach(async () => {
    expect(await ledgerBreaches(t.db)).toEqual([]);
  });
}
