import { DASHBOARD_RULES_SHOWN, addDays, fleetDashboardEndpoints as endpoints } from "@pitlane/domain";
import { describe, expect, it } from "vitest";
import { useTestApp } from "../../../test/app.js";
import { createCompany, createFleetUser } from "../../../test/factories/fleet.js";
import { hoursFromNow, insertAssignment } from "../../../test/factories/fleet-assignment.js";
import { createEmployee } from "../../../test/factories/fleet-employee.js";
import { createRule, karachiToday } from "../../../test/factories/fleet-rule.js";
import { createVehicle } from "../../../test/factories/fleet-vehicle.js";
import { shippedVehicleType } from "../../../test/factories/fleet-dashboard.js";
import { createShop } from "../../../test/factories/shop.js";
import { fleetRefusals } from "../../../test/refusals.js";

const t = useTestApp();
const { itRefusesWithoutSession, itRefusesWithoutPermission } = fleetRefusals;

const statuses = (counts: Partial<Record<string, number>>) =>
  ["active", "inactive", "pause", "deactive", "out_of_service"].map((status) => ({
    status,
    count: counts[status] ?? 0,
  }));

/**
 * A small company: three cars and two trucks, two of them in an assignment now; four employees
 * and the admin; rules in force, one ending today and one switched off. Another company has as
 * much of everything, none of which may be counted.
 */
async function buildCompany() {
  const company = await createCompany(t);
  const id = company.companyId;
  const [car, truck] = [await shippedVehicleType(t, "car"), await shippedVehicleType(t, "truck")];
  const today = karachiToday();
  const ruleId = async (values: Parameters<typeof createRule>[2]) => (await createRule(t, id, values)).id;
  const cars = await ruleId({ name: "Cars petrol", fuelLimitLitres: 60 });
  const trucks = await ruleId({ name: "Trucks diesel", fuelType: "diesel", endsOn: addDays(today, 1) });
  await ruleId({ name: "Ended today", endsOn: today });
  await ruleId({ name: "Switched off", active: false });
  await ruleId({ name: "Nobody's" });

  const car1 = await createVehicle(t, id, { model: car, ruleId: cars });
  const car2 = await createVehicle(t, id, { model: car });
  await createVehicle(t, id, { model: car, status: "pause" });
  const truck1 = await createVehicle(t, id, { model: truck, ruleId: trucks, fuelType: "diesel" });
  await createVehicle(t, id, { model: truck, status: "out_of_service", fuelType: "diesel" });

  const ali = await createEmployee(t, id);
  const sara = await createEmployee(t, id, { ruleId: cars });
  await createEmployee(t, id, { status: "inactive", ruleId: cars });
  await createEmployee(t, id, { status: "deactive" });

  const assign = (vehicle: { id: string }, employee: { id: string }, from: number, to: number, unassigned?: number) =>
    insertAssignment(t, id, {
      vehicleId: vehicle.id,
      employeeId: employee.id,
      startsAt: hoursFromNow(from),
      endsAt: hoursFromNow(to),
      ...(unassigned === undefined ? {} : { unassignedAt: hoursFromNow(unassigned) }),
    });
  await assign(car1, ali, -2, 5);
  await assign(car2, sara, -10, -1);
  await assign(car2, sara, 2, 10);
  await assign(truck1, ali, -9, 9, -6);
  await assign(truck1, sara, -1, 3);
  return { company, cars, trucks };
}

async function buildOtherCompany() {
  const other = await createCompany(t);
  const id = other.companyId;
  const rule = await createRule(t, id, { name: "Cars petrol" });
  const vehicle = await createVehicle(t, id, { model: await shippedVehicleType(t, "car"), ruleId: rule.id });
  const employee = await createEmployee(t, id, { status: "pause" });
  await insertAssignment(t, id, {
    vehicleId: vehicle.id,
    employeeId: employee.id,
    startsAt: hoursFromNow(-1),
    endsAt: hoursFromNow(1),
  });
}

describe("GET /fueling/api/dashboard/summary", () => {
  itRefusesWithoutSession(t, endpoints.summary);

  it("answers 401 to a shop's session", async () => {
    const shop = await createShop(t);
    expect((await t.api.call(endpoints.summary, { token: shop.token })).status).toBe(401);
  });

  itRefusesWithoutPermission(t, endpoints.summary, {
    title: "answers 403 for a user without dashboard.view",
    permissions: ["vehicles.view", "employees.view", "rules.view"],
  });

  it("shows a new company nothing yet, every status at zero", async () => {
    const company = await createCompany(t);
    const res = await t.api.call(endpoints.summary, { token: company.token });
    expect(res.status).toBe(200);
    expect(res.body.result).toEqual({
      vehicles: { total: 0, assigned: 0, unassigned: 0, by_type: [], by_status: statuses({}) },
      employees: { total: 0, by_status: statuses({}) },
      rules_in_force: { total: 0, items: [] },
    });
  });

  it("counts the company's vehicles, employees and rules in force, and nothing of another company", async () => {
    await buildOtherCompany();
    const { company, cars, trucks } = await buildCompany();
    await buildOtherCompany();
    const res = await t.api.call(endpoints.summary, { token: company.token });
    expect(res.status).toBe(200);
    const { vehicles, employees, rules_in_force } = res.body.result;
    expect(vehicles).toMatchObject({ total: 5, assigned: 2, unassigned: 3 });
    expect(vehicles.by_type.map((type) => [type.name, type.count])).toEqual([
      ["Car", 3],
      ["Truck", 2],
    ]);
    expect(vehicles.by_type[0]?.name_arabic).not.toBe("");
    expect(vehicles.by_status).toEqual(statuses({ active: 3, pause: 1, out_of_service: 1 }));
    // The admin is not an employee.
    expect(employees).toEqual({ total: 4, by_status: statuses({ active: 2, inactive: 1, deactive: 1 }) });
    expect(rules_in_force.total).toBe(3);
    expect(rules_in_force.items.map((r) => [r.name, r.employees_count, r.vehicles_count])).toEqual([
      ["Cars petrol", 2, 1],
      ["Trucks diesel", 0, 1],
      ["Nobody's", 0, 0],
    ]);
    expect(rules_in_force.items[0]).toMatchObject({ _id: cars, in_force: true, fuel_type: "petrol", fuel_limit: 60 });
    expect(rules_in_force.items[1]).toMatchObject({ _id: trucks, ends_on: addDays(karachiToday(), 1) });
  });

  it("lists the rules held most, and says how many are in force in all", async () => {
    const company = await createCompany(t);
    const id = company.companyId;
    const car = await shippedVehicleType(t, "car");
    const rules: string[] = [];
    for (let i = 1; i <= DASHBOARD_RULES_SHOWN + 2; i++) {
      rules.push((await createRule(t, id, { name: `Rule ${String(i).padStart(2, "0")}` })).id);
    }
    const held = rules.at(-1) ?? "";
    await createVehicle(t, id, { model: car, ruleId: held });
    const viewer = await createFleetUser(t, id, { permissions: ["dashboard.view"] });
    const res = await t.api.call(endpoints.summary, { token: viewer.token });
    expect(res.status).toBe(200);
    const { total, items } = res.body.result.rules_in_force;
    expect(total).toBe(DASHBOARD_RULES_SHOWN + 2);
    expect(items).toHaveLength(DASHBOARD_RULES_SHOWN);
    expect(items.map((r) => r.name).slice(0, 3)).toEqual([`Rule ${DASHBOARD_RULES_SHOWN + 2}`, "Rule 01", "Rule 02"]);
    // The viewer signs in: an employee of the company like any other.
    expect(res.body.result.employees.total).toBe(1);
  });
});
