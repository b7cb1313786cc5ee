import { DASHBOARD_RANKED } from "@pitlane/domain";
import { and, asc, count, desc, eq, gte, lt, sql } from "drizzle-orm";
import type { Db } from "../../../db/client.js";
import { cities, purchases, stations, vehicles } from "../../../db/schema/index.js";

const companyParam = sql.placeholder("companyId");

/**
 * The company's completed fills between two instants: the range of `purchases_completed_idx`
 * (company, resolved_at, where completed). The status is written in the statement, not passed: a
 * prepared statement's parameter could not prove the index's condition.
 */
const completedWithin = and(
  eq(purchases.companyId, companyParam),
  sql`${purchases.status} = 'completed'`,
  gte(purchases.resolvedAt, sql.placeholder("from")),
  lt(purchases.resolvedAt, sql.placeholder("until")),
);

/** What fills add up to: how many, millilitres, and what the wallet paid (fuel, commission, tax). */
const fills = count();
const millilitres = sql<number>`coalesce(sum(${purchases.litresMl}), 0)`.mapWith(Number);
const paid =
  sql<number>`coalesce(sum(${purchases.fuelAmount} + coalesce(${purchases.commissionAmount}, 0) + coalesce(${purchases.taxAmount}, 0)), 0)`.mapWith(
    Number,
  );
const fuelled = { fills, millilitres, paid };

/**
 * Hours counted from the company's own hour marks (`align` seconds past the UTC hour: a zone half an
 * hour off UTC starts its hours at :30), so the service reads each on the company's clock.
 */
const hourBucket =
  sql<number>`floor((extract(epoch from ${purchases.resolvedAt}) - ${sql.placeholder("align")}::int) / 3600)`.mapWith(
    Number,
  );
/** Grouped by the select's first column: the bucket's parameters would not match a second spelling. */
const byFirstColumn = sql`1`;

/**
 * The dashboard's month of fills, one grouped query per widget group, each one index range of the
 * month (docs/decisions/0048); the zone's days and the peak hours are read in TypeScript. Prepared
 * once, run per request.
 */
export function createDashboardFuelRepo(db: Db) {
  const byHour = db
    .select({ hour: hourBucket, ...fuelled })
    .from(purchases)
    .where(completedWithin)
    .groupBy(byFirstColumn)
    .prepare("fleet_dashboard_fills_by_hour");

  const byFuelType = db
    .select({ fuelType: purchases.fuelType, ...fuelled })
    .from(purchases)
    .where(completedWithin)
    .groupBy(purchases.fuelType)
    .orderBy(desc(millilitres), asc(purchases.fuelType))
    .prepare("fleet_dashboard_fills_by_fuel_type");

  // Ranked over the fills alone, then the few vehicles named: no join for each fill.
  const perVehicle = db
    .select({
      vehicleId: purchases.vehicleId,
      fills: fills.as("fills"),
      millilitres: millilitres.as("millilitres"),
      paid: paid.as("paid"),
    })
    .from(purchases)
    .where(completedWithin)
    .groupBy(purchases.vehicleId)
    .orderBy(desc(millilitres), asc(purchases.vehicleId))
    .limit(DASHBOARD_RANKED)
    .as("per_vehicle");
  const topVehicles = db
    .select({
      id: perVehicle.vehicleId,
      carId: vehicles.carId,
      plateNo: vehicles.plateNo,
      fills: perVehicle.fills,
      millilitres: perVehicle.millilitres,
      paid: perVehicle.paid,
    })
    .from(perVehicle)
    .innerJoin(vehicles, and(eq(vehicles.companyId, companyParam), eq(vehicles.id, perVehicle.vehicleId)))
    .orderBy(desc(perVehicle.millilitres), asc(perVehicle.vehicleId))
    .prepare("fleet_dashboard_top_vehicles");

  // Every station used, grouped first: a company fills at tens of stations, not thousands.
  const perStation = db
    .select({
      stationId: purchases.stationId,
      fills: fills.as("fills"),
      millilitres: millilitres.as("millilitres"),
      paid: paid.as("paid"),
    })
    .from(purchases)
    .where(completedWithin)
    .groupBy(purchases.stationId)
    .as("per_station");
  const byStation = db
    .select({
      id: perStation.stationId,
      name: stations.name,
      city: cities.name,
      cityArabic: cities.nameArabic,
      fills: perStation.fills,
      millilitres: perStation.millilitres,
      paid: perStation.paid,
    })
    .from(perStation)
    .innerJoin(stations, eq(stations.id, perStation.stationId))
    .innerJoin(cities, eq(cities.id, stations.cityId))
    .orderBy(desc(perStation.paid), asc(stations.name))
    .prepare("fleet_dashboard_fills_by_station");

  /** Months as the instants between them: bucket n is [bounds[n-1], bounds[n]). */
  const byMonth = db
    .select({
      bucket: sql<number>`width_bucket(${purchases.resolvedAt}, ${sql.placeholder("bounds")}::timestamptz[])`.mapWith(
        Number,
      ),
      ...fuelled,
    })
    .from(purchases)
    .where(completedWithin)
    .groupBy(byFirstColumn)
    .prepare("fleet_dashboard_fills_by_month");

  const spent = db.select({ paid }).from(purchases).where(completedWithin).prepare("fleet_dashboard_spent");

  const range = (companyId: string, from: Date, until: Date) => ({
    companyId,
    from: from.toISOString(),
    until: until.toISOString(),
  });

  return {
    byHour: (companyId: string, from: Date, until: Date, alignSeconds: number) =>
      byHour.execute({ ...range(companyId, from, until), align: alignSeconds }),
    byFuelType: (companyId: string, from: Date, until: Date) => byFuelType.execute(range(companyId, from, until)),
    topVehicles: (companyId: string, from: Date, until: Date) => topVehicles.execute(range(companyId, from, until)),
    byStation: (companyId: string, from: Date, until: Date) => byStation.execute(range(companyId, from, until)),
    /** `bounds`: the first instant of each month and the one after the last. */
    byMonth: (companyId: string, bounds: Date[]) =>
      byMonth.execute({
        ...range(companyId, bounds[0]!, bounds.at(-1)!),
        bounds: bounds.map((at) => at.toISOString()),
      }),
    async spent(companyId: string, from: Date, until: Date): Promise<number> {
      const [row] = await spent.execute(range(companyId, from, until));
      return row?.paid ?? 0;
    },
  };
}

export type DashboardFuelRepo = ReturnType<typeof createDashboardFuelRepo>;
export type FuelledRow = Awaited<ReturnType<DashboardFuelRepo["byHour"]>>[number];
export type StationFillsRow = Awaited<ReturnType<DashboardFuelRepo["byStation"]>>[number];
export type VehicleFillsRow = Awaited<ReturnType<DashboardFuelRepo["topVehicles"]>>[number];
export type FuelTypeFillsRow = Awaited<ReturnType<DashboardFuelRepo["byFuelType"]>>[number];
export type MonthFillsRow = Awaited<ReturnType<DashboardFuelRepo["byMonth"]>>[number];
