import { conflict, invalid, notFound, purchaseAmounts, purchaseFlags } from "@pitlane/domain";
import { and, desc, eq, inArray } from "drizzle-orm";
import type { Db } from "../../../db/client.js";
import { purchases, vehicles } from "../../../db/schema/index.js";
import { accountOf, completeHold, releaseHold, type Line } from "../ledger/ledger.js";
import type { PurchaseRow } from "./authorise.js";

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

/** The vehicle's last completed fill before this purchase: its reading and how long ago. */
async function lastFill(tx: Db, row: PurchaseRow) {
  const [last] = await tx
    .select({ odometer: purchases.odometer, at: purchases.resolvedAt })
    .from(purchases)
    .where(
      and(
        eq(purchases.companyId, row.companyId),
        eq(purchases.vehicleId, row.vehicleId),
        eq(purchases.status, "completed"),
      ),
    )
    .orderBy(desc(purchases.createdAt))
    .limit(1);
  return last ?? null;
}

/**
 * Completes a held purchase with what the pump gave (at most what was authorised): fuel to the
 * station's payable, commission to the platform's revenue, tax on it to tax payable, all from the
 * wallet as one group against the hold; the rest of the hold is released. Flags what deserves a look.
 */
export async function completePurchase(tx: Db, companyId: string, purchaseId: string, ml: number, now: Date) {
  const row = await lockedHeld(tx, companyId, purchaseId, now);
  if (ml > row.authorisedMl!) throw invalid("litres", "litres_above_authorised");
  const amounts = purchaseAmounts(ml, row.unitPrice!, row.commissionBp!, row.taxBp!);
  const account = (kind: "station_payable" | "commission_revenue" | "tax_payable", subject = "") =>
    accountOf(tx, companyId, kind, row.currency, subject);
  const lines: Omit<Line, "debit">[] = [
    { kind: "fuel" as const, credit: await account("station_payable", row.stationId), amount: amounts.fuel },
    { kind: "commission" as const, credit: await account("commission_revenue"), amount: amounts.commission },
    { kind: "tax" as const, credit: await account("tax_payable"), amount: amounts.tax },
  ].filter((line) => line.amount > 0);
  await completeHold(tx, companyId, row.holdId!, lines, now);

  const [vehicle] = await tx
    .select({
      fuelType: vehicles.fuelType,
      primary: vehicles.primaryTankLimit,
      secondary: vehicles.secondaryTankLimit,
      rate: vehicles.consumptionRate,
    })
    .from(vehicles)
    .where(and(eq(vehicles.companyId, companyId), eq(vehicles.id, row.vehicleId)));
  const tankLitres =
    row.fuelType !== vehicle!.fuelType && vehicle!.secondary !== null ? vehicle!.secondary : vehicle!.primary;
  const last = await lastFill(tx, row);
  const flags = purchaseFlags({
    ml,
    tankMl: tankLitres * 1000,
    consumptionRate: vehicle!.rate,
    odometer: row.odometer,
    last: last ? { odometer: last.odometer, minutesAgo: (now.getTime() - last.at!.getTime()) / 60_000 } : null,
  });
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
