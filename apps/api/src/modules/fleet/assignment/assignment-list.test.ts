import { vehicleAssignmentEndpoints } from "@pitlane/domain";
import { describe, expect, it } from "vitest";
import { useTestApp } from "../../../test/app.js";
import { createCompany, createFleetUser } from "../../../test/factories/fleet.js";
import { createPair, hoursFromNow, insertAssignment } from "../../../test/factories/fleet-assignment.js";
import { createEmployee } from "../../../test/factories/fleet-employee.js";
import { createVehicle } from "../../../test/factories/fleet-vehicle.js";
import { fleetLists } from "../../../test/lists.js";
import { fleetRefusals, invalidEnvelope } from "../../../test/refusals.js";

const t = useTestApp();
const { list, calendar, vehicleHistory, employeeHistory } = vehicleAssignmentEndpoints;
const { itRefusesLikeEveryList, itRefusesLikeEveryGet, itRefusesWithoutSession, itRefusesWithoutPermission } =
  fleetRefusals;
const { itAnswersAnEmptyFirstPage, itPagesThroughThreeRows } = fleetLists;

/** An assignment of a new pair (employee `name`) over [startsAt, endsAt). */
async function assignAt(companyId: string, startsAt: string, endsAt: string, name?: string, unassignedAt?: string) {
  const { vehicle } = await createPair(t, companyId);
  const employee = await createEmployee(t, companyId, { name });
  return insertAssignment(t, companyId, {
    vehicleId: vehicle.id,
    employeeId: employee.id,
    startsAt,
    endsAt,
    unassignedAt,
  });
}

/** The same over [from, to) hours from now. */
const assign = (companyId: string, from: number, to: number, name?: string, unassignedAt?: number) =>
  assignAt(
    companyId,
    hoursFromNow(from),
    hoursFromNow(to),
    name,
    unassignedAt === undefined ? undefined : hoursFromNow(unassignedAt),
  );

const namesOf = (items: { employee_name: string }[]) => items.map((item) => item.employee_name);

describe("GET vehicle-assignment/list", () => {
  itRefusesLikeEveryList(t, list, { permission: "assignments.view", permissions: ["assignments.add"] });
  itAnswersAnEmptyFirstPage(t, list, "assignments");
  itPagesThroughThreeRows(t, list, {
    title: "pages through the assignments, newest start first",
    add: (company, name) => assign(company.companyId, { Alpha: 30, Bravo: 20, Charlie: 10 }[name] ?? 0, 40, name),
    nameOf: (item) => item.employee_name,
  });

  it("filters by status, vehicle and employee, and searches plate, car id and employee name", async () => {
    const company = await createCompany(t);
    await assign(company.companyId, -2, 6, "Current Driver");
    await assign(company.companyId, 5, 9, "Upcoming Driver");
    await assign(company.companyId, -30, -20, "Ended Driver");
    const cut = await assign(company.companyId, -30, 6, "Unassigned Driver", -25);
    const query = async (q: Record<string, string>) =>
      namesOf((await t.api.call(list, { token: company.token, query: q })).body.result.items);
    expect(await query({ status: "current" })).toEqual(["Current Driver"]);
    expect(await query({ status: "upcoming" })).toEqual(["Upcoming Driver"]);
    expect(await query({ status: "ended" })).toEqual(["Ended Driver"]);
    expect(await query({ status: "unassigned" })).toEqual(["Unassigned Driver"]);
    expect(await query({ status: "sideways" })).toHaveLength(4);
    expect(await query({ vehicle_id: cut.vehicleId })).toEqual(["Unassigned Driver"]);
    expect(await query({ employee_id: cut.employeeId })).toEqual(["Unassigned Driver"]);
    expect(await query({ search: "upcoming" })).toEqual(["Upcoming Driver"]);
    const plated = await createVehicle(t, company.companyId, { plateNo: "KHI-9090", carId: "TRUCK-77" });
    const driver = await createEmployee(t, company.companyId, { name: "Plate Driver" });
    await insertAssignment(t, company.companyId, {
      vehicleId: plated.id,
      employeeId: driver.id,
      startsAt: hoursFromNow(50),
      endsAt: hoursFromNow(60),
    });
    expect(await query({ search: "khi-90" })).toEqual(["Plate Driver"]);
    expect(await query({ search: "truck-77" })).toEqual(["Plate Driver"]);
  });

  it("answers 400 naming vehicle_id when it is not an id, and nothing for another company's", async () => {
    const company = await createCompany(t);
    const bad = await t.api.call(list, { token: company.token, query: { vehicle_id: "LEA-1" } });
    expect(bad.body).toEqual(invalidEnvelope("vehicle_id: must be a valid id"));
    const foreign = await assign((await createCompany(t)).companyId, 1, 2);
    const res = await t.api.call(list, { token: company.token, query: { vehicle_id: foreign.vehicleId } });
    expect(res.body.result.total).toBe(0);
  });
});

describe("GET vehicle-assignment/calendar", () => {
  const range = () => ({ from: hoursFromNow(0), to: hoursFromNow(24) });
  itRefusesWithoutSession(t, calendar, () => ({ query: range() }));
  itRefusesWithoutPermission(t, calendar, {
    title: "answers 403 for a user without assignments.view",
    permissions: ["assignments.add", "assignments.edit"],
    call: () => ({ query: range() }),
  });

  it("answers 400 naming the field for a missing, malformed, reversed or too long range", async () => {
    const company = await createCompany(t);
    const ask = async (query: { from: string; to: string }) =>
      (await t.api.call(calendar, { token: company.token, query })).body;
    // The typed client always sends both; a caller leaving one out goes straight to the route.
    const missing = await t.app.inject({
      method: "GET",
      url: `${calendar.path}?to=${encodeURIComponent(hoursFromNow(1))}`,
      headers: { authorization: `Bearer ${company.token}` },
    });
    expect(missing.json()).toEqual(invalidEnvelope("from: is required"));
    expect((await ask({ from: "2026-03-01", to: hoursFromNow(1) })).message).toMatch(/^from: must be a date and time/);
    expect(await ask({ from: hoursFromNow(5), to: hoursFromNow(1) })).toEqual(
      invalidEnvelope("to: must end after it starts"),
    );
    expect(await ask({ from: hoursFromNow(0), to: hoursFromNow(24 * 100 + 1) })).toEqual(
      invalidEnvelope("to: must be at most 100 days after from"),
    );
  });

  it("answers every assignment overlapping the range with its names, in start order, edges excluded", async () => {
    const company = await createCompany(t);
    // A day in 2031, so "now" plays no part; each edge is exact to the millisecond.
    const at = (hour: number) => new Date(Date.UTC(2031, 4, 10, hour)).toISOString();
    await assignAt(company.companyId, at(-5), at(2), "Began Before");
    await assignAt(company.companyId, at(20), at(30), "Ends After");
    await assignAt(company.companyId, at(-5), at(0), "Ended At From");
    await assignAt(company.companyId, at(24), at(30), "Starts At To");
    await assignAt(company.companyId, at(-10), at(20), "Unassigned Before", at(0));
    await assignAt(company.companyId, at(-10), at(20), "Unassigned Inside", at(1));
    await assignAt((await createCompany(t)).companyId, at(1), at(2), "Another Company");
    const [from, to] = [at(0), at(24)];
    const res = await t.api.call(calendar, { token: company.token, query: { from, to } });
    expect(res.status).toBe(200);
    expect(namesOf(res.body.result)).toEqual(["Unassigned Inside", "Began Before", "Ends After"]);
    const [first] = res.body.result;
    expect(first).toMatchObject({ status: "unassigned", plate_no: expect.any(String), car_id: expect.any(String) });
    const byEmployee = await t.api.call(calendar, {
      token: company.token,
      query: { from, to, employee_id: res.body.result[1]?.employee_id ?? "" },
    });
    expect(namesOf(byEmployee.body.result)).toEqual(["Began Before"]);
  });
});

describe("GET vehicle-assignment/vehicle-history/:id and employee-history/:id", () => {
  itRefusesLikeEveryGet(t, vehicleHistory, {
    entity: "Vehicle",
    permission: "assignments.view_history",
    permissions: ["assignments.view"],
    create: async (companyId) => (await createVehicle(t, companyId)).id,
  });
  itRefusesLikeEveryGet(t, employeeHistory, {
    entity: "Employee",
    permission: "assignments.view_history",
    permissions: ["assignments.view"],
    create: async (companyId) => (await createEmployee(t, companyId)).id,
  });

  it("answers the vehicle's assignments newest first, paged, with its plate and car id", async () => {
    const company = await createCompany(t);
    const vehicle = await createVehicle(t, company.companyId, { plateNo: "ISB-2024", carId: "VAN-3" });
    for (const [name, from, to] of [
      ["Oldest", -72, -60],
      ["Newest", 10, 20],
      ["Middle", -30, -20],
    ] as const) {
      const employee = await createEmployee(t, company.companyId, { name });
      await insertAssignment(t, company.companyId, {
        vehicleId: vehicle.id,
        employeeId: employee.id,
        startsAt: hoursFromNow(from),
        endsAt: hoursFromNow(to),
      });
    }
    await assign(company.companyId, -5, 5, "Other Vehicle");
    const page = async (n: number) =>
      (
        await t.api.call(vehicleHistory, {
          token: company.token,
          params: { id: vehicle.id },
          query: { page: n, limit: 2 },
        })
      ).body.result;
    const first = await page(1);
    expect(first).toMatchObject({
      total: 3,
      page: 1,
      limit: 2,
      subject: { _id: vehicle.id, name: "ISB-2024", code: "VAN-3" },
    });
    expect(namesOf(first.items)).toEqual(["Newest", "Middle"]);
    expect(namesOf((await page(2)).items)).toEqual(["Oldest"]);
  });

  it("answers the employee's assignments across vehicles, with their name", async () => {
    const company = await createCompany(t);
    const employee = await createEmployee(t, company.companyId, { name: "Sana Iqbal" });
    const plates = ["LHR-1", "LHR-2"];
    for (const [i, plateNo] of plates.entries()) {
      const vehicle = await createVehicle(t, company.companyId, { plateNo });
      await insertAssignment(t, company.companyId, {
        vehicleId: vehicle.id,
        employeeId: employee.id,
        startsAt: hoursFromNow(-50 + i * 10),
        endsAt: hoursFromNow(-45 + i * 10),
      });
    }
    const res = await t.api.call(employeeHistory, { token: company.token, params: { id: employee.id } });
    expect(res.body.result.subject).toEqual({ _id: employee.id, name: "Sana Iqbal", code: employee.employeeCode });
    expect(res.body.result.items.map((item) => item.plate_no)).toEqual(["LHR-2", "LHR-1"]);
    expect(res.body.result.items.every((item) => item.status === "ended")).toBe(true);
  });

  it("answers 404 for the company admin, who is not an employee", async () => {
    const company = await createCompany(t);
    const res = await t.api.call(employeeHistory, { token: company.token, params: { id: company.userId } });
    expect(res.status).toBe(404);
  });
});

describe("GET vehicle-assignment/vehicle-choices and employee-choices", () => {
  const { vehicleChoices, employeeChoices } = vehicleAssignmentEndpoints;
  const forbiddenTitle = "answers 403 for a user without assignments.view or assignments.view_history";
  itRefusesLikeEveryList(t, vehicleChoices, {
    permission: "assignments.view",
    permissions: ["vehicles.view", "employees.view"],
    forbiddenTitle,
  });
  itRefusesLikeEveryList(t, employeeChoices, {
    permission: "assignments.view",
    permissions: ["vehicles.view", "employees.view"],
    forbiddenTitle,
  });

  it("offers the active vehicles only, by plate, with what the form needs", async () => {
    const company = await createCompany(t);
    const vehicle = await createVehicle(t, company.companyId, {
      plateNo: "LEB-100",
      carId: "CAR-A",
      fuelType: "diesel",
      secondaryFuelType: "petrol",
      currentOdometer: 55_500,
    });
    await createVehicle(t, company.companyId, { plateNo: "LEB-200", status: "out_of_service" });
    await createVehicle(t, (await createCompany(t)).companyId, { plateNo: "LEB-300" });
    const res = await t.api.call(vehicleChoices, { token: company.token, query: { search: "leb" } });
    expect(res.body.result).toEqual([
      {
        _id: vehicle.id,
        plate_no: "LEB-100",
        car_id: "CAR-A",
        fuel_types: ["diesel", "petrol"],
        current_odometer: 55_500,
        has_rule: false,
      },
    ]);
    const byCarId = await t.api.call(vehicleChoices, { token: company.token, query: { search: "car-a" } });
    expect(byCarId.body.result.map((choice) => choice.plate_no)).toEqual(["LEB-100"]);
  });

  it("offers every status to the history's choosers, to a user who may read the history alone", async () => {
    const company = await createCompany(t);
    const retired = await createVehicle(t, company.companyId, { plateNo: "LEC-900", status: "out_of_service" });
    const left = await createEmployee(t, company.companyId, { name: "Gone Driver", status: "deactive" });
    const historian = await createFleetUser(t, company.companyId, { permissions: ["assignments.view_history"] });
    const vehicles = await t.api.call(vehicleChoices, {
      token: historian.token,
      query: { search: "lec-9", status: "any" },
    });
    expect(vehicles.status).toBe(200);
    expect(vehicles.body.result.map((choice) => choice._id)).toEqual([retired.id]);
    const people = await t.api.call(employeeChoices, {
      token: historian.token,
      query: { search: "gone", status: "any" },
    });
    expect(people.body.result.map((choice) => choice._id)).toEqual([left.id]);
    // The assign form's choosers still offer the active ones only.
    const active = await t.api.call(vehicleChoices, { token: historian.token, query: { search: "lec-9" } });
    expect(active.body.result).toEqual([]);
  });

  it("offers the active employees only, never the company admin", async () => {
    const company = await createCompany(t);
    const { employee } = await createPair(t, company.companyId);
    await createEmployee(t, company.companyId, { status: "deactive" });
    const res = await t.api.call(employeeChoices, { token: company.token });
    expect(res.body.result).toEqual([
      { _id: employee.id, name: employee.name, employee_code: employee.employeeCode, has_rule: true },
    ]);
    const byCode = await t.api.call(employeeChoices, {
      token: company.token,
      query: { search: employee.employeeCode ?? "" },
    });
    expect(byCode.body.result).toHaveLength(1);
  });
});
