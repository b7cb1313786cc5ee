import { vehicleAssignmentEndpoints, vehicleEndpoints } from "@pitlane/domain";
import { describe, expect, it } from "vitest";
import { useTestApp } from "../../../test/app.js";
import { createCompany, createFleetUser } from "../../../test/factories/fleet.js";
import { PAST_CURRENT_UPCOMING, assignTo } from "../../../test/factories/fleet-assignment.js";
import { createRule } from "../../../test/factories/fleet-rule.js";
import { createVehicle, createVehicleModel, vehicleBody } from "../../../test/factories/fleet-vehicle.js";
import { listTotal } from "../../../test/lists.js";
import { fleetRefusals, FORBIDDEN, notFoundEnvelope, refusalEnvelope, refusalsOf } from "../../../test/refusals.js";

const t = useTestApp();
const { itRefusesABadId, itRefusesWithoutSession, itRefusesWithoutPermission } = fleetRefusals;
const { get, update, updateStatus, remove, list } = vehicleEndpoints;

/** A vehicle added through the API at `current` km, with the body it was added with. */
async function addedVehicle(token: string, current = 40_000, overrides: Record<string, unknown> = {}) {
  const model = await createVehicleModel(t);
  const body = vehicleBody(model, { initial_odometer: 20_000, current_odometer: current, ...overrides });
  const res = await t.api.call(vehicleEndpoints.create, { token, body });
  if (res.status !== 200) throw new Error(res.body.message);
  // An update takes neither the first reading nor the status.
  const { initial_odometer: _first, status: _status, ...update }: Record<string, unknown> = body;
  return { id: res.body.result._id, model, update };
}

describe("PUT vehicle/update/:id", () => {
  itRefusesWithoutSession(t, update, async (company) => {
    const vehicle = await createVehicle(t, company.companyId);
    return { params: { id: vehicle.id }, body: {} };
  });

  it("answers 400 with spec 001's odometer messages against the stored reading, at the 150 % boundary", async () => {
    const company = await createCompany(t);
    const { id, update: body } = await addedVehicle(company.token, 40_000);
    const refuse = refusalsOf(t, update, { token: company.token, params: { id } }, (o: object) => ({ ...body, ...o }));
    await refuse(
      { current_odometer: 39_999 },
      "current_odometer: Current odometer must not be less than previous odometer",
    );
    await refuse(
      { current_odometer: 100_001 },
      "current_odometer: Current odometer must not be more than 150% greater than the previous odometer",
    );
    await refuse(
      { secondary_fuel_type: "petrol", secondary_tank_limit: 10 },
      "secondary_fuel_type: Fuel types must not be same",
    );
    await refuse({ plate_no: "" }, "plate_no: is required");
    const after = await t.api.call(get, { token: company.token, params: { id } });
    expect(after.body.result.current_odometer).toBe(40_000);
    const limit = await t.api.call(update, {
      token: company.token,
      params: { id },
      body: { ...body, current_odometer: 100_000 },
    });
    expect(limit.status).toBe(200);
    expect(limit.body.result.current_odometer).toBe(100_000);
  });

  itRefusesABadId(t, update);

  itRefusesWithoutPermission(t, update, {
    title: "answers 403 for a user without vehicles.edit",
    permissions: ["vehicles.view", "vehicles.add", "vehicles.update_status"],
    call: async (company) => {
      const { id, update: body } = await addedVehicle(company.token);
      return { params: { id }, body };
    },
  });

  it("answers 404 for another company's vehicle and leaves it unchanged", async () => {
    const company = await createCompany(t);
    const other = await createCompany(t);
    const { id, update: body } = await addedVehicle(other.token);
    const res = await t.api.call(update, { token: company.token, params: { id }, body: { ...body, color: "Red" } });
    expect(res.status).toBe(404);
    expect(res.body).toEqual(notFoundEnvelope("Vehicle"));
    const after = await t.api.call(get, { token: other.token, params: { id } });
    expect(after.body.result.color).toBe("White");
  });

  it("replaces the fields and clears what is sent as null, keeping the first reading and the status", async () => {
    const company = await createCompany(t);
    const { id, update: body } = await addedVehicle(company.token, 40_000, { status: "pause", factor_of_safety: 5 });
    const res = await t.api.call(update, {
      token: company.token,
      params: { id },
      body: { ...body, color: "Silver", current_odometer: 41_000, factor_of_safety: null, variant: null },
    });
    expect(res.status).toBe(200);
    expect(res.body.result).toMatchObject({
      initial_odometer: 20_000,
      current_odometer: 41_000,
      status: "pause",
      color: "Silver",
      factor_of_safety: null,
      variant: null,
    });
  });

  it("answers 400 naming the first reading or the status, which an update does not take, and changes nothing", async () => {
    const company = await createCompany(t);
    const { id, update: body } = await addedVehicle(company.token, 40_000, { status: "pause" });
    const refuse = refusalsOf(t, update, { token: company.token, params: { id } }, (o: object) => ({ ...body, ...o }));
    await refuse({ initial_odometer: 0 }, "initial_odometer: is not a field this request takes");
    await refuse({ status: "active" }, "status: is not a field this request takes");
    const after = await t.api.call(get, { token: company.token, params: { id } });
    expect(after.body.result).toMatchObject({ initial_odometer: 20_000, current_odometer: 40_000, status: "pause" });
  });

  it("answers 409 naming the plate another vehicle of the company uses", async () => {
    const company = await createCompany(t);
    const first = await addedVehicle(company.token);
    const second = await addedVehicle(company.token);
    const res = await t.api.call(update, {
      token: company.token,
      params: { id: second.id },
      body: { ...second.update, plate_no: String(first.update.plate_no).toLowerCase() },
    });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe("plate_no: is already used by another vehicle");
  });

  it("refuses to change the rule while the vehicle is assigned, but lets other fields change", async () => {
    const company = await createCompany(t);
    const ruleId = (await createRule(t, company.companyId, { fuelType: "petrol" })).id;
    const { id, update: body } = await addedVehicle(company.token, 40_000, { rule_id: ruleId });
    await assignTo(t, company.companyId, { vehicleId: id }, -1, 5);
    const refused = await t.api.call(update, {
      token: company.token,
      params: { id },
      body: { ...body, rule_id: null },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(
      "rule_id: This vehicle is assigned to an employee. Please unassign the vehicle before changing the rule",
    );
    const recoloured = await t.api.call(update, {
      token: company.token,
      params: { id },
      body: { ...body, color: "Blue" },
    });
    expect(recoloured.status).toBe(200);
    expect(recoloured.body.result).toMatchObject({ rule_id: ruleId, color: "Blue" });
  });

  it("changes the rule once the assignment has ended", async () => {
    const company = await createCompany(t);
    const ruleId = (await createRule(t, company.companyId, { fuelType: "petrol" })).id;
    const { id, update: body } = await addedVehicle(company.token, 40_000, { rule_id: ruleId });
    await assignTo(t, company.companyId, { vehicleId: id }, -10, -2);
    const res = await t.api.call(update, { token: company.token, params: { id }, body: { ...body, rule_id: null } });
    expect(res.status).toBe(200);
    expect(res.body.result.rule_id).toBeNull();
  });
});

describe("PATCH vehicle/update-status/:id", () => {
  itRefusesWithoutSession(t, updateStatus, async (company) => ({
    params: { id: (await createVehicle(t, company.companyId)).id },
    body: { status: "pause" },
  }));

  it("answers 400 naming status for a status spec 001 does not list", async () => {
    const company = await createCompany(t);
    const vehicle = await createVehicle(t, company.companyId);
    const refuse = refusalsOf(t, updateStatus, { token: company.token, params: { id: vehicle.id } });
    await refuse({ status: "retired" }, "status: is not one of the choices");
    await refuse({}, "status: is required");
  });

  itRefusesWithoutPermission(t, updateStatus, {
    title: "answers 403 for a user without vehicles.update_status",
    permissions: ["vehicles.view", "vehicles.edit"],
    call: async (company) => ({
      params: { id: (await createVehicle(t, company.companyId)).id },
      body: { status: "pause" },
    }),
  });

  it("answers 404 for another company's vehicle", async () => {
    const company = await createCompany(t);
    const foreign = await createVehicle(t, (await createCompany(t)).companyId);
    const res = await t.api.call(updateStatus, {
      token: company.token,
      params: { id: foreign.id },
      body: { status: "pause" },
    });
    expect(res.status).toBe(404);
    expect(res.body).toEqual(notFoundEnvelope("Vehicle"));
  });

  it("sets each status, and the inactive tab then lists the vehicle", async () => {
    const company = await createCompany(t);
    const vehicle = await createVehicle(t, company.companyId);
    const staff = await createFleetUser(t, company.companyId, { permissions: ["vehicles.update_status"] });
    for (const status of ["out_of_service", "deactive", "inactive", "pause", "active"] as const) {
      const res = await t.api.call(updateStatus, { token: staff.token, params: { id: vehicle.id }, body: { status } });
      expect(res.status).toBe(200);
      expect(res.body.result.status).toBe(status);
    }
    await t.api.call(updateStatus, {
      token: staff.token,
      params: { id: vehicle.id },
      body: { status: "out_of_service" },
    });
    const inactive = await t.api.call(list, { token: company.token, query: { status: "inactive" } });
    expect(inactive.body.result.items.map((v) => v._id)).toEqual([vehicle.id]);
  });
});

describe("POST vehicle/delete/:id", () => {
  itRefusesWithoutSession(t, remove, async (company) => ({
    params: { id: (await createVehicle(t, company.companyId)).id },
  }));
  itRefusesABadId(t, remove);

  it("answers 403 for a user without vehicles.delete, and keeps the vehicle", async () => {
    const company = await createCompany(t);
    const vehicle = await createVehicle(t, company.companyId);
    const staff = await createFleetUser(t, company.companyId, { permissions: ["vehicles.view", "vehicles.edit"] });
    const res = await t.api.call(remove, { token: staff.token, params: { id: vehicle.id } });
    expect(res.status).toBe(403);
    expect(res.body).toEqual(FORBIDDEN);
    expect(await listTotal(t, list, company.token)).toBe(1);
  });

  it("answers 404 for another company's vehicle and keeps it", async () => {
    const company = await createCompany(t);
    const other = await createCompany(t);
    const foreign = await createVehicle(t, other.companyId);
    const res = await t.api.call(remove, { token: company.token, params: { id: foreign.id } });
    expect(res.status).toBe(404);
    expect(res.body).toEqual(notFoundEnvelope("Vehicle"));
    expect(await listTotal(t, list, other.token)).toBe(1);
  });

  it("deletes a vehicle never assigned: gone from get and list, 404 the second time", async () => {
    const company = await createCompany(t);
    const doomed = await createVehicle(t, company.companyId);
    const kept = await createVehicle(t, company.companyId);
    const res = await t.api.call(remove, { token: company.token, params: { id: doomed.id } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ error_code: 200, message: "OK", result: null });
    expect((await t.api.call(get, { token: company.token, params: { id: doomed.id } })).status).toBe(404);
    const listed = await t.api.call(list, { token: company.token });
    expect(listed.body.result.items.map((v) => v._id)).toEqual([kept.id]);
    expect((await t.api.call(remove, { token: company.token, params: { id: doomed.id } })).status).toBe(404);
  });

  it("answers 409 for a vehicle with past, current or upcoming assignments, and its history stays", async () => {
    const company = await createCompany(t);
    for (const [from, to] of PAST_CURRENT_UPCOMING) {
      const vehicle = await createVehicle(t, company.companyId);
      const assignment = await assignTo(t, company.companyId, { vehicleId: vehicle.id }, from, to);
      const res = await t.api.call(remove, { token: company.token, params: { id: vehicle.id } });
      expect(res.status).toBe(409);
      expect(res.body).toEqual(
        refusalEnvelope(409, "This vehicle has assignments; change its status instead, so its history is kept"),
      );
      const history = await t.api.call(vehicleAssignmentEndpoints.vehicleHistory, {
        token: company.token,
        params: { id: vehicle.id },
      });
      expect(history.body.result.items.map((a) => a._id)).toEqual([assignment.id]);
    }
    expect(await listTotal(t, list, company.token)).toBe(3);
  });
});
