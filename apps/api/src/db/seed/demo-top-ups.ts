import { randomUUID } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import { asc, eq } from "drizzle-orm";
import { approveTopUp, rejectTopUp, requestTopUp } from "../../modules/fleet/top-up/top-up-decisions.js";
import { DEMO_SLIP_FILE } from "../../paths.js";
import type { Db } from "../client.js";
import { companies, employees, fleetUploads, ledgerTransfers, opsUsers, topUps } from "../schema/index.js";
import { DEMO_FLEET } from "./demo-fleet.js";

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/**
 * Indus Logistics' three months of top-ups: approved ones a few hours after they were sent, one
 * rejected with its reason, one past its 24 hours and one sent this morning, both waiting in the
 * operations queue. Amounts in rupees; `ago` is when each was sent, `decidedAfter` how long the
 * decision took.
 */
const HISTORY = [
  { ago: 88 * DAY, rupees: 500_000, bank: "HABB", slip: "HBL-DS-418220", decidedAfter: 3 * HOUR },
  { ago: 61 * DAY, rupees: 350_000, bank: "MEZN", slip: "MZN-771045", decidedAfter: 20 * HOUR },
  {
    ago: 45 * DAY,
    rupees: 200_000,
    bank: "MUCB",
    slip: "MCB-55031",
    decidedAfter: 5 * HOUR,
    reason:
      "The amount on the slip is PKR 20,000, not PKR 200,000. Please send the request again with the right amount.",
  },
  { ago: 44 * DAY, rupees: 20_000, bank: "MUCB", slip: "MCB-55031", decidedAfter: 2 * HOUR },
  { ago: 30 * DAY, rupees: 400_000, bank: "HABB", slip: "HBL-DS-420977", decidedAfter: 2 * HOUR },
  { ago: 12 * DAY, rupees: 250_000, bank: "MEZN", slip: "MZN-790312", decidedAfter: 6 * HOUR },
  { ago: 30 * HOUR, rupees: 150_000, bank: "HABB", slip: "HBL-DS-423508" },
  { ago: 3 * HOUR, rupees: 300_000, bank: "MEZN", slip: "MZN-801166" },
] as const satisfies readonly {
  ago: number;
  rupees: number;
  bank: string;
  slip: string;
  decidedAfter?: number;
  reason?: string;
}[];

/**
 * The demo company's top-up history, on the start that added the demo, once the console has its
 * users: the decisions name the demo's reviewer (or the first admin). Each request has its own copy of
 * the demo slip as its proof, and each credit is dated when it was approved.
 */
export async function seedDemoTopUps(db: Db, dataDir: string, now: Date = new Date()): Promise<void> {
  const [company] = await db
    .select({ id: companies.id, adminId: employees.id })
    .from(companies)
    .innerJoin(employees, eq(employees.companyId, companies.id))
    .where(eq(employees.email, DEMO_FLEET.email));
  if (!company) return;
  const [decider] = await db
    .select({ id: opsUsers.id })
    .from(opsUsers)
    .orderBy(asc(eq(opsUsers.role, "admin")), asc(opsUsers.createdAt))
    .limit(1);
  const folder = path.join(dataDir, "uploads");
  await fs.mkdir(folder, { recursive: true });
  const slip = await fs.readFile(DEMO_SLIP_FILE);

  await db.transaction(async (tx) => {
    for (const entry of HISTORY) {
      const sentAt = new Date(now.getTime() - entry.ago);
      const storageName = `${randomUUID()}.png`;
      await fs.writeFile(path.join(folder, storageName), slip);
      const [proof] = await tx
        .insert(fleetUploads)
        .values({ companyId: company.id, mime: "image/png", size: slip.length, storageName, createdAt: sentAt })
        .returning({ id: fleetUploads.id });
      const id = await requestTopUp(tx, company.id, {
        bankCode: entry.bank,
        amount: entry.rupees * 100,
        slipNumber: entry.slip,
        proofUploadId: proof!.id,
        requestedBy: company.adminId,
      });
      await tx.update(topUps).set({ createdAt: sentAt }).where(eq(topUps.id, id));
      if (!("decidedAfter" in entry) || !decider) continue;
      const decidedAt = new Date(sentAt.getTime() + entry.decidedAfter);
      if ("reason" in entry) {
        await rejectTopUp(tx, company.id, id, decider.id, entry.reason, decidedAt);
        continue;
      }
      const transferId = await approveTopUp(tx, company.id, id, decider.id, decidedAt);
      await tx.update(ledgerTransfers).set({ createdAt: decidedAt }).where(eq(ledgerTransfers.id, transferId));
    }
  });
}
