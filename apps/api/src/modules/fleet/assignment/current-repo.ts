import { and, eq, gt, isNull, or, sql } from "drizzle-orm";
import type { Db } from "../../../db/client.js";
import { vehicleAssignments } from "../../../db/schema/index.js";

/** An assignment holds its vehicle and employee until it is unassigned or reaches its end. */
export const assignmentEnd = sql`coalesce(${vehicleAssignments.unassignedAt}, ${vehicleAssignments.endsAt})`;

/**
 * Whether an employee or a vehicle is in an assignment that has not ended by `at` (now by default):
 * running or still to come. Their fuel rule may not change meanwhile, since the assignment was
 * checked against it (spec 001 section 5); an upcoming one would otherwise start with both or
 * neither holding a rule.
 */
export async function isAssignedFromNowOn(
  db: Db,
  companyId: string,
  who: { employeeId: string } | { vehicleId: string },
  at: Date = new Date(),
): Promise<boolean> {
  const subject =
    "employeeId" in who
      ? eq(vehicleAssignments.employeeId, who.employeeId)
      : eq(vehicleAssignments.vehicleId, who.vehicleId);
  const [row] = await db
    .select({ id: vehicleAssignments.id })
    .from(vehicleAssignments)
    .where(
      and(
        eq(vehicleAssignments.companyId, companyId),
        subject,
        or(
          and(isNull(vehicleAssignments.unassignedAt), gt(vehicleAssignments.endsAt, at)),
          gt(vehicleAssignments.unassignedAt, at),
        ),
      ),
    )
    .limit(1);
  return !!row;
}
