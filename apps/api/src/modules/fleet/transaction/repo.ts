import type { PurchaseReview, TransactionFilterQuery, TransactionListQuery } from "@pitlane/domain";
import { and, desc, eq, gt, gte, ilike, inArray, isNull, lt, lte, or, sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "../../../db/client.js";
import { countRows, pageOf } from "../../../db/paging.js";
import { cities, employees, fuelRules, purchases, stations, vehicles } from "../../../db/schema/index.js";
import { containsPattern } from "../../../db/search.js";
import { tenantRow } from "../../../db/tenant-row.js";
import type { DayRange } from "../../../platform/day-range.js";

const reviewer = alias(employees, "reviewer");

/** A purchase with the names a row shows, read in the same query: no lookups per row. */
const rowColumns = {
  purchase: purchases,
  stationName: stations.name,
  cityName: cities.name,
  cityNameArabic: cities.nameArabic,
  employeeName: employees.name,
  carId: vehicles.carId,
  plateNo: vehicles.plateNo,
  consumptionRate: vehicles.consumptionRate,
  /** The rule it was checked against: its name, and its cycle, which words a limit's decline. */
  ruleName: fuelRules.name,
  ruleCycle: fuelRules.cycle,
  reviewerName: reviewer.name,
};

/**
 * A status as the company reads it at `now`: a hold past its time is expired, whether or not the
 * sweep has released it yet, and only a hold still in time is held. Served by the status index.
 */
function statusFilter(status: TransactionFilterQuery["status"], now: Date): SQL | undefined {
  switch (status) {
    case "all":
      return undefined;
    case "held":
      return and(eq(purchases.status, "held"), gt(purchases.expiresAt, now));
    case "expired":
      return and(
        inArray(purchases.status, ["expired", "held"]),
        or(eq(purchases.status, "expired"), lte(purchases.expiresAt, now)),
      );
    default:
      return eq(purchases.status, status);
  }
}

/** The flagged purchases (the review list's partial index), not reviewed yet or reviewed one way. */
function flaggedFilter(q: TransactionFilterQuery): SQL | undefined {
  if (!q.flagged && !q.review) return undefined;
  const flagged = sql`cardinality(${purchases.flags}) > 0`;
  if (!q.review) return flagged;
  return and(flagged, q.review === "pending" ? isNull(purchases.review) : eq(purchases.review, q.review));
}

const newestFirst = [desc(purchases.createdAt), desc(purchases.id)];

/** Purchases with the names their rows show, for any filter: the list's, or a report's of completed fills. */
export const selectTransactionRows = (db: Db) =>
  db
    .select(rowColumns)
    .from(purchases)
    .innerJoin(stations, eq(stations.id, purchases.stationId))
    .innerJoin(cities, eq(cities.id, stations.cityId))
    .innerJoin(vehicles, tenantRow(vehicles, purchases.vehicleId, purchases))
    .leftJoin(employees, tenantRow(employees, purchases.employeeId, purchases))
    .leftJoin(fuelRules, tenantRow(fuelRules, purchases.ruleId, purchases))
    .leftJoin(reviewer, tenantRow(reviewer, purchases.reviewedBy, purchases));

export function createTransactionRepo(db: Db) {
  /**
   * The reference, or the vehicles (car id, plate), employees (name) and stations (name) a search
   * finds, matched by id: the count needs no join, and each lookup reads one small table.
   */
  function searchFilter(companyId: string, search: string | undefined): SQL | undefined {
    if (!search) return undefined;
    const pattern = containsPattern(search);
    return or(
      ilike(purchases.reference, pattern),
      inArray(
        purchases.vehicleId,
        db
          .select({ id: vehicles.id })
          .from(vehicles)
          .where(
            and(
              eq(vehicles.companyId, companyId),
              or(ilike(vehicles.carId, pattern), ilike(vehicles.plateNo, pattern)),
            ),
          ),
      ),
      inArray(
        purchases.employeeId,
        db
          .select({ id: employees.id })
          .from(employees)
          .where(and(eq(employees.companyId, companyId), ilike(employees.name, pattern))),
      ),
      inArray(purchases.stationId, db.select({ id: stations.id }).from(stations).where(ilike(stations.name, pattern))),
    );
  }

  function filters(companyId: string, q: TransactionFilterQuery, within: DayRange, now: Date): SQL | undefined {
    return and(
      eq(purchases.companyId, companyId),
      statusFilter(q.status, now),
      q.station_id ? eq(purchases.stationId, q.station_id) : undefined,
      q.vehicle_id ? eq(purchases.vehicleId, q.vehicle_id) : undefined,
      q.employee_id ? eq(purchases.employeeId, q.employee_id) : undefined,
      within.from ? gte(purchases.createdAt, within.from) : undefined,
      within.until ? lt(purchases.createdAt, within.until) : undefined,
      flaggedFilter(q),
      searchFilter(companyId, q.search),
    );
  }

  const selectRows = () => selectTransactionRows(db);

  return {
    list(companyId: string, q: TransactionListQuery, within: DayRange, now: Date) {
      const where = filters(companyId, q, within, now);
      return pageOf(
        db,
        selectRows()
          .where(where)
          .orderBy(...newestFirst),
        countRows(db, purchases, where),
        q,
      );
    },

    /** Every purchase the filters select, newest first: what the CSV writes. */
    all(companyId: string, q: TransactionFilterQuery, within: DayRange, now: Date) {
      return selectRows()
        .where(filters(companyId, q, within, now))
        .orderBy(...newestFirst);
    },

    /**
     * Records a flagged purchase's review; false when there is no such flagged purchase of the company,
     * or the platform has decided its dispute (the check waits for a decision being made, then reads it).
     */
    async review(companyId: string, id: string, review: { outcome: PurchaseReview; note: string; by: string }) {
      const rows = await db
        .update(purchases)
        .set({ review: review.outcome, reviewNote: review.note, reviewedBy: review.by, reviewedAt: new Date() })
        .where(
          and(
            eq(purchases.companyId, companyId),
            eq(purchases.id, id),
            sql`cardinality(${purchases.flags}) > 0`,
            isNull(purchases.disputeOutcome),
          ),
        )
        .returning({ id: purchases.id });
      return rows.length > 0;
    },

    async get(companyId: string, id: string) {
      const [row] = await selectRows().where(and(eq(purchases.companyId, companyId), eq(purchases.id, id)));
      return row ?? null;
    },
  };
}

export type TransactionRepo = ReturnType<typeof createTransactionRepo>;
export type TransactionRow = Awaited<ReturnType<TransactionRepo["all"]>>[number];
