import { conflict, invalid, notFound, purchaseAmounts, purchaseFlags } from "@pitlane/domain";
import { and, desc, eq, type AnyColumn, getTableColumns, inArray, sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "../../../db/client.js";
import { companies, ledgerAccounts, purchases, vehicles, type LedgerAccountKind } from "../../../db/schema/index.js";
import { alertFlags, type PumpMail } from "../alert/pump-alerts.js";
import { accountOf, completeHold, releaseHold, type Line } from "../ledger/ledger.js";
import type { PurchaseRow } from "./authorise.js";

const held = alias(purchases, "held");
type AccountColumns = Record<"companyId" | "kind" | "subject", AnyColumn>;
const payable = alias(ledgerAccounts, "payable");
const revenue = alias(ledgerAccounts, "revenue");
const taxPayable = alias(ledgerAccounts, "tax_payable");

/** The purchase, locked: its completion and its void meet here, and the first one wins. */
async function lockedHeld(tx: Db, companyId: string, purchaseId: string, now: Date): Promise<PurchaseRow> {
  const [row] = await tx
    .select()
    .from(purchases)
    .where(and(eq(purchases.companyId, companyId), eq(purchases.id, purchaseId)))
    .for("update");
  if (!row) throw notFound("purchase_not_found");
  if (row.status !== "held" || row.expiresAt! <= now) throw conflict("purchase_resolved");
  return row;
}

/**
 * The purchase locked (as `lockedHeld`), read in the same statement with what its completion needs:
 * the vehicle's tanks and consumption, the vehicle's last completed fill (its reading and when), the
 * company's accounts the fuel, the commission and the tax go to (null until first used), and its
 * alert switches with its e-mail.
 */
async function lockedForCompletion(tx: Db, companyId: string, purchaseId: string, now: Date) {
  const last = tx
    .select({ odometer: purchases.odometer, at: purchases.resolvedAt })
    .from(purchases)
    .where(
      and(
        eq(purchases.companyId, sql`${held.companyId}`),
        eq(purchases.vehicleId, sql`${held.vehicleId}`),
        eq(purchases.status, "completed"),
      ),
    )
    .orderBy(desc(purchases.createdAt))
    .limit(1)
    .as("last_fill");
  const accountOfKind = (table: AccountColumns, kind: LedgerAccountKind, subject: SQL | string) =>
    and(eq(table.companyId, held.companyId), eq(table.kind, kind), eq(table.subject, subject));
  const [found] = await tx
    .select({
      purchase: getTableColumns(held),
      vehicle: {
        fuelType: vehicles.fuelType,
        primary: vehicles.primaryTankLimit,
        secondary: vehicles.secondaryTankLimit,
        rate: vehicles.consumptionRate,
      },
      last: { odometer: last.odometer, at: last.at },
      accounts: { payable: payable.id, commission: revenue.id, tax: taxPayable.id },
      company: { companyName: companies.companyName, email: companies.email, alertsOff: companies.alertsOff },
    })
    .from(held)
    .innerJoin(companies, eq(companies.id, held.companyId))
    .innerJoin(vehicles, and(eq(vehicles.companyId, held.companyId), eq(vehicles.id, held.vehicleId)))
    .leftJoinLateral(last, sql`true`)
    .leftJoin(payable, accountOfKind(payable, "station_payable", sql`${held.stationId}::text`))
    .leftJoin(revenue, accountOfKind(revenue, "commission_revenue", ""))
    .leftJoin(taxPayable, accountOfKind(taxPayable, "tax_payable", ""))
    .where(and(eq(held.companyId, companyId), eq(held.id, purchaseId)))
    .for("update", { of: held });
  if (!found) throw notFound("purchase_not_found");
  const row = found.purchase;
  if (row.status !== "held" || row.expiresAt! <= now) throw conflict("purchase_resolved");
  return found;
}

/**
 * Completes a held purchase with what the pump gave (at most what was authorised): fuel to the
 * station's payable, commission to the platform's revenue, tax on it to tax payable, all from the
 * wallet as one group against the hold; the rest of the hold is released. Flags what deserves a look.
 * Everything it reads is read with the purchase's lock, before the ledger locks the accounts: the
 * accounts are then held for two statements and the purchase's update. A flagged completion writes
 * its alert's mail in the same transaction when the company has it on (decision 0050).
 */
export async function completePurchase(
  tx: Db,
  companyId: string,
  purchaseId: string,
  ml: number,
  now: Date,
  pump: PumpMail,
) {
  const found = await lockedForCompletion(tx, companyId, purchaseId, now);
  const { purchase: row, vehicle, last, accounts } = found;
  if (ml > row.authorisedMl!) throw invalid("litres", "litres_above_authorised");
  const amounts = purchaseAmounts(ml, row.unitPrice!, row.commissionBp!, row.taxBp!);
  const account = (id: string | null, kind: "station_payable" | "commission_revenue" | "tax_payable", subject = "") =>
    id ?? accountOf(tx, companyId, kind, row.currency, subject);
  const lines: Omit<Line, "debit">[] = [
    {
      kind: "fuel" as const,
      credit: await account(accounts.payable, "station_payable", row.stationId),
      amount: amounts.fuel,
    },
    {
      kind: "commission" as const,
      credit: await account(accounts.commission, "commission_revenue"),
      amount: amounts.commission,
    },
    { kind: "tax" as const, credit: await account(accounts.tax, "tax_payable"), amount: amounts.tax },
  ].filter((line) => line.amount > 0);

  const tankLitres =
    row.fuelType !== vehicle.fuelType && vehicle.secondary !== null ? vehicle.secondary : vehicle.primary;
  const flags = purchaseFlags({
    ml,
    tankMl: tankLitres * 1000,
    consumptionRate: vehicle.rate,
    odometer: row.odometer,
    last: last?.at ? { odometer: last.odometer!, minutesAgo: (now.getTime() - last.at.getTime()) / 60_000 } : null,
  });
  await completeHold(tx, companyId, row.holdId!, lines, now);
  const [done] = await tx
    .update(purchases)
    .set({
      status: "completed",
      litresMl: ml,
      fuelAmount: amounts.fuel,
      commissionAmount: amounts.commission,
      taxAmount: amounts.tax,
      flags,
      resolvedAt: now,
    })
    .where(and(eq(purchases.companyId, companyId), eq(purchases.id, purchaseId)))
    .returning();
  await alertFlags(tx, pump, found.company, { companyId, id: purchaseId, flags });
  return done!;
}

/** Voids a held purchase before fuel is given: all of its hold is released. */
export async function voidPurchase(tx: Db, companyId: string, purchaseId: string, now: Date) {
  const row = await lockedHeld(tx, companyId, purchaseId, now);
  await releaseHold(tx, companyId, row.holdId!, "voided");
  const [done] = await tx
    .update(purchases)
    .set({ status: "voided", resolvedAt: now })
    .where(and(eq(purchases.companyId, companyId), eq(purchases.id, purchaseId)))
    .returning();
  return done!;
}

/** Keeps a photo of a purchase held or completed (not one that came to nothing): its odometer's or its pump's. */
export async function attachPhoto(
  db: Db,
  companyId: string,
  purchaseId: string,
  kind: "odometer" | "pump",
  uploadId: string,
) {
  const [row] = await db
    .update(purchases)
    .set(kind === "odometer" ? { odometerPhotoId: uploadId } : { pumpPhotoId: uploadId })
    .where(
      and(
        eq(purchases.companyId, companyId),
        eq(purchases.id, purchaseId),
        inArray(purchases.status, ["held", "completed"]),
      ),
    )
    .returning();
  if (!row) throw conflict("purchase_resolved");
  return row;
}
