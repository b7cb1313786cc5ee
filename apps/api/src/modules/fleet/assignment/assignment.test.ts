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
import { createShop } from "../../../test/factories/shop.js";
import { listTotal } from "../../../test/lists.js";
import { UNAUTHENTICATED, fleetRefusals, refusalsOf } from "../../../test/refusals.js";

const t = useTestApp();
const { create, get, list } = vehicleAssignmentEndpoints;
const { itRefusesLikeEveryGet, itRefusesWithoutSession, itRefusesWithoutPermission } = fleetRefusals;

const currentOdometerOf = async (vehicleId: string) =>
  (await t.db.select({ km: vehicles.currentOdometer }).from(vehicles).where(eq(vehicles.id, vehicleId)))[0]?.km;

describe("GET vehicle-assignment/get/:id", () => {
  itRefusesLikeEveryGet(t, get, {
    entity: "Assignment",
    permission: "assignments.view",
    permissions: ["assignments.add", "assignments.view_history"],
    create: async (companyId) => {
      const { vehicle, employee } = await createPair(t, companyId);
      const row = await insertAssignment(t, companyId, {
        vehicleId: vehicle.id,
        employeeId: employee.id,
        startsAt: hoursFromNow(1),
        endsAt: hoursFromNow(9),
      });
      return row.id;
    },
  });

  it("answers 401 for a shop's session: a fleet route needs a fleet company's", async () => {
    const shop = await createShop(t);
    const res = await t.api.call(list, { token: shop.token });
    expect(res.status).toBe(401);
    expect(res.body.error_code).toBe(401);
  });
});

describe("POST vehicle-assignment/add", () => {
  itRefusesWithoutSession(t, create, async (company) => ({
    body: assignmentBody(await createPair(t, company.companyId)),
  }));

  it("answers 401 without a session even for an invalid body", async () => {
    const res = await t.api.call(create, { body: { vehicle_id: "x" } });
    expect(res.status).toBe(401);
    expect(res.body).toEqual(UNAUTHENTICATED);
  });

  it("answers 400 naming the field for a missing or malformed value, and assigns nothing", async () => {
    const company = await createCompany(t);
    const pair = await createPair(t, company.companyId);
    const refuse = refusalsOf(t, create, { token: company.token }, (overrides: object) => ({
      ...assignmentBody(pair),
      ...overrides,
    }));
    await refuse({ vehicle_id: undefined }, "vehicle_id: is required");
    await refuse({ employee_id: "driver-7" }, "employee_id: must be a valid id");
    await refuse({ starts_at: "2026-03-02 09:00" }, `starts_at: ${RefusalText.date_time}`);
    await refuse({ ends_at: "2026-03-02T17:00:00" }, `ends_at: ${RefusalText.date_time}`);
    await refuse({ ends_at: hoursFromNow(-2) }, "ends_at: must end after it starts");
    await refuse({ start_odometer: -5 }, "start_odometer: must be at least 0");
    await refuse({ comment: "x".repeat(501) }, "comment: is too long");
    expect(await listTotal(t, list, company.token)).toBe(0);
  });

  it("answers 400 with spec 001's messages for the rule holder and the fuel type", async () => {
    const company = await createCompany(t);
    const refuse = refusalsOf(t, create, { token: company.token });
    const petrol = (await createRule(t, company.companyId, { fuelType: "petrol" })).id;
    const diesel = (await createRule(t, company.companyId, { fuelType: "diesel" })).id;
    const bare = {
      vehicle: await createVehicle(t, company.companyId),
      employee: await createEmployee(t, company.companyId),
    };
    await refuse(
      assignmentBody(bare),
      "employee_id: Selected employee or vehicle must have at least one rule assigned",
    );
    const both = {
      vehicle: await createVehicle(t, company.companyId, { ruleId: petrol }),
      employee: await createEmployee(t, company.companyId, { ruleId: petrol }),
    };
    await refuse(
      assignmentBody(both),
      "employee_id: Both selected employee and vehicle have rule assigned, one must not be assigned any rule",
    );
    const mismatch = {
      vehicle: await createVehicle(t, company.companyId, { fuelType: "petrol", secondaryFuelType: "hi_octane" }),
      employee: await createEmployee(t, company.companyId, { ruleId: diesel }),
    };
    await refuse(assignmentBody(mismatch), "vehicle_id: Vehicle fuel type must match rule fuel type");
    expect(await listTotal(t, list, company.token)).toBe(0);
  });

  it("answers 400 with spec 001's odometer messages at the 150 % boundary", async () => {
    const company = await createCompany(t);
    const pair = await createPair(t, company.companyId, { currentOdometer: 40_000 });
    const refuse = refusalsOf(t, create, { token: company.token });
    await refuse(
      assignmentBody(pair, { start_odometer: 39_999 }),
      "start_odometer: Odometer must not be less than current odometer",
    );
    await refuse(
      assignmentBody(pair, { start_odometer: 100_001 }),
      "start_odometer: Odometer must not be more than 150% greater than the current odometer",
    );
    const atLimit = await t.api.call(create, {
      token: company.token,
      body: assignmentBody(pair, { start_odometer: 100_000 }),
    });
    expect(atLimit.status).toBe(200);
  });

  it("answers 400 for an inactive vehicle or employee, and for another company's or the admin's id", async () => {
    const company = await createCompany(t);
    const other = await createCompany(t);
    const ruleId = (await createRule(t, company.companyId)).id;
    const pair = await createPair(t, company.companyId);
    const refuse = refusalsOf(t, create, { token: company.token });
    const paused = await createVehicle(t, company.companyId, { status: "pause" });
    await refuse(assignmentBody({ ...pair, vehicle: paused }), "vehicle_id: must be active");
    const inactive = await createEmployee(t, company.companyId, { ruleId, status: "inactive" });
    await refuse(assignmentBody({ ...pair, employee: inactive }), "employee_id: must be active");
    const foreign = await createPair(t, other.companyId);
    await refuse(assignmentBody({ ...pair, vehicle: foreign.vehicle }), "vehicle_id: must be a valid id");
    await refuse(assignmentBody({ ...pair, employee: foreign.employee }), "employee_id: must be a valid id");
    await refuse(assignmentBody({ ...pair, employee: { id: company.userId } }), "employee_id: must be a valid id");
    expect(await listTotal(t, list, company.token)).toBe(0);
  });

  itRefusesWithoutPermission(t, create, {
    title: "answers 403 for a user without assignments.add",
    permissions: ["assignments.view", "assignments.edit"],
    call: async (company) => ({ body: assignmentBody(await createPair(t, company.companyId)) }),
  });

  it("assigns, names the vehicle and employee, and answers the same as get", async () => {
    const company = await createCompany(t);
    const pair = await createPair(t, company.companyId, { plateNo: "LEA-4512", carId: "CAR-12" });
    const body = assignmentBody(pair, {
      starts_at: "2030-05-06T08:00:00+05:00",
      ends_at: "2030-05-06T18:30:00+05:00",
      comment: "  Lahore to Multan  ",
    });
    const res = await t.api.call(create, { token: company.token, body });
    expect(res.status).toBe(200);
    expect(res.body.result).toEqual({
      _id: expect.any(String),
      vehicle_id: pair.vehicle.id,
      employee_id: pair.employee.id,
      plate_no: "LEA-4512",
      car_id: "CAR-12",
      employee_name: pair.employee.name,
      employee_code: pair.employee.employeeCode,
      starts_at: "2030-05-06T03:00:00.000Z",
      ends_at: "2030-05-06T13:30:00.000Z",
      unassigned_at: null,
      start_odometer: 40_000,
      comment: "Lahore to Multan",
      status: "upcoming",
      created_at: expect.any(String),
    });
    const read = await t.api.call(get, { token: company.token, params: { id: res.body.result._id } });
    expect(read.body.result).toEqual(res.body.result);
  });

  it("takes an end in the past, for an assignment that already happened", async () => {
    const company = await createCompany(t);
    const pair = await createPair(t, company.companyId);
    const body = assignmentBody(pair, { starts_at: hoursFromNow(-30), ends_at: hoursFromNow(-22), comment: null });
    const res = await t.api.call(create, { token: company.token, body });
    expect(res.status).toBe(200);
    expect(res.body.result).toMatchObject({ status: "ended", comment: null });
  });

  it("moves the vehicle's current odometer to a higher start odometer once the assignment has started", async () => {
    const company = await createCompany(t);
    const started = await createPair(t, company.companyId, { currentOdometer: 40_000 });
    await t.api.call(create, { token: company.token, body: assignmentBody(started, { start_odometer: 41_250 }) });
    expect(await currentOdometerOf(started.vehicle.id)).toBe(41_250);
    const later = await createPair(t, company.companyId, { currentOdometer: 40_000 });
    const body = assignmentBody(later, {
      starts_at: hoursFromNow(24),
      ends_at: hoursFromNow(30),
      start_odometer: 41_250,
    });
    expect((await t.api.call(create, { token: company.token, body })).status).toBe(200);
    expect(await currentOdometerOf(later.vehicle.id)).toBe(40_000);
  });

  it("assigns with the rule on the vehicle, matching its secondary fuel", async () => {
    const company = await createCompany(t);
    const ruleId = (await createRule(t, company.companyId, { fuelType: "diesel" })).id;
    const pair = {
      vehicle: await createVehicle(t, company.companyId, { ruleId, fuelType: "petrol", secondaryFuelType: "diesel" }),
      employee: await createEmployee(t, company.companyId),
    };
    const res = await t.api.call(create, { token: company.token, body: assignmentBody(pair) });
    expect(res.status).toBe(200);
    expect(res.body.result.status).toBe("current");
  });
});

describe("overlapping assignments", () => {
  /** A vehicle busy from 10 to 20 hours from now, and a second driver with a rule. */
  async function busyVehicle() {
    const company = await createCompany(t);
    const pair = await createPair(t, company.companyId);
    const first = await t.api.call(create, {
      token: company.token,
      body: assignmentBody(pair, { starts_at: hoursFromNow(10), ends_at: hoursFromNow(20) }),
    });
    const secondDriver = await createEmployee(t, company.companyId, {
      ruleId: (await createRule(t, company.companyId)).id,
    });
    const secondVehicle = await createVehicle(t, company.companyId);
    return { company, pair, first: first.body.result, secondDriver, secondVehicle };
  }

  it("refuses a second assignment of the vehicle or the employee at an overlapping time", async () => {
    const { company, pair, first, secondDriver, secondVehicle } = await busyVehicle();
    const refuse = refusalsOf(t, create, { token: company.token });
    const overlapping = { starts_at: hoursFromNow(19), ends_at: hoursFromNow(25) };
    await refuse(
      assignmentBody({ ...pair, employee: secondDriver }, overlapping),
      "vehicle_id: This vehicle is already assigned at that time",
    );
    await refuse(
      assignmentBody({ ...pair, vehicle: secondVehicle }, { starts_at: first.starts_at, ends_at: first.ends_at }),
      "employee_id: This employee is already assigned to a vehicle at that time",
    );
    const inside = { starts_at: hoursFromNow(12), ends_at: hoursFromNow(13) };
    await refuse(
      assignmentBody({ ...pair, employee: secondDriver }, inside),
      "vehicle_id: This vehicle is already assigned at that time",
    );
    expect(await listTotal(t, list, company.token)).toBe(1);
  });

  it("lets the next assignment start exactly when the previous one ends", async () => {
    const { company, pair, first, secondDriver } = await busyVehicle();
    const after = assignmentBody(
      { ...pair, employee: secondDriver },
      { starts_at: first.ends_at, ends_at: hoursFromNow(28) },
    );
    expect((await t.api.call(create, { token: company.token, body: after })).status).toBe(200);
    const before = assignmentBody(
      { ...pair, employee: secondDriver },
      { starts_at: hoursFromNow(2), ends_at: first.starts_at },
    );
    expect((await t.api.call(create, { token: company.token, body: before })).status).toBe(200);
    expect(await listTotal(t, list, company.token)).toBe(3);
  });

  it("frees the vehicle from the moment it was unassigned", async () => {
    const company = await createCompany(t);
    const pair = await createPair(t, company.companyId);
    const otherDriver = await createEmployee(t, company.companyId, {
      ruleId: (await createRule(t, company.companyId)).id,
    });
    await insertAssignment(t, company.companyId, {
      vehicleId: pair.vehicle.id,
      employeeId: pair.employee.id,
      startsAt: hoursFromNow(-5),
      endsAt: hoursFromNow(5),
      unassignedAt: hoursFromNow(-3),
    });
    const body = assignmentBody(
      { ...pair, employee: otherDriver },
      { starts_at: hoursFromNow(-2), ends_at: hoursFromNow(4) },
    );
    expect((await t.api.call(create, { token: company.token, body })).status).toBe(200);
  });
});
