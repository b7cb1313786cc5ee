import { randomUUID } from "node:crypto";
import { clientEndpoints } from "@pitlane/domain";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { clientVehicles, jobCards } from "../../../db/schema/index.js";
import { useTestApp } from "../../../test/app.js";
import { createClient, createClientVehicle } from "../../../test/factories/client.js";
import { createBranch, createShop, createStaffUser, type TestShop } from "../../../test/factories/shop.js";
import { listTotal } from "../../../test/lists.js";
import {
  invalidEnvelope,
  itRefusesWithoutPermission,
  itRefusesWithoutSession,
  refusalEnvelope,
} from "../../../test/refusals.js";
import { insertJobCard } from "./client-fixtures.js";

const t = useTestApp();
const { get, create, remove, restore, list } = clientEndpoints;

const IDENTITY = "3520212345671";
const IDENTITY_ARCHIVED = "An archived client has this identity number: restore that client instead";

/** A client with a vehicle and a job card, deleted: archived with its vehicle, as the front desk leaves it. */
async function archivedClient(shop: TestShop, name = "Ahmed Raza") {
  const client = await createClient(t, shop.shopId, { name, identityNumber: IDENTITY });
  const vehicle = await createClientVehicle(t, shop.shopId, client.id, { plate: "LEB-1234" });
  const branch = await createBranch(t, shop.shopId);
  const card = await insertJobCard(t, {
    shopId: shop.shopId,
    clientId: client.id,
    vehicleId: vehicle.id,
    branchId: branch.id,
  });
  const deleted = await t.api.call(remove, { token: shop.token, body: { id: client.id } });
  expect(deleted.body.result).toEqual({ archived: true });
  return { client, vehicle, card };
}

describe("GET client/get-all-client-by-shop-id?status=archived", () => {
  it("lists the archived clients only, searched as the active ones, latest archived first", async () => {
    const shop = await createShop(t);
    await createClient(t, shop.shopId, { name: "Active Aslam" });
    await createClient(t, shop.shopId, { name: "Old Omar", archivedAt: new Date("2026-01-02T10:00:00Z") });
    const { client } = await archivedClient(shop);
    const res = await t.api.call(list, { token: shop.token, query: { status: "archived" } });
    expect(res.status).toBe(200);
    expect(res.body.result.items.map((c: { name: string }) => c.name)).toEqual(["Ahmed Raza", "Old Omar"]);
    expect(res.body.result.items[0]).toMatchObject({ _id: client.id, archived_at: expect.any(String) });
    const found = await t.api.call(list, { token: shop.token, query: { status: "archived", search: "35202-1234567" } });
    expect(found.body.result.items.map((c: { name: string }) => c.name)).toEqual(["Ahmed Raza"]);
    // The active list, the default, keeps them out.
    expect(await listTotal(t, list, shop.token)).toBe(1);
  });
});

describe("POST client/add-client with an archived client's identity number", () => {
  it("answers 409 identity_archived naming the archived client, and adds nobody", async () => {
    const shop = await createShop(t);
    const { client } = await archivedClient(shop);
    const res = await t.api.call(create, {
      token: shop.token,
      body: { name: "Ahmed Raza", phone: "+92 300 1234567", identity_number: "35202-1234567-1" },
    });
    expect(res.status).toBe(409);
    expect(res.body).toEqual(refusalEnvelope(409, IDENTITY_ARCHIVED, { _id: client.id }));
    expect(await listTotal(t, list, shop.token)).toBe(0);
    // Another shop's archived client is no clash.
    const other = await createShop(t);
    const elsewhere = await t.api.call(create, {
      token: other.token,
      body: { name: "Ahmed Raza", phone: "+92 300 1234567", identity_number: IDENTITY },
    });
    expect(elsewhere.status).toBe(200);
  });
});

describe("POST client/restore", () => {
  itRefusesWithoutSession(t, restore, () => ({ body: { id: randomUUID() } }));

  it("answers 400 naming id when it is not a uuid", async () => {
    const shop = await createShop(t);
    const res = await t.api.call(restore, { token: shop.token, body: { id: "client-1" } });
    expect(res.body).toEqual(invalidEnvelope("id: must be a valid id"));
  });

  itRefusesWithoutPermission(t, restore, {
    title: "answers 403 for a user without clients.edit, and keeps the client archived",
    permissions: ["clients.view", "clients.add", "clients.delete"],
    call: async (shop) => ({ body: { id: (await archivedClient(shop)).client.id } }),
  });

  it("answers 404 for another shop's archived client, and for a client in use", async () => {
    const shop = await createShop(t);
    const other = await createShop(t);
    const { client: foreign } = await archivedClient(other);
    const res = await t.api.call(restore, { token: shop.token, body: { id: foreign.id } });
    expect(res.body).toEqual(refusalEnvelope(404, "Client not found"));
    expect(await listTotal(t, list, other.token)).toBe(0);
    const active = await createClient(t, shop.shopId);
    expect((await t.api.call(restore, { token: shop.token, body: { id: active.id } })).status).toBe(404);
  });

  it("brings the client back with the vehicles archived with it and its job cards, not a vehicle deleted before", async () => {
    const shop = await createShop(t);
    const client = await createClient(t, shop.shopId, { identityNumber: IDENTITY });
    const gone = await createClientVehicle(t, shop.shopId, client.id, { plate: "OLD-1", archivedAt: new Date() });
    const { vehicle, card } = await (async () => {
      const v = await createClientVehicle(t, shop.shopId, client.id, { plate: "LEB-1234" });
      const branch = await createBranch(t, shop.shopId);
      const c = await insertJobCard(t, {
        shopId: shop.shopId,
        clientId: client.id,
        vehicleId: v.id,
        branchId: branch.id,
      });
      return { vehicle: v, card: c };
    })();
    await t.api.call(remove, { token: shop.token, body: { id: client.id } });
    const staff = await createStaffUser(t, shop.shopId, { permissions: ["clients.view", "clients.edit"] });

    const res = await t.api.call(restore, { token: staff.token, body: { id: client.id } });
    expect(res.status).toBe(200);
    expect(res.body.result).toMatchObject({ _id: client.id, archived_at: null, vehicle_count: 1 });
    expect((await t.api.call(get, { token: shop.token, params: { id: client.id } })).status).toBe(200);
    expect(await listTotal(t, list, shop.token)).toBe(1);
    const [back] = await t.db.select().from(clientVehicles).where(eq(clientVehicles.id, vehicle.id));
    expect(back?.archivedAt).toBeNull();
    const [still] = await t.db.select().from(clientVehicles).where(eq(clientVehicles.id, gone.id));
    expect(still?.archivedAt).toBeInstanceOf(Date);
    const [history] = await t.db.select().from(jobCards).where(eq(jobCards.id, card.id));
    expect(history?.clientId).toBe(client.id);
    // In use again: its identity number is taken, as for any client in use.
    const again = await t.api.call(create, {
      token: shop.token,
      body: { name: "Someone", phone: "+92 300 1234567", identity_number: IDENTITY },
    });
    expect(again.body).toEqual(refusalEnvelope(409, "A client with this identity number already exists"));
  });

  it("answers 409 when a client in use took the identity number or a vehicle the plate meanwhile, and restores nothing", async () => {
    const shop = await createShop(t);
    const { client } = await archivedClient(shop);
    // Clients added before archived numbers were refused may hold one.
    const holder = await createClient(t, shop.shopId, { identityNumber: IDENTITY });
    const taken = await t.api.call(restore, { token: shop.token, body: { id: client.id } });
    expect(taken.body).toEqual(refusalEnvelope(409, "A client with this identity number already exists"));
    // Once that client is gone, a plate taken meanwhile is refused the same way.
    const other = await createClient(t, shop.shopId, { name: "Plate holder" });
    await createClientVehicle(t, shop.shopId, other.id, { plate: "leb-1234" });
    await t.api.call(remove, { token: shop.token, body: { id: holder.id } });
    const plate = await t.api.call(restore, { token: shop.token, body: { id: client.id } });
    expect(plate.body).toEqual(refusalEnvelope(409, "A vehicle with this plate already exists"));
    const archived = await t.api.call(list, { token: shop.token, query: { status: "archived" } });
    expect(archived.body.result.items.map((c: { _id: string }) => c._id)).toEqual([client.id]);
  });
});
