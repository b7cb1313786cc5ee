import { it, expect } from "vitest";
import { sql } from "drizzle-orm";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { ensureFirstOpsAdmin } from "../../modules/ops/first-admin.js";
import { ledgerBreaches } from "../../modules/fleet/ledger/ledger-invariants.js";
import { createPinHasher } from "../../platform/pin-hash.js";
import { openTestDatabase } from "../../test/database.js";
import { seedDemoFleet } from "./demo-fleet.js";
import { seedDemoStations } from "./demo-stations.js";
import { claimDemoKeys } from "./demo-lookups.js";
import { seedDemoPurchases } from "./demo-purchases.js";
import { seedDemoTopUps } from "./demo-top-ups.js";

const REASONS = [
  "pin_invalid",
  "pin_locked",
  "limit_count_day",
  "limit_litres_cycle",
  "day_not_allowed",
  "odometer_below_last",
  "tank_capacity_exceeded",
  "insufficient_funds",
  "driver_not_assigned",
];
const count = Number(process.env.DATES ?? 12);
it("holds on many days", async () => {
  const pins = createPinHasher("x".repeat(40));
  const results: string[] = [];
  for (let i = 0; i < count; i++) {
    const now = new Date(Date.UTC(2027, 5, 15) + i * 86_400_000 * 1.73 + i * 3_600_000 * 7.1);
    const database = await openTestDatabase();
    const db = database.db;
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "pl-dates-"));
    try {
      await db.transaction(async (tx) => {
        await seedDemoFleet(tx, pins, now);
        await seedDemoStations(tx, now);
        await claimDemoKeys(tx);
      });
      await ensureFirstOpsAdmin(db, { opsAdmin: undefined });
      await seedDemoTopUps(db, dir, now);
      await seedDemoPurchases(db, now);
      const rows = (
        (await db.execute(sql`select status, decline_reason as r, flags, created_at from purchases`)) as unknown as {
          rows: { status: string; r: string | null; flags: string[]; created_at: string }[];
        }
      ).rows;
      const reasons = new Set(rows.map((r) => r.r));
      const missing = REASONS.filter((r) => !reasons.has(r));
      const flags = new Set(rows.flatMap((r) => r.flags));
      const statuses = new Set(rows.map((r) => r.status));
      const first = Math.min(...rows.map((r) => Date.parse(r.created_at)));
      const breaches = [...(await ledgerBreaches(db))];
      const flaggedCount = rows.filter((r) => r.flags.length > 0).length;
      const done = rows.filter((r) => r.status === "completed").length;
      if (flaggedCount >= 20 || done < 150 || (now.getTime() - first) / 86400000 < 70) breaches.push(`flagged=${flaggedCount} done=${done}`);
      const line = `${now.toISOString()} rows=${rows.length} completed=${rows.filter((r) => r.status === "completed").length} days=${Math.round((now.getTime() - first) / 86400000)} missing=${missing.join(",")} flags=${[...flags].join(",")} voided=${statuses.has("voided")} expired=${statuses.has("expired")} held=${statuses.has("held")} breaches=${breaches.length}`;
      console.log(line);
      results.push(line);
    } finally {
      await database.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }
  expect(
    results.filter((r) => !r.includes("missing= ") || r.includes("held=true") || !r.includes("breaches=0")),
  ).toEqual([]);
}, 3_600_000);
