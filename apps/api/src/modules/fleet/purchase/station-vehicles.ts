import type { FuelType, StationVehicleDto } from "@pitlane/domain";
import { and, eq, or, sql } from "drizzle-orm";
import type { Db } from "../../../db/client.js";
import { createTenantLookups, type KeyOwner } from "../../../db/tenant-lookups.js";
import { companies, vehicles } from "../../../db/schema/index.js";

/** At most this many vehicles answer a search by car id, plate or tag (each a different company's). */
const MAX_MATCHES = 20;

/**
 * How a station finds a vehicle before it knows the company: its QR token names one vehicle on the
 * platform; a car id, plate or NFC tag is unique only within a company, so it may name several, and
 * the attendant picks by the company's name. Each match answers with its QR token, which the
 * authorisation then takes.
 */
export function createStationVehicles(db: Db) {
  const lookups = createTenantLookups(db);
  const columns = {
    vehicle: vehicles.qrToken,
    company: companies.companyName,
    car_id: vehicles.carId,
    plate_no: vehicles.plateNo,
    fuelType: vehicles.fuelType,
    secondaryFuelType: vehicles.secondaryFuelType,
  };
  const toDto = (
    row: { fuelType: string; secondaryFuelType: string | null } & Omit<StationVehicleDto, "fuel_types">,
  ) => ({
    vehicle: row.vehicle,
    company: row.company,
    car_id: row.car_id,
    plate_no: row.plate_no,
    fuel_types: [row.fuelType, row.secondaryFuelType].filter((f): f is FuelType => f !== null),
  });

  return {
    /** The company and vehicle a QR token names, or null. */
    byQr: (token: string): Promise<KeyOwner | null> => lookups.find("vehicle_qr_token", token),

    async search(q: string): Promise<StationVehicleDto[]> {
      const owner = await lookups.find("vehicle_qr_token", q);
      const upper = q.toUpperCase();
      const rows = await db
        .select(columns)
        .from(vehicles)
        .innerJoin(companies, eq(companies.id, vehicles.companyId))
        .where(
          owner
            ? and(eq(vehicles.companyId, owner.tenantId), eq(vehicles.id, owner.rowId))
            : or(
                sql`upper(${vehicles.carId}) = ${upper}`,
                sql`upper(${vehicles.plateNo}) = ${upper}`,
                eq(vehicles.nfcTag, q),
              ),
        )
        .orderBy(companies.companyName)
        .limit(MAX_MATCHES);
      return rows.map(toDto);
    },
  };
}
