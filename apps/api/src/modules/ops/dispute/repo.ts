import type { DisputeListQuery } from "@pitlane/domain";
import { and, desc, eq, isNotNull, isNull, type SQL } from "drizzle-orm";
import type { Db } from "../../../db/client.js";
import { countRows, pageOf } from "../../../db/paging.js";
import { companies, employees, opsUsers, purchases, stations, vehicles } from "../../../db/schema/index.js";
import { tenantRow } from "../../../db/tenant-row.js";

/** A disputed purchase with the names its row shows, read in the same query: no lookups per row. */
const disputeRows = (db: Db) =>
  db
    .select({
      purchase: purchases,
      companyName: companies.companyName,
      stationName: stations.name,
      carId: vehicles.carId,
      plateNo: vehicles.plateNo,
      employeeName: employees.name,
      deciderName: opsUsers.name,
    })
    .from(purchases)
    .innerJoin(companies, eq(companies.id, purchases.companyId))
    .innerJoin(stations, eq(stations.id, purchases.stationId))
    .innerJoin(vehicles, tenantRow(vehicles, purchases.vehicleId, purchases))
    .leftJoin(employees, tenantRow(employees, purchases.employeeId, purchases))
    .leftJoin(opsUsers, eq(opsUsers.id, purchases.disputeDecidedBy));

export type DisputeRow = Awaited<ReturnType<ReturnType<typeof disputeRows>["execute"]>>[number];

const isDisputed = eq(purchases.review, "disputed");

/**
 * The console's disputes across companies, the latest dispute first, through the partial index of
 * disputed purchases (`purchases_disputed_idx`, on when the company disputed): a few among many.
 */
export function createDisputeRepo(db: Db) {
  return {
    list(q: DisputeListQuery) {
      const where: SQL | undefined = and(
        isDisputed,
        q.status === "open" ? isNull(purchases.disputeOutcome) : isNotNull(purchases.disputeOutcome),
      );
      return pageOf(
        db,
        disputeRows(db).where(where).orderBy(desc(purchases.reviewedAt), desc(purchases.id)),
        countRows(db, purchases, where),
        q,
      );
    },

    /** One disputed purchase of the company, read in `tx` (after a decision, within its transaction). */
    async get(companyId: string, purchaseId: string, tx: Db = db): Promise<DisputeRow | null> {
      const [row] = await disputeRows(tx).where(
        and(eq(purchases.companyId, companyId), eq(purchases.id, purchaseId), isDisputed),
      );
      return row ?? null;
    },
  };
}

export type DisputeRepo = ReturnType<typeof createDisputeRepo>;
