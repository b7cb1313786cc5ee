import { randomUUID } from "node:crypto";
import { clientEndpoints } from "@pitlane/domain";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { clientVehicles, clients } from "../../../db/schema/index.js";
import { useTestApp } from "../../../test/app.js";
import { createClient, createClientVehicle } from "../../../test/factories/client.js";
import { createBranch, createShop, createStaffUser } from "../../../test/factories/shop.js";
import { listTotal } from "../../../test/lists.js";
import {
  invalidEnvelope,
  itRefusesLikeEveryGet,
  itRefusesWithoutPermission,
  itRefusesWithoutSession,
  refusalEnvelope,
  refusalsOf,
} from "../../../test/refusals.js";
import { insertJobCard } from "./client-fixtures.js";

const t = useTestApp();
const { get, create, update, remove, list } = clientEndpoints;

const IDENTITY_MESSAGE =
  "identity_number: is invalid: 13 digits (Pakistan) or 10 digits starting with 1 or 2 (Saudi Arabia)";
const IDENTITY_TAKEN = refusalEnvelope(409, "A client with this identity number already exists");

const clientBody = (overrides: Record<string, unknown> = {}) => ({
  name: "Ahmed Raza",
  phone: "+92 300 1234567",
  identity_number: "35202-1234567-1",
  ...overrides,
});

describe("GET client/get/:id", () => {
  itRefusesLikeEveryGet(t, get, {
    entity: "Client",
    permission: "clients.view",
    permissions: ["appointments.view"],
    create: async (shopId) => (await createClient(t, shopId)).id,
  });

  it("returns the client with its identity number as digits and as shown, and its vehicle count", async () => {
    const shop = await createShop(t);
    const client = await createClient(t, shop.shopId, {
      name: "Sana Iqbal",
      email: "sana@example.test",
      identityNumber: "3520212345671",
      gender: "Female",
      address: "12 Main Boulevard",
      notes: "Prefers mornings",
    });
    await createClientVehicle(t, shop.shopId, client.id);
    await createClientVehicle(t, shop.shopId, client.id);
    const staff = await createStaffUser(t, shop.shopId, { permissions: ["clients.view"] });
    const res = await t.api.call(get, { token: staff.token, params: { id: client.id } });
    expect(res.status).toBe(200);
    expect(res.body.result).toEqual({
      _id: client.id,
      name: "Sana Iqbal",
      phone: "+92 300 1234567",
      email: "sana@example.test",
      identity_number: "3520212345671",
      identity_number_display: "35202-1234567-1",
      gender: "Female",
      address: "12 Main Boulevard",
      notes: "Prefers mornings",
      vehicle_count: 2,
      created_at: client.createdAt.toISOString(),
      archived_at: null,
    });
  });
});

describe("POST client/add-client", () => {
  itRefusesWithoutSession(t, create, () => ({ body: clientBody() }));

  it("answers 400 naming the field for a bad identity number or missing field, and creates nothing", async () => {
    const shop = await createShop(t);
    const refuse = refusalsOf(t, create, { token: shop.token }, clientBody);
    await refuse({ identity_number: "352021234567" }, IDENTITY_MESSAGE);
    await refuse({ identity_number: "3123456789" }, IDENTITY_MESSAGE);
    await refuse({ identity_number: "35202-ABCDEFG-1" }, IDENTITY_MESSAGE);
    await refuse({ identity_number: "12345678901234" }, IDENTITY_MESSAGE);
    await refuse({ name: " " }, "name: is required");
    await refuse({ phone: "call me" }, "phone: must be a valid phone number");
    await refuse({ email: "not-an-email" }, "email: must be a valid e-mail address");
    await refuse({ gender: "Robot" }, "gender: is not one of the choices");
    expect(await listTotal(t, list, shop.token)).toBe(0);
  });

  itRefusesWithoutPermission(t, create, {
    title: "answers 403 for a user holding only clients.view",
    permissions: ["clients.view", "clients.edit"],
    call: () => ({ body: clientBody() }),
  });

  it("stores a Pakistani number typed with dashes as digits and shows it with dashes", async () => {
    const shop = await createShop(t);
    const staff = await createStaffUser(t, shop.shopId, { permissions: ["clients.add"] });
    const res = await t.api.call(create, {
      token: staff.token,
      body: clientBody({ name: "  Ahmed Raza ", email: "", gender: "Male", address: "" }),
    });
    expect(res.status).toBe(200);
    expect(res.body.result).toMatchObject({
      name: "Ahmed Raza",
      identity_number: "3520212345671",
      identity_number_display: "35202-1234567-1",
      email: null,
      gender: "Male",
      address: null,
      vehicle_count: 0,
    });
    const [row] = await t.db.select().from(clients).where(eq(clients.id, res.body.result._id));
    expect(row?.identityNumber).toBe("3520212345671");
    const read = await t.api.call(get, { token: shop.token, params: { id: res.body.result._id } });
    expect(read.body.result).toEqual(res.body.result);
  });

  it("takes Saudi numbers of 10 digits starting with 1 or 2, and a client without a number", async () => {
    const shop = await createShop(t);
    for (const number of ["1012345678", "2098765432"]) {
      const res = await t.api.call(create, { token: shop.token, body: clientBody({ identity_number: number }) });
      expect(res.status).toBe(200);
      expect(res.body.result).toMatchObject({ identity_number: number, identity_number_display: number });
    }
    const without = await t.api.call(create, { token: shop.token, body: clientBody({ identity_number: "" }) });
    expect(without.body.result).toMatchObject({ identity_number: null, identity_number_display: null });
    expect(await listTotal(t, list, shop.token)).toBe(3);
  });

  it("answers 409 for an identity number another client of the shop has, with or without dashes", async () => {
    const shop = await createShop(t);
    await createClient(t, shop.shopId, { identityNumber: "3520212345671" });
    const res = await t.api.call(create, { token: shop.token, body: clientBody() });
    expect(res.status).toBe(409);
    expect(res.body).toEqual(IDENTITY_TAKEN);
    expect(await listTotal(t, list, shop.token)).toBe(1);
    // Another shop's client with the same number is no clash.
    const other = await createShop(t);
    expect((await t.api.call(create, { token: other.token, body: clientBody() })).status).toBe(200);
  });
});

describe("PATCH client/update-client/:id", () => {
  itRefusesWithoutSession(t, update, async (shop) => ({
    params: { id: (await createClient(t, shop.shopId)).id },
    body: { name: "New" },
  }));

  it("answers 400 naming the field, and changes nothing", async () => {
    const shop = await createShop(t);
    const client = await createClient(t, shop.shopId, { name: "Bilal", identityNumber: "1012345678" });
    const refuse = refusalsOf(t, update, { token: shop.token, params: { id: client.id } });
    await refuse({ identity_number: "3012345678" }, IDENTITY_MESSAGE);
    await refuse({ name: "" }, "name: is required");
    const res = await t.api.call(update, { token: shop.token, params: { id: "42" }, body: { name: "X" } });
    expect(res.body).toEqual(invalidEnvelope("id: must be a valid id"));
    const after = await t.api.call(get, { token: shop.token, params: { id: client.id } });
    expect(after.body.result).toMatchObject({ name: "Bilal", identity_number: "1012345678" });
  });

  itRefusesWithoutPermission(t, update, {
    title: "answers 403 for a user without clients.edit",
    permissions: ["clients.view", "clients.add"],
    call: async (shop) => ({ params: { id: (await createClient(t, shop.shopId)).id }, body: { name: "New" } }),
  });

  it("answers 404 for another shop's client and leaves it unchanged", async () => {
    const shop = await createShop(t);
    const other = await createShop(t);
    const foreign = await createClient(t, other.shopId, { name: "Foreign" });
    const res = await t.api.call(update, { token: shop.token, params: { id: foreign.id }, body: { name: "Mine" } });
    expect(res.status).toBe(404);
    expect(res.body.message).toBe("Client not found");
    expect((await t.api.call(get, { token: other.token, params: { id: foreign.id } })).body.result.name).toBe(
      "Foreign",
    );
  });

  it("changes only the fields sent, clears the ones sent empty, and refuses a number already taken", async () => {
    const shop = await createShop(t);
    const client = await createClient(t, shop.shopId, { name: "Bilal", email: "b@example.test", notes: "VIP" });
    await createClient(t, shop.shopId, { identityNumber: "2012345678" });
    const changed = await t.api.call(update, {
      token: shop.token,
      params: { id: client.id },
      body: { identity_number: "42101-1234567-3", email: "" },
    });
    expect(changed.status).toBe(200);
    expect(changed.body.result).toMatchObject({
      name: "Bilal",
      email: null,
      notes: "VIP",
      identity_number_display: "42101-1234567-3",
    });
    const taken = await t.api.call(update, {
      token: shop.token,
      params: { id: client.id },
      body: { identity_number: "2012345678" },
    });
    expect(taken.body).toEqual(IDENTITY_TAKEN);
  });
});

describe("POST client/delete", () => {
  itRefusesWithoutSession(t, remove, () => ({ body: { id: randomUUID() } }));

  it("answers 400 naming id when it is not a uuid", async () => {
    const shop = await createShop(t);
    const res = await t.api.call(remove, { token: shop.token, body: { id: "client-1" } });
    expect(res.body).toEqual(invalidEnvelope("id: must be a valid id"));
  });

  it("answers 403 for a user without clients.delete, and keeps the client", async () => {
    const shop = await createShop(t);
    const client = await createClient(t, shop.shopId);
    const staff = await createStaffUser(t, shop.shopId, { permissions: ["clients.view", "clients.edit"] });
    expect((await t.api.call(remove, { token: staff.token, body: { id: client.id } })).status).toBe(403);
    expect(await listTotal(t, list, shop.token)).toBe(1);
  });

  it("answers 404 for another shop's client and keeps it", async () => {
    const shop = await createShop(t);
    const other = await createShop(t);
    const foreign = await createClient(t, other.shopId);
    const res = await t.api.call(remove, { token: shop.token, body: { id: foreign.id } });
    expect(res.status).toBe(404);
    expect(res.body.message).toBe("Client not found");
    expect(await listTotal(t, list, other.token)).toBe(1);
  });

  it("erases a client no job card names, with its vehicles", async () => {
    const shop = await createShop(t);
    const client = await createClient(t, shop.shopId);
    const vehicle = await createClientVehicle(t, shop.shopId, client.id);
    const res = await t.api.call(remove, { token: shop.token, body: { id: client.id } });
    expect(res.status).toBe(200);
    expect(res.body.result).toEqual({ archived: false });
    expect(await t.db.select().from(clients).where(eq(clients.id, client.id))).toEqual([]);
    expect(await t.db.select().from(clientVehicles).where(eq(clientVehicles.id, vehicle.id))).toEqual([]);
    expect((await t.api.call(remove, { token: shop.token, body: { id: client.id } })).status).toBe(404);
  });

  it("archives a client a job card names: gone from the list and reads, its vehicles archived", async () => {
    const shop = await createShop(t);
    const client = await createClient(t, shop.shopId, { identityNumber: "3520212345671" });
    const vehicle = await createClientVehicle(t, shop.shopId, client.id, { plate: "LEB-1234" });
    const card = await insertJobCard(t, {
      shopId: shop.shopId,
      clientId: client.id,
      vehicleId: vehicle.id,
      branchId: (await createBranch(t, shop.shopId)).id,
    });
    const res = await t.api.call(remove, { token: shop.token, body: { id: client.id } });
    expect(res.status).toBe(200);
    expect(res.body.result).toEqual({ archived: true });
    expect(await listTotal(t, list, shop.token)).toBe(0);
    expect((await t.api.call(get, { token: shop.token, params: { id: client.id } })).status).toBe(404);
    const edit = await t.api.call(update, { token: shop.token, params: { id: client.id }, body: { name: "X" } });
    expect(edit.status).toBe(404);
    const [kept] = await t.db.select().from(clientVehicles).where(eq(clientVehicles.id, vehicle.id));
    expect(kept?.archivedAt).toBeInstanceOf(Date);
    // The job card still names its client, whose number is now to be restored, not taken again.
    const [stillNamed] = await t.db.select().from(clients).where(eq(clients.id, card.clientId));
    expect(stillNamed?.archivedAt).toBeInstanceOf(Date);
    expect((await t.api.call(create, { token: shop.token, body: clientBody() })).body.code).toBe("identity_archived");
    expect((await t.api.call(remove, { token: shop.token, body: { id: client.id } })).status).toBe(404);
  });
});
