import { asc } from "drizzle-orm";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ledgerBreaches } from "../../modules/fleet/ledger/ledger-invariants.js";
import { ensureFirstOpsAdmin } from "../../modules/ops/first-admin.js";
import { createPinHasher } from "../../platform/pin-hash.js";
import { openTestDatabase } from "../../test/database.js";
import { DEMO_DECLINES } from "../../test/factories/fleet-purchase.js";
import { purchases } from "../schema/index.js";
import { seedDemoData } from "./demo.js";
import { seedDemoPurchases } from "./demo-purchases.js";
import { seedDemoTopUps } from "./demo-top-ups.js";

const DAY = 86_400_000;

/**
 * The demo is played back from the moment of the first start, whatever day that is: around Pakistan's
 * half-monthly price revisions, at the turn of a month and of a year, late in the evening in Karachi.
 */
const STARTS = ["2027-01-01T00:30:00Z", "2027-02-15T19:55:00Z", "2027-03-16T06:00:00Z", "2027-08-31T22:10:00Z"];

describe("the demo's purchases on a first start at any moment", () => {
  for (const start of STARTS) {
    it(`are all there on ${start}: months of them, each common decline, nothing left on hold, the ledger whole`, async () => {
      const now = new Date(start);
      const database = await openTestDatabase();
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "pitlane-demo-"));
      try {
        const { db } = database;
        expect(await seedDemoData(db, createPinHasher(Buffer.from("a demo pin secret of some length")), now)).toBe(
          true,
        );
        await ensureFirstOpsAdmin(db, { opsAdmin: undefined });
        await seedDemoTopUps(db, dataDir, now);
        await seedDemoPurchases(db, now);

        const rows = await db.select().from(purchases).orderBy(asc(purchases.createdAt));
        const reasons = new Set(rows.map((r) => r.declineReason));
        expect(DEMO_DECLINES.filter((reason) => !reasons.has(reason))).toEqual([]);
        expect(rows.filter((r) => r.status === "completed").length).toBeGreaterThan(150);
        expect(rows.filter((r) => r.flags.length > 0).length).toBeLessThan(20);
        expect(rows.filter((r) => r.status === "held")).toEqual([]);
        expect(rows.filter((r) => r.createdAt > now)).toEqual([]);
        expect(now.getTime() - rows[0]!.createdAt.getTime()).toBeGreaterThan(70 * DAY);
        expect(await ledgerBreaches(db)).toEqual([]);
      } finally {
        await database.close();
        fs.rmSync(dataDir, { recursive: true, force: true });
      }
    }, 60_000);
  }
});
