import { randomUUID } from "node:crypto";
import { clientVehicleEndpoints } from "@pitlane/domain";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { clientVehicles } from "../../../db/schema/index.js";
import { useTestApp } from "../../../test/app.js";
import { createClient, createClientVehicle } from "../../../test/factories/client.js";
import { addModel, createVehicleModel } from "../../../test/factories/fleet-vehicle.js";
import { createBranch, createShop, createStaffUser } from "../../../test/factories/shop.js";
import { findVehicle } from "../../../test/factories/vehicle-reference.js";
import {
  invalidEnvelope,
  itRefusesWithoutPermission,
  itRefusesWithoutSession,
  refusalEnvelope,
  refusalsOf,
} from "../../../test/refusals.js";
import { insertJobCard } from "./client-fixtures.js";

const t = useTestApp();
const { list, create, update, remove } = clientVehicleEndpoints;

const vehiclesOf = async (token: string, clientId: string) =>
  (await t.api.call(list, { token, query: { client_id: clientId } })).body.result;

/** A shop with one client, and the ids of a real Toyota Corolla car. */
async function clientWithCorolla() {
  const shop = await createShop(t);
  const client = await createClient(t, shop.shopId);
  const corolla = await findVehicle(t, "Car", "Toyota", "Corolla");
  return { shop, client, corolla };
}

describe("GET client/get-all-client-vehicles-by-client-id", () => {
  itRefusesWithoutSession(t, list, async (shop) => ({
    query: { client_id: (await createClient(t, shop.shopId)).id },
  }));

  it("answers 400 naming client_id when it is not an id", async () => {
    const shop = await createShop(t);
    const res = await t.api.call(list, { token: shop.token, query: { client_id: "ahmed" } });
    expect(res.body).toEqual(invalidEnvelope("client_id: must be a valid id"));
  });

  itRefusesWithoutPermission(t, list, {
    title: "answers 403 for a user without clients.view",
    permissions: ["appointments.view"],
    call: async (shop) => ({ query: { client_id: (await createClient(t, shop.shopId)).id } }),
  });

  it("answers 404 for another shop's client", async () => {
    const shop = await createShop(t);
    const other = await createShop(t);
    const foreign = await createClient(t, other.shopId);
    await createClientVehicle(t, other.shopId, foreign.id);
    const res = await t.api.call(list, { token: shop.token, query: { client_id: foreign.id } });
    expect(res.status).toBe(404);
    expect(res.body.message).toBe("Client not found");
  });

  it("lists the client's vehicles newest first with type, make and model names, not archived ones", async () => {
    const { shop, client, corolla } = await clientWithCorolla();
    const first = await createClientVehicle(t, shop.shopId, client.id, {
      plate: "LEA-1111",
      createdAt: new Date(Date.now() - 60_000),
    });
    await createClientVehicle(t, shop.shopId, client.id, { plate: "LEA-2222" });
    await createClientVehicle(t, shop.shopId, client.id, { plate: "OLD-1", archivedAt: new Date() });
    await createClientVehicle(t, shop.shopId, (await createClient(t, shop.shopId)).id, { plate: "OTHER-1" });
    const staff = await createStaffUser(t, shop.shopId, { permissions: ["clients.view"] });
    const vehicles = await vehiclesOf(staff.token, client.id);
    expect(vehicles.map((v) => v.plate)).toEqual(["LEA-2222", "LEA-1111"]);
    expect(vehicles[1]).toEqual({
      _id: first.id,
      client_id: client.id,
      ...corolla,
      vehicle_type_name: "Car",
      vehicle_type_name_arabic: expect.any(String),
      make_name: "Toyota",
      model_name: "Corolla",
      plate: "LEA-1111",
      year: null,
      colour: null,
      vin: null,
      odometer: null,
      created_at: first.createdAt.toISOString(),
    });
  });
});

describe("POST client/add-client-vehicle", () => {
  const body = (clientId: string, model: object, overrides: Record<string, unknown> = {}) => ({
    client_id: clientId,
    ...model,
    plate: "LEB-4321",
    year: 2019,
    colour: "White",
    vin: "jtdbr32e530012345",
    odometer: 84_000,
    ...overrides,
  });

  itRefusesWithoutSession(t, create, () => ({ body: body(randomUUID(), {}) }));

  it("answers 400 naming the field, including a make of another type and a model of another make", async () => {
    const { shop, client, corolla } = await clientWithCorolla();
    const van = await createVehicleModel(t);
    const foreign = await createClient(t, (await createShop(t)).shopId);
    const refuse = refusalsOf(t, create, { token: shop.token });
    await refuse(body(client.id, corolla, { plate: " " }), "plate: is required");
    await refuse(body(client.id, corolla, { year: 1949 }), "year: must be at least 1950");
    await refuse(body(client.id, corolla, { vin: "SHORT" }), "vin: must be 17 letters and digits (no I, O or Q)");
    await refuse(body(client.id, corolla, { odometer: -1 }), "odometer: must be at least 0");
    await refuse(body(client.id, corolla, { odometer: 5_000_001 }), "odometer: must be at most 5000000");
    await refuse(body(foreign.id, corolla), "client_id: must be a valid id");
    await refuse(
      body(client.id, { ...corolla, make_id: van.makeId }),
      "make_id: is not a make of the chosen vehicle type",
    );
    await refuse(body(client.id, { ...corolla, model_id: van.modelId }), "model_id: is not a model of the chosen make");
    await refuse(
      body(client.id, { ...corolla, vehicle_type_id: randomUUID() }),
      "vehicle_type_id: is not a known vehicle type",
    );
    expect(await vehiclesOf(shop.token, client.id)).toEqual([]);
  });

  itRefusesWithoutPermission(t, create, {
    title: "answers 403 for a user without clients.edit",
    permissions: ["clients.view", "clients.add"],
    call: async (shop) => ({
      body: body((await createClient(t, shop.shopId)).id, await findVehicle(t, "Car", "Toyota", "Corolla")),
    }),
  });

  it("adds the vehicle to the client, its VIN upper-cased, counted on the client", async () => {
    const { shop, client, corolla } = await clientWithCorolla();
    const staff = await createStaffUser(t, shop.shopId, { permissions: ["clients.edit"] });
    const res = await t.api.call(create, { token: staff.token, body: body(client.id, corolla) });
    expect(res.status).toBe(200);
    expect(res.body.result).toMatchObject({
      client_id: client.id,
      make_name: "Toyota",
      model_name: "Corolla",
      plate: "LEB-4321",
      year: 2019,
      colour: "White",
      vin: "JTDBR32E530012345",
      odometer: 84_000,
    });
    expect((await vehiclesOf(shop.token, client.id)).map((v) => v._id)).toEqual([res.body.result._id]);
  });

  it("answers 409 for a plate (any case) or VIN already on a vehicle of the shop, but not an archived one", async () => {
    const { shop, client, corolla } = await clientWithCorolla();
    await createClientVehicle(t, shop.shopId, client.id, { plate: "LEB-4321" });
    await createClientVehicle(t, shop.shopId, client.id, { plate: "KHI-1", vin: "JTDBR32E530012345" });
    await createClientVehicle(t, shop.shopId, client.id, { plate: "ISB-9", archivedAt: new Date() });
    const other = await createClient(t, shop.shopId);
    const plate = await t.api.call(create, {
      token: shop.token,
      body: body(other.id, corolla, { plate: "leb-4321", vin: null }),
    });
    expect(plate.body).toEqual(refusalEnvelope(409, "A vehicle with this plate already exists"));
    const vin = await t.api.call(create, { token: shop.token, body: body(other.id, corolla, { plate: "NEW-1" }) });
    expect(vin.body).toEqual(refusalEnvelope(409, "A vehicle with this VIN already exists"));
    const reused = await t.api.call(create, {
      token: shop.token,
      body: body(other.id, corolla, { plate: "ISB-9", vin: "" }),
    });
    expect(reused.status).toBe(200);
    expect(reused.body.result.vin).toBeNull();
  });
});

describe("PATCH client/update-client-vehicle/:id", () => {
  itRefusesWithoutSession(t, update, async (shop) => ({
    params: { id: (await createClientVehicle(t, shop.shopId, (await createClient(t, shop.shopId)).id)).id },
    body: { colour: "Red" },
  }));

  it("answers 400 naming the field, a model of another make included, and changes nothing", async () => {
    const { shop, client } = await clientWithCorolla();
    const vehicle = await createClientVehicle(t, shop.shopId, client.id, { plate: "LEA-7" });
    const van = await createVehicleModel(t);
    const refuse = refusalsOf(t, update, { token: shop.token, params: { id: vehicle.id } });
    await refuse({ model_id: van.modelId }, "model_id: is not a model of the chosen make");
    await refuse({ plate: "" }, "plate: is required");
    await refuse({ year: 2999 }, `year: must be at most ${new Date().getUTCFullYear() + 1}`);
    await refuse({ odometer: -5 }, "odometer: must be at least 0");
    expect((await vehiclesOf(shop.token, client.id))[0]).toMatchObject({ plate: "LEA-7", model_name: "Corolla" });
  });

  itRefusesWithoutPermission(t, update, {
    title: "answers 403 for a user without clients.edit",
    permissions: ["clients.view", "clients.add"],
    call: async (shop) => ({
      params: { id: (await createClientVehicle(t, shop.shopId, (await createClient(t, shop.shopId)).id)).id },
      body: { colour: "Red" },
    }),
  });

  it("answers 404 for another shop's vehicle and leaves it unchanged", async () => {
    const shop = await createShop(t);
    const other = await createShop(t);
    const client = await createClient(t, other.shopId);
    const foreign = await createClientVehicle(t, other.shopId, client.id, { colour: "Blue" });
    const res = await t.api.call(update, { token: shop.token, params: { id: foreign.id }, body: { colour: "Red" } });
    expect(res.status).toBe(404);
    expect(res.body.message).toBe("Vehicle not found");
    expect((await vehiclesOf(other.token, client.id))[0]?.colour).toBe("Blue");
  });

  it("changes only the fields sent; another model of the same make is taken", async () => {
    const shop = await createShop(t);
    const client = await createClient(t, shop.shopId);
    const van = await createVehicleModel(t);
    const carry = await addModel(t, van.makeId, "Carry");
    const vehicle = await createClientVehicle(t, shop.shopId, client.id, {
      vehicleTypeId: van.vehicleTypeId,
      makeId: van.makeId,
      modelId: van.modelId,
      plate: "LEA-8",
      colour: "Silver",
    });
    const res = await t.api.call(update, {
      token: shop.token,
      params: { id: vehicle.id },
      body: { model_id: carry, odometer: 120_500 },
    });
    expect(res.status).toBe(200);
    expect(res.body.result).toMatchObject({ plate: "LEA-8", colour: "Silver", model_name: "Carry", odometer: 120_500 });
  });
});

describe("POST client/delete-client-vehicle", () => {
  itRefusesWithoutSession(t, remove, () => ({ body: { id: randomUUID() } }));

  it("answers 400 naming id when it is not a uuid", async () => {
    const shop = await createShop(t);
    const res = await t.api.call(remove, { token: shop.token, body: { id: "LEA-1" } });
    expect(res.body).toEqual(invalidEnvelope("id: must be a valid id"));
  });

  itRefusesWithoutPermission(t, remove, {
    title: "answers 403 for a user without clients.edit",
    permissions: ["clients.view", "clients.delete"],
    call: async (shop) => ({
      body: { id: (await createClientVehicle(t, shop.shopId, (await createClient(t, shop.shopId)).id)).id },
    }),
  });

  it("answers 404 for another shop's vehicle and keeps it", async () => {
    const shop = await createShop(t);
    const other = await createShop(t);
    const client = await createClient(t, other.shopId);
    const foreign = await createClientVehicle(t, other.shopId, client.id);
    expect((await t.api.call(remove, { token: shop.token, body: { id: foreign.id } })).status).toBe(404);
    expect(await vehiclesOf(other.token, client.id)).toHaveLength(1);
  });

  it("erases a vehicle no job card names, and archives one a job card names", async () => {
    const shop = await createShop(t);
    const client = await createClient(t, shop.shopId);
    const spare = await createClientVehicle(t, shop.shopId, client.id);
    const serviced = await createClientVehicle(t, shop.shopId, client.id);
    await insertJobCard(t, {
      shopId: shop.shopId,
      clientId: client.id,
      vehicleId: serviced.id,
      branchId: (await createBranch(t, shop.shopId)).id,
    });
    for (const vehicle of [spare, serviced]) {
      expect((await t.api.call(remove, { token: shop.token, body: { id: vehicle.id } })).status).toBe(200);
    }
    expect(await vehiclesOf(shop.token, client.id)).toEqual([]);
    expect(await t.db.select().from(clientVehicles).where(eq(clientVehicles.id, spare.id))).toEqual([]);
    const [kept] = await t.db.select().from(clientVehicles).where(eq(clientVehicles.id, serviced.id));
    expect(kept?.archivedAt).toBeInstanceOf(Date);
    expect((await t.api.call(remove, { token: shop.token, body: { id: serviced.id } })).status).toBe(404);
  });
});
