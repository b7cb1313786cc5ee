import type { AssignmentCalendarQuery, AssignmentListQuery, AssignmentStatusFilter } from "@pitlane/domain";
import { and, asc, desc, eq, gt, ilike, isNotNull, isNull, lt, lte, or, type SQL } from "drizzle-orm";
import type { Db } from "../../../db/client.js";
import { countRows, matching, pageOf } from "../../../db/paging.js";
import { employees, vehicleAssignments, vehicles } from "../../../db/schema/index.js";
import { containsPattern } from "../../../db/search.js";
import { tenantRow } from "../../../db/tenant-row.js";
import { assignmentEnd } from "./current-repo.js";

const a = vehicleAssignments;

/** An assignment with its vehicle's plate and car id and its employee's name, read in the same query. */
const withNames = {
  assignment: vehicleAssignments,
  plateNo: vehicles.plateNo,
  carId: vehicles.carId,
  employeeName: employees.name,
  employeeCode: employees.employeeCode,
};

/** Where each assignment stands at `now`, as `assignmentStatus` of the domain reads it. */
function statusFilter(status: AssignmentStatusFilter, now: Date): SQL | undefined {
  const open = isNull(a.unassignedAt);
  if (status === "unassigned") return isNotNull(a.unassignedAt);
  if (status === "upcoming") return and(open, gt(a.startsAt, now));
  if (status === "current") return and(open, lte(a.startsAt, now), gt(a.endsAt, now));
  if (status === "ended") return and(open, lte(a.endsAt, now));
  return undefined;
}

function subjectFilter(q: { vehicle_id?: string; employee_id?: string }): SQL[] {
  const parts: SQL[] = [];
  if (q.vehicle_id) parts.push(eq(a.vehicleId, q.vehicle_id));
  if (q.employee_id) parts.push(eq(a.employeeId, q.employee_id));
  return parts;
}

function listFilter(companyId: string, q: AssignmentListQuery, now: Date): SQL | undefined {
  const parts: (SQL | undefined)[] = [eq(a.companyId, companyId), statusFilter(q.status, now), ...subjectFilter(q)];
  if (q.search) {
    const pattern = containsPattern(q.search);
    parts.push(
      or(
        ilike(vehicles.plateNo, pattern),
        ilike(vehicles.carId, pattern),
        ilike(employees.name, pattern),
        ilike(employees.employeeCode, pattern),
      ),
    );
  }
  return and(...parts);
}

export function createAssignmentRepo(db: Db) {
  const selectWithNames = (tx: Db = db) =>
    tx
      .select(withNames)
      .from(a)
      .innerJoin(vehicles, tenantRow(vehicles, a.vehicleId, a))
      .innerJoin(employees, tenantRow(employees, a.employeeId, a));

  /**
   * One page of the rows matching `where`, newest start first, with the total: counted on the
   * assignments alone unless a search reads the vehicle's and the employee's columns.
   */
  const pageWhere = (where: SQL | undefined, q: { page: number; limit: number; search?: string }) =>
    pageOf(
      db,
      selectWithNames().where(where).orderBy(desc(a.startsAt), asc(a.id)),
      q.search
        ? matching(db)
            .from(a)
            .innerJoin(vehicles, tenantRow(vehicles, a.vehicleId, a))
            .innerJoin(employees, tenantRow(employees, a.employeeId, a))
            .where(where)
        : countRows(db, a, where),
      q,
    );

  return {
    async get(companyId: string, id: string) {
      const [row] = await selectWithNames()
        .where(and(eq(a.companyId, companyId), eq(a.id, id)))
        .limit(1);
      return row ?? null;
    },

    list: (companyId: string, q: AssignmentListQuery, now: Date) => pageWhere(listFilter(companyId, q, now), q),

    /** Every assignment holding its vehicle at some moment of [from, to): three joined tables, one query. */
    calendar: (companyId: string, q: AssignmentCalendarQuery) =>
      selectWithNames()
        .where(
          and(
            eq(a.companyId, companyId),
            lt(a.startsAt, new Date(q.to)),
            gt(assignmentEnd, new Date(q.from)),
            ...subjectFilter(q),
          ),
        )
        .orderBy(asc(a.startsAt), asc(a.id)),

    history: (
      companyId: string,
      who: { vehicleId: string } | { employeeId: string },
      q: { page: number; limit: number },
    ) =>
      pageWhere(
        and(
          eq(a.companyId, companyId),
          "vehicleId" in who ? eq(a.vehicleId, who.vehicleId) : eq(a.employeeId, who.employeeId),
        ),
        q,
      ),

    async vehicle(companyId: string, id: string) {
      const [row] = await db
        .select({ id: vehicles.id, name: vehicles.plateNo, code: vehicles.carId })
        .from(vehicles)
        .where(and(eq(vehicles.companyId, companyId), eq(vehicles.id, id)))
        .limit(1);
      return row ?? null;
    },

    /** The company admin is not an employee: no assignments, no history. */
    async employee(companyId: string, id: string) {
      const [row] = await db
        .select({ id: employees.id, name: employees.name, code: employees.employeeCode })
        .from(employees)
        .where(and(eq(employees.companyId, companyId), eq(employees.id, id), eq(employees.isAdmin, false)))
        .limit(1);
      return row ?? null;
    },
  };
}

export type AssignmentRepo = ReturnType<typeof createAssignmentRepo>;
export type AssignmentWithNames = NonNullable<Awaited<ReturnType<AssignmentRepo["get"]>>>;
