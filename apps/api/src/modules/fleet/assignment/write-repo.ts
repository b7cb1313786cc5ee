import { and, eq, gt, lt, ne, sql } from "drizzle-orm";
import type { Db } from "../../../db/client.js";
import { employees, fuelRules, vehicleAssignments, vehicles } from "../../../db/schema/index.js";
import { assignmentEnd } from "./current-repo.js";

const a = vehicleAssignments;
const ofCompany = (companyId: string, id: string) => and(eq(a.companyId, companyId), eq(a.id, id));

export type AssignmentColumns = Pick<
  typeof a.$inferInsert,
  "vehicleId" | "employeeId" | "startsAt" | "endsAt" | "startOdometer" | "comment"
>;

/**
 * The queries of a change, each run inside the caller's transaction. The `lock*` reads take the
 * row lock (SELECT ... FOR UPDATE) that makes two saves for the same vehicle or employee wait for
 * each other, so the second sees the first's row when it checks for overlaps.
 */
export const assignmentWrites = {
  async lockAssignment(tx: Db, companyId: string, id: string) {
    const [row] = await tx.select().from(a).where(ofCompany(companyId, id)).for("update");
    return row ?? null;
  },

  async lockVehicle(tx: Db, companyId: string, id: string) {
    const [row] = await tx
      .select({
        id: vehicles.id,
        status: vehicles.status,
        fuelType: vehicles.fuelType,
        secondaryFuelType: vehicles.secondaryFuelType,
        currentOdometer: vehicles.currentOdometer,
        ruleId: vehicles.ruleId,
      })
      .from(vehicles)
      .where(and(eq(vehicles.companyId, companyId), eq(vehicles.id, id)))
      .for("update");
    return row ?? null;
  },

  /** The company admin is not an employee and cannot be assigned. */
  async lockEmployee(tx: Db, companyId: string, id: string) {
    const [row] = await tx
      .select({ id: employees.id, status: employees.status, ruleId: employees.ruleId })
      .from(employees)
      .where(and(eq(employees.companyId, companyId), eq(employees.id, id), eq(employees.isAdmin, false)))
      .for("update");
    return row ?? null;
  },

  /** Read with a share lock: a change of the rule's fuel waits for the save, or the save for the change. */
  async ruleFuelType(tx: Db, companyId: string, ruleId: string) {
    const [row] = await tx
      .select({ fuelType: fuelRules.fuelType })
      .from(fuelRules)
      .where(and(eq(fuelRules.companyId, companyId), eq(fuelRules.id, ruleId)))
      .for("share");
    return row?.fuelType ?? null;
  },

  /** Whether another assignment holds the vehicle or employee at some moment of [start, end). */
  async isHeld(
    tx: Db,
    companyId: string,
    who: { vehicleId: string } | { employeeId: string },
    range: { start: Date; end: Date },
    exceptId: string | null,
  ) {
    const [row] = await tx
      .select({ id: a.id })
      .from(a)
      .where(
        and(
          eq(a.companyId, companyId),
          "vehicleId" in who ? eq(a.vehicleId, who.vehicleId) : eq(a.employeeId, who.employeeId),
          lt(a.startsAt, range.end),
          gt(assignmentEnd, range.start),
          exceptId ? ne(a.id, exceptId) : undefined,
        ),
      )
      .limit(1);
    return row !== undefined;
  },

  async insert(tx: Db, companyId: string, values: AssignmentColumns) {
    const [row] = await tx
      .insert(a)
      .values({ ...values, companyId })
      .returning({ id: a.id });
    if (!row) throw new Error("vehicle_assignments insert returned nothing");
    return row.id;
  },

  update: (tx: Db, companyId: string, id: string, values: AssignmentColumns) =>
    tx
      .update(a)
      .set({ ...values, updatedAt: new Date() })
      .where(ofCompany(companyId, id)),

  unassign: (tx: Db, companyId: string, id: string, at: Date) =>
    tx.update(a).set({ unassignedAt: at, updatedAt: at }).where(ofCompany(companyId, id)),

  remove: (tx: Db, companyId: string, id: string) => tx.delete(a).where(ofCompany(companyId, id)),

  /** Never lowers a reading: the odometer only counts up. */
  raiseOdometer: (tx: Db, companyId: string, vehicleId: string, reading: number) =>
    tx
      .update(vehicles)
      .set({ currentOdometer: sql`greatest(${vehicles.currentOdometer}, ${reading})`, updatedAt: new Date() })
      .where(and(eq(vehicles.companyId, companyId), eq(vehicles.id, vehicleId))),
};

export type AssignmentWrites = typeof assignmentWrites;
export type LockedVehicle = NonNullable<Awaited<ReturnType<AssignmentWrites["lockVehicle"]>>>;
export type LockedEmployee = NonNullable<Awaited<ReturnType<AssignmentWrites["lockEmployee"]>>>;
