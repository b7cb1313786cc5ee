import { randomUUID } from "node:crypto";
import { sql, type SQL } from "drizzle-orm";
import type { Db } from "../client.js";
import {
  fuelRules,
  ledgerAccounts,
  ledgerHoldResolutions,
  ledgerHolds,
  ledgerTransfers,
  purchases,
  tenantLookups,
  tpinFailures,
  vehicles,
  type LedgerAccountKind,
} from "../schema/index.js";
import { eq } from "drizzle-orm";
import type { PlayedHistory } from "./demo-purchase-history.js";
import type { PurchaseWorld } from "./demo-purchase-world.js";

/** Rows a statement: far under PostgreSQL's 65,535 parameters at the widest table's ~40 columns. */
const CHUNK = 1000;

async function insertAll<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += CHUNK) await insert(rows.slice(i, i + CHUNK));
}

/** The company's accounts by "kind|subject", the payables of the stations it bought at made first (decision 0036's accounts). */
async function accountsFor(tx: Db, world: PurchaseWorld, stationIds: string[]) {
  const wanted: { kind: LedgerAccountKind; subject: string }[] = [
    { kind: "wallet", subject: "" },
    { kind: "commission_revenue", subject: "" },
    { kind: "tax_payable", subject: "" },
    ...stationIds.map((subject) => ({ kind: "station_payable" as const, subject })),
  ];
  await tx
    .insert(ledgerAccounts)
    .values(wanted.map((a) => ({ ...a, companyId: world.companyId, currency: world.currency })))
    .onConflictDoNothing();
  const rows = await tx
    .select({ id: ledgerAccounts.id, kind: ledgerAccounts.kind, subject: ledgerAccounts.subject })
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.companyId, world.companyId));
  const ids = new Map(rows.map((r) => [`${r.kind}|${r.subject}`, r.id]));
  return (kind: LedgerAccountKind, subject = "") => ids.get(`${kind}|${subject}`)!;
}

/** `update <table> set ... from (values ...)`: one statement for many rows, each a uuid and a number. */
const valuesOf = (pairs: [string, number][]): SQL =>
  sql.join(
    pairs.map(([id, n]) => sql`(${id}::uuid, ${n}::bigint)`),
    sql`, `,
  );

/**
 * Writes the played history in a handful of statements: the purchases, their holds, how each hold
 * ended and the completions' transfers (fuel to the station's payable, commission to revenue, tax on
 * it to tax payable, all from the wallet), each account's posted amount moved once by the sum of
 * its transfers, the references claimed, the wrong T-PINs counted, the odometers and the rules'
 * usage start set. Every hold is resolved, so no account's pending debits change.
 */
export async function writeHistory(tx: Db, world: PurchaseWorld, history: PlayedHistory) {
  const { companyId } = world;
  const rows = history.rows;
  rows.forEach((row, i) => (row.reference = `DEMO-${i + 1}`));
  const account = await accountsFor(tx, world, [...new Set(rows.map((r) => r.stationId))]);
  const wallet = account("wallet");

  const held = rows.filter((r) => r.holdId);
  const completed = held.filter((r) => r.status === "completed");
  const transfers = completed.flatMap((r) => {
    const groupId = randomUUID();
    const lines = [
      { kind: "fuel" as const, creditAccountId: account("station_payable", r.stationId), amount: r.fuelAmount! },
      { kind: "commission" as const, creditAccountId: account("commission_revenue"), amount: r.commissionAmount! },
      { kind: "tax" as const, creditAccountId: account("tax_payable"), amount: r.taxAmount! },
    ];
    return lines
      .filter((line) => line.amount > 0)
      .map((line) => ({
        ...line,
        companyId,
        groupId,
        debitAccountId: wallet,
        holdId: r.holdId,
        createdAt: r.resolvedAt!,
      }));
  });
  const posted = new Map<string, number>();
  for (const t of transfers) {
    posted.set(t.debitAccountId, (posted.get(t.debitAccountId) ?? 0) - t.amount);
    posted.set(t.creditAccountId, (posted.get(t.creditAccountId) ?? 0) + t.amount);
  }

  await insertAll(held, (chunk) =>
    tx.insert(ledgerHolds).values(
      chunk.map((r) => ({
        id: r.holdId!,
        companyId,
        accountId: wallet,
        amount: r.holdAmount!,
        reference: r.reference,
        createdAt: r.createdAt,
        expiresAt: r.expiresAt!,
      })),
    ),
  );
  // After the holds they name.
  await insertAll(rows, (chunk) => tx.insert(purchases).values(chunk));
  await insertAll(held, (chunk) =>
    tx.insert(ledgerHoldResolutions).values(
      chunk.map((r) => ({
        companyId,
        holdId: r.holdId!,
        // Every hold of the history is resolved by now: completed, voided or expired.
        outcome: r.status as "completed" | "voided" | "expired",
        postedAmount: r.status === "completed" ? r.fuelAmount! + r.commissionAmount! + r.taxAmount! : 0,
        createdAt: r.resolvedAt!,
      })),
    ),
  );
  await insertAll(transfers, (chunk) => tx.insert(ledgerTransfers).values(chunk));
  if (posted.size > 0) {
    await tx.execute(sql`
      update ${ledgerAccounts} set ${sql.identifier(ledgerAccounts.posted.name)} = ${ledgerAccounts.posted} + moved.amount
      from (values ${valuesOf([...posted])}) as moved (id, amount)
      where ${ledgerAccounts.companyId} = ${companyId} and ${ledgerAccounts.id} = moved.id`);
  }
  await insertAll(rows, (chunk) =>
    tx.insert(tenantLookups).values(
      chunk.map((r) => ({
        kind: "purchase_reference" as const,
        key: `${r.stationId}:${r.reference}`,
        tenantId: companyId,
        rowId: r.id,
      })),
    ),
  );
  const failures = [...history.failures].map(([key, count]) => {
    const [employeeId, day] = key.split("|") as [string, string];
    return { companyId, employeeId, day, failures: count };
  });
  if (failures.length > 0) await tx.insert(tpinFailures).values(failures);
  await tx.execute(sql`
    update ${vehicles} set ${sql.identifier(vehicles.currentOdometer.name)} = greatest(${vehicles.currentOdometer}, read.odometer)
    from (values ${valuesOf([...history.odometers])}) as read (id, odometer)
    where ${vehicles.companyId} = ${companyId} and ${vehicles.id} = read.id`);
  // The rules were in force through the history: the pump and the vehicle pages count its purchases.
  await tx
    .update(fuelRules)
    .set({ usageSince: history.usageSince, createdAt: history.usageSince })
    .where(eq(fuelRules.companyId, companyId));
}
