import { RefusalText, vehicleAssignmentEndpoints } from "@pitlane/domain";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { vehicles } from "../../../db/schema/index.js";
import { useTestApp } from "../../../test/app.js";
import { createCompany } from "../../../test/factories/fleet.js";
import {
  assignmentBody,
  createPair,
  hoursFromNow,
  insertAssignment,
} from "../../../test/factories/fleet-assignment.js";
import { createEmployee } from "../../../test/factories/fleet-employee.js";
import { createRule } from "../../../test/factories/fleet-rule.js";
import { createVehicle } from "../../../test/factories/fleet-vehicle.js";
import { listTotal } from "../../../test/lists.js";
import { fleetRefusals, refusalEnvelope, refusalsOf } from "../../../test/refusals.js";

const t = useTestApp();
const { create, get, list, update, unassign, remove } = vehicleAssignmentEndpoints;
const { itRefusesLikeEveryGet, itRefusesWithoutSession, itRefusesABadId, itRefusesWithoutPermission } = fleetRefusals;

type Timing = "current" | "upcoming" | "ended" | "unassigned";
const timings: Record<Timing, { startsAt: string; endsAt: string; unassignedAt?: string }> = {
  current: { startsAt: hoursFromNow(-2), endsAt: hoursFromNow(6) },
  upcoming: { startsAt: hoursFromNow(5), endsAt: hoursFromNow(9) },
  ended: { startsAt: hoursFromNow(-30), endsAt: hoursFromNow(-20) },
  unassigned: { startsAt: hoursFromNow(-30), endsAt: hoursFromNow(6), unassignedAt: hoursFromNow(-25) },
};

/** An assignment of the company, `timing` relative to now, with its vehicle and employee. */
async function assignmentOf(companyId: string, timing: Timing = "current") {
  const pair = await createPair(t, companyId);
  const row = await insertAssignment(t, companyId, {
    vehicleId: pair.vehicle.id,
    employeeId: pair.employee.id,
    ...timings[timing],
  });
  return { ...pair, id: row.id };
}

const conflictOf = (message: string) => refusalEnvelope(409, message);

describe("PUT vehicle-assignment/update/:id", () => {
  itRefusesWithoutSession(t, update, async (company) => {
    const assignment = await assignmentOf(company.companyId);
    return { params: { id: assignment.id }, body: assignmentBody(assignment) };
  });
  itRefusesABadId(t, update);

  it("answers 400 with spec 001's messages when the new vehicle or reading breaks a rule", async () => {
    const company = await createCompany(t);
    const assignment = await assignmentOf(company.companyId, "upcoming");
    const refuse = refusalsOf(t, update, { token: company.token, params: { id: assignment.id } });
    const upcoming = { starts_at: timings.upcoming.startsAt, ends_at: timings.upcoming.endsAt };
    await refuse(
      assignmentBody(assignment, { ...upcoming, start_odometer: 39_000 }),
      "start_odometer: Odometer must not be less than current odometer",
    );
    const ruled = await createVehicle(t, company.companyId, { ruleId: (await createRule(t, company.companyId)).id });
    await refuse(
      assignmentBody({ ...assignment, vehicle: ruled }, upcoming),
      "employee_id: Both selected employee and vehicle have rule assigned, one must not be assigned any rule",
    );
    const busy = await assignmentOf(company.companyId, "upcoming");
    await refuse(
      assignmentBody({ ...assignment, vehicle: busy.vehicle }, upcoming),
      "vehicle_id: This vehicle is already assigned at that time",
    );
    await refuse(
      assignmentBody({ ...assignment, employee: busy.employee }, upcoming),
      "employee_id: This employee is already assigned to a vehicle at that time",
    );
    await refuse(
      assignmentBody(assignment, { ...upcoming, ends_at: upcoming.starts_at }),
      "ends_at: must end after it starts",
    );
  });

  itRefusesWithoutPermission(t, update, {
    title: "answers 403 for a user without assignments.edit",
    permissions: ["assignments.view", "assignments.add"],
    call: async (company) => {
      const assignment = await assignmentOf(company.companyId);
      return { params: { id: assignment.id }, body: assignmentBody(assignment) };
    },
  });

  it("answers 404 for another company's assignment and changes nothing", async () => {
    const company = await createCompany(t);
    const foreign = await assignmentOf((await createCompany(t)).companyId);
    const res = await t.api.call(update, {
      token: company.token,
      params: { id: foreign.id },
      body: assignmentBody(await createPair(t, company.companyId)),
    });
    expect(res.status).toBe(404);
    expect(res.body).toEqual(refusalEnvelope(404, "Assignment not found"));
  });

  it("answers 409 for an unassigned assignment: the history keeps it as it ended", async () => {
    const company = await createCompany(t);
    const assignment = await assignmentOf(company.companyId, "unassigned");
    const res = await t.api.call(update, {
      token: company.token,
      params: { id: assignment.id },
      body: assignmentBody(assignment, { ends_at: hoursFromNow(40) }),
    });
    expect(res.status).toBe(409);
    expect(res.body).toEqual(conflictOf(RefusalText.assignment_unassigned));
  });

  it("extends a running assignment without checking its start odometer again, and does not clash with itself", async () => {
    const company = await createCompany(t);
    const assignment = await assignmentOf(company.companyId, "current");
    // The vehicle has driven on since the start: the start reading is now below the current one.
    await t.db.update(vehicles).set({ currentOdometer: 42_500 }).where(eq(vehicles.id, assignment.vehicle.id));
    const body = assignmentBody(assignment, {
      starts_at: timings.current.startsAt,
      ends_at: hoursFromNow(48),
      start_odometer: 40_000,
      comment: "Extended to Karachi",
    });
    const res = await t.api.call(update, { token: company.token, params: { id: assignment.id }, body });
    expect(res.status).toBe(200);
    expect(res.body.result).toMatchObject({ status: "current", comment: "Extended to Karachi" });
    expect(Date.parse(res.body.result.ends_at)).toBe(Date.parse(body.ends_at));
  });

  it("hands the assignment to another driver with a rule", async () => {
    const company = await createCompany(t);
    const assignment = await assignmentOf(company.companyId, "upcoming");
    const driver = await createEmployee(t, company.companyId, {
      name: "Bilal Ahmed",
      ruleId: (await createRule(t, company.companyId)).id,
    });
    const body = assignmentBody(
      { ...assignment, employee: driver },
      { starts_at: timings.upcoming.startsAt, ends_at: timings.upcoming.endsAt },
    );
    const res = await t.api.call(update, { token: company.token, params: { id: assignment.id }, body });
    expect(res.status).toBe(200);
    expect(res.body.result).toMatchObject({ employee_id: driver.id, employee_name: "Bilal Ahmed", status: "upcoming" });
  });
});

describe("PATCH vehicle-assignment/unassign/:id", () => {
  itRefusesLikeEveryGet(t, unassign, {
    entity: "Assignment",
    permission: "assignments.edit",
    permissions: ["assignments.view", "assignments.delete"],
    create: async (companyId) => (await assignmentOf(companyId)).id,
  });

  it("ends a current assignment now and keeps it in the list, freeing the vehicle", async () => {
    const company = await createCompany(t);
    const assignment = await assignmentOf(company.companyId, "current");
    const before = Date.now();
    const res = await t.api.call(unassign, { token: company.token, params: { id: assignment.id } });
    expect(res.status).toBe(200);
    expect(res.body.result.status).toBe("unassigned");
    expect(Date.parse(res.body.result.unassigned_at ?? "")).toBeGreaterThanOrEqual(before - 1000);
    expect(await listTotal(t, list, company.token)).toBe(1);
    const driver = await createEmployee(t, company.companyId, { ruleId: (await createRule(t, company.companyId)).id });
    const next = await t.api.call(create, {
      token: company.token,
      body: assignmentBody(
        { ...assignment, employee: driver },
        { starts_at: hoursFromNow(0), ends_at: hoursFromNow(4) },
      ),
    });
    expect(next.status).toBe(200);
  });

  it.each(["upcoming", "ended", "unassigned"] as const)("answers 409 for an %s assignment", async (timing) => {
    const company = await createCompany(t);
    const assignment = await assignmentOf(company.companyId, timing);
    const res = await t.api.call(unassign, { token: company.token, params: { id: assignment.id } });
    expect(res.status).toBe(409);
    expect(res.body).toEqual(conflictOf(RefusalText.assignment_not_current));
    expect((await t.api.call(get, { token: company.token, params: { id: assignment.id } })).body.result.status).toBe(
      timing,
    );
  });
});

describe("POST vehicle-assignment/delete/:id", () => {
  itRefusesLikeEveryGet(t, remove, {
    entity: "Assignment",
    permission: "assignments.delete",
    permissions: ["assignments.view", "assignments.edit"],
    create: async (companyId) => (await assignmentOf(companyId, "upcoming")).id,
  });

  it("deletes an assignment that has not started", async () => {
    const company = await createCompany(t);
    const assignment = await assignmentOf(company.companyId, "upcoming");
    const res = await t.api.call(remove, { token: company.token, params: { id: assignment.id } });
    expect(res.status).toBe(200);
    expect(res.body.result).toBeNull();
    expect(await listTotal(t, list, company.token)).toBe(0);
  });

  it.each(["current", "ended", "unassigned"] as const)(
    "answers 409 for an %s assignment and keeps it",
    async (timing) => {
      const company = await createCompany(t);
      const assignment = await assignmentOf(company.companyId, timing);
      const res = await t.api.call(remove, { token: company.token, params: { id: assignment.id } });
      expect(res.status).toBe(409);
      expect(res.body).toEqual(conflictOf(RefusalText.assignment_not_upcoming));
      expect(await listTotal(t, list, company.token)).toBe(1);
    },
  );
});
