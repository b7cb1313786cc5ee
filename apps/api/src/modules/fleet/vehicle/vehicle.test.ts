import { randomUUID } from "node:crypto";
import { vehicleEndpoints } from "@pitlane/domain";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { fuelRules } from "../../../db/schema/index.js";
import { useTestApp } from "../../../test/app.js";
import { createCompany, createFleetUser } from "../../../test/factories/fleet.js";
import { createRule } from "../../../test/factories/fleet-rule.js";
import {
  addModel,
  createVehicle,
  createVehicleModel,
  setSafetyFactor,
  vehicleBody,
  vehicleUpdateBody,
} from "../../../test/factories/fleet-vehicle.js";
import { createShop } from "../../../test/factories/shop.js";
import { listTotal } from "../../../test/lists.js";
import { fleetRefusals, FORBIDDEN, refusalEnvelope, refusalsOf } from "../../../test/refusals.js";

const t = useTestApp();
const { itRefusesLikeEveryGet, itRefusesWithoutSession } = fleetRefusals;
const { get, qr, create, list } = vehicleEndpoints;

const insertFor = async (companyId: string) => (await createVehicle(t, companyId)).id;

describe("GET vehicle/get/:id", () => {
  itRefusesLikeEveryGet(t, get, {
    entity: "Vehicle",
    permission: "vehicles.view",
    permissions: ["employees.view"],
    create: insertFor,
  });

  it("returns the vehicle with its names, and the company's factor of safety for its type when it has none", async () => {
    const company = await createCompany(t);
    const model = await createVehicleModel(t);
    await setSafetyFactor(t, company.companyId, model.vehicleTypeId, 12.5);
    const ruleId = (await createRule(t, company.companyId, { fuelType: "petrol" })).id;
    const created = await t.api.call(create, {
      token: company.token,
      body: vehicleBody(model, { rule_id: ruleId, car_id: "KHI-100" }),
    });
    const viewer = await createFleetUser(t, company.companyId, { permissions: ["vehicles.view"] });
    const res = await t.api.call(get, { token: viewer.token, params: { id: created.body.result._id } });
    expect(res.status).toBe(200);
    expect(res.body.result).toEqual(created.body.result);
    expect(res.body.result).toMatchObject({
      car_id: "KHI-100",
      vehicle_type_name: model.typeName,
      make_name: "Suzuki",
      model_name: "Bolan",
      rule_id: ruleId,
      rule_name: expect.stringMatching(/^Rule /),
      factor_of_safety: null,
      effective_factor_of_safety: 12.5,
    });
    expect(res.body.result).not.toHaveProperty("qr_token");
  });
});

describe("GET vehicle/qr/:id", () => {
  itRefusesLikeEveryGet(t, qr, {
    entity: "Vehicle",
    permission: "vehicles.view_qr",
    permissions: ["vehicles.view", "vehicles.edit"],
    create: insertFor,
  });

  it("answers the car id, plate and a random token that no edit changes", async () => {
    const company = await createCompany(t);
    const model = await createVehicleModel(t);
    const first = await t.api.call(create, { token: company.token, body: vehicleBody(model, { plate_no: "LES-7" }) });
    const second = await t.api.call(create, { token: company.token, body: vehicleBody(model) });
    const id = first.body.result._id;
    const reader = await createFleetUser(t, company.companyId, { permissions: ["vehicles.view_qr"] });
    const res = await t.api.call(qr, { token: reader.token, params: { id } });
    expect(res.status).toBe(200);
    expect(res.body.result).toEqual({
      _id: id,
      car_id: first.body.result.car_id,
      plate_no: "LES-7",
      qr_token: expect.stringMatching(/^[\w-]{22}$/),
    });
    const other = await t.api.call(qr, { token: reader.token, params: { id: second.body.result._id } });
    expect(other.body.result.qr_token).not.toBe(res.body.result.qr_token);
    await t.api.call(vehicleEndpoints.update, {
      token: company.token,
      params: { id },
      body: vehicleUpdateBody(model, { plate_no: "LES-8", current_odometer: 21_000 }),
    });
    const after = await t.api.call(qr, { token: reader.token, params: { id } });
    expect(after.body.result).toMatchObject({ plate_no: "LES-8", qr_token: res.body.result.qr_token });
  });
});

describe("POST vehicle/add", () => {
  itRefusesWithoutSession(t, create, async () => ({ body: vehicleBody(await createVehicleModel(t)) }));

  it("answers 401 to a shop's session: a fleet route is not the shop's", async () => {
    const shop = await createShop(t);
    const res = await t.api.call(list, { token: shop.token });
    expect(res.status).toBe(401);
  });

  it("answers 400 with spec 001's messages and the field named, and adds nothing", async () => {
    const company = await createCompany(t);
    const model = await createVehicleModel(t);
    const refuse = refusalsOf(t, create, { token: company.token }, (o: Record<string, unknown>) =>
      vehicleBody(model, o),
    );
    await refuse(
      { initial_odometer: 10_000, current_odometer: 9_999 },
      "current_odometer: Current odometer must not be less than previous odometer",
    );
    await refuse(
      { initial_odometer: 10_000, current_odometer: 25_001 },
      "current_odometer: Current odometer must not be more than 150% greater than the previous odometer",
    );
    await refuse(
      { secondary_fuel_type: "petrol", secondary_tank_limit: 20 },
      "secondary_fuel_type: Fuel types must not be same",
    );
    await refuse({ secondary_fuel_type: "diesel" }, "secondary_tank_limit: is required");
    await refuse({ plate_no: " " }, "plate_no: is required");
    await refuse({ chassis_no: undefined }, "chassis_no: is required");
    await refuse({ fuel_type: "kerosene" }, "fuel_type: is not one of the choices");
    await refuse({ status: "scrapped" }, "status: is not one of the choices");
    await refuse(
      { consumption_rate: 9.999 },
      "consumption_rate: must be kilometres per litre with at most two decimals",
    );
    await refuse({ consumption_rate: 0 }, "consumption_rate: must be at least 0.01");
    await refuse({ current_odometer: -5 }, "current_odometer: must be at least 0");
    await refuse({ year: undefined }, "year: is required");
    await refuse({ factor_of_safety: 101 }, "factor_of_safety: must be at most 100");
    await refuse({ make_id: "suzuki" }, "make_id: must be a valid id");
    expect(await listTotal(t, list, company.token)).toBe(0);
  });

  it("takes the current odometer at exactly 150 % above the first reading", async () => {
    const company = await createCompany(t);
    const body = vehicleBody(await createVehicleModel(t), { initial_odometer: 10_000, current_odometer: 25_000 });
    const res = await t.api.call(create, { token: company.token, body });
    expect(res.status).toBe(200);
    expect(res.body.result).toMatchObject({ initial_odometer: 10_000, current_odometer: 25_000 });
  });

  it("answers 400 when the make is not of the type or the model not of the make", async () => {
    const company = await createCompany(t);
    const model = await createVehicleModel(t);
    const truck = await createVehicleModel(t, { makeName: "Hino", modelName: "300" });
    const refuse = refusalsOf(t, create, { token: company.token }, (o: Record<string, unknown>) =>
      vehicleBody(model, o),
    );
    await refuse({ make_id: truck.makeId }, "make_id: is not a make of the chosen vehicle type");
    await refuse({ model_id: truck.modelId }, "model_id: is not a model of the chosen make");
    await refuse({ vehicle_type_id: randomUUID() }, "vehicle_type_id: is not a known vehicle type");
    expect(await listTotal(t, list, company.token)).toBe(0);
  });

  it("answers 400 naming rule_id for another company's rule, an inactive one, or one for another fuel", async () => {
    const company = await createCompany(t);
    const model = await createVehicleModel(t);
    const foreign = (await createRule(t, (await createCompany(t)).companyId)).id;
    const diesel = (await createRule(t, company.companyId, { fuelType: "diesel" })).id;
    const refuse = refusalsOf(t, create, { token: company.token }, (o: Record<string, unknown>) =>
      vehicleBody(model, o),
    );
    await refuse({ rule_id: foreign }, "rule_id: is not a rule of this company");
    await refuse({ rule_id: diesel }, "rule_id: Vehicle fuel type must match rule fuel type");
    const paused = (await createRule(t, company.companyId, { fuelType: "petrol" })).id;
    await t.db.update(fuelRules).set({ active: false }).where(eq(fuelRules.id, paused));
    await refuse({ rule_id: paused }, "rule_id: must be active");
    const dieselSecondTank = await t.api.call(create, {
      token: company.token,
      body: vehicleBody(model, { rule_id: diesel, secondary_fuel_type: "diesel", secondary_tank_limit: 30 }),
    });
    expect(dieselSecondTank.status).toBe(200);
  });

  it("answers 403 for a user without vehicles.add, and adds nothing", async () => {
    const company = await createCompany(t);
    const staff = await createFleetUser(t, company.companyId, { permissions: ["vehicles.view", "vehicles.edit"] });
    const res = await t.api.call(create, { token: staff.token, body: vehicleBody(await createVehicleModel(t)) });
    expect(res.status).toBe(403);
    expect(res.body).toEqual(FORBIDDEN);
    expect(await listTotal(t, list, company.token)).toBe(0);
  });

  it("answers 409 naming the field another vehicle of the company uses, in any case; another company may use it", async () => {
    const company = await createCompany(t);
    const model = await createVehicleModel(t);
    await createVehicle(t, company.companyId, {
      model: model,
      carId: "LHR-1",
      plateNo: "LEA-1234",
      chassisNo: "CH-1",
      nfcTag: "04:AA",
    });
    const taken = async (overrides: Record<string, unknown>, field: string) => {
      const res = await t.api.call(create, { token: company.token, body: vehicleBody(model, overrides) });
      expect(res.status, field).toBe(409);
      expect(res.body).toEqual(refusalEnvelope(409, `${field}: is already used by another vehicle`));
    };
    await taken({ plate_no: "lea-1234" }, "plate_no");
    await taken({ chassis_no: "ch-1" }, "chassis_no");
    await taken({ nfc_tag: "04:AA" }, "nfc_tag");
    await taken({ car_id: "lhr-1" }, "car_id");
    expect(await listTotal(t, list, company.token)).toBe(1);
    const other = await createCompany(t);
    const elsewhere = await t.api.call(create, {
      token: other.token,
      body: vehicleBody(model, { car_id: "LHR-1", plate_no: "LEA-1234", chassis_no: "CH-1", nfc_tag: "04:AA" }),
    });
    expect(elsewhere.status).toBe(200);
  });

  it("adds a vehicle with every field, readable in the list afterwards", async () => {
    const company = await createCompany(t);
    const model = await createVehicleModel(t);
    const corolla = await addModel(t, model.makeId, "Every");
    const body = vehicleBody(model, {
      car_id: "  KHI-42 ",
      model_id: corolla,
      fleet_type: "rented",
      secondary_fuel_type: "diesel",
      secondary_tank_limit: 25,
      consumption_rate: 14.35,
      factor_of_safety: 7.5,
      status: "pause",
    });
    const res = await t.api.call(create, { token: company.token, body });
    expect(res.status).toBe(200);
    expect(res.body.result).toEqual({
      _id: expect.any(String),
      ...body,
      car_id: "KHI-42",
      vehicle_type_name: model.typeName,
      vehicle_type_name_arabic: expect.stringMatching(/^فان /),
      make_name: "Suzuki",
      model_name: "Every",
      effective_factor_of_safety: 7.5,
      rule_id: null,
      rule_name: null,
      created_at: expect.any(String),
    });
    const listed = await t.api.call(list, { token: company.token });
    expect(listed.body.result.items).toEqual([res.body.result]);
  });
});
