import {
  priceToMajor,
  stationDecline,
  toLitres,
  toMajor,
  type DeclineReason,
  type StationPurchaseDto,
} from "@pitlane/domain";
import type { PurchaseRow } from "../fleet/index.js";

const litresOf = (ml: number | null) => (ml === null ? null : toLitres(ml));
const majorOf = (minor: number | null) => (minor === null ? null : toMajor(minor));

/** A purchase as the station may see it: the decline only as what it can act on (MONEY.md). */
export function toStationPurchaseDto(row: PurchaseRow): StationPurchaseDto {
  return {
    reference: row.reference,
    status: row.status,
    approved: row.status !== "declined",
    decline: row.declineReason ? stationDecline(row.declineReason as DeclineReason) : null,
    fuel_type: row.fuelType,
    currency: row.currency,
    unit_price: row.unitPrice === null ? null : priceToMajor(row.unitPrice),
    litres_authorised: litresOf(row.authorisedMl),
    amount_authorised: majorOf(row.authorisedFuel),
    expires_at: row.expiresAt?.toISOString() ?? null,
    litres: litresOf(row.litresMl),
    amount: majorOf(row.fuelAmount),
    photos: { odometer: row.odometerPhotoId !== null, pump: row.pumpPhotoId !== null },
    created_at: row.createdAt.toISOString(),
  };
}
