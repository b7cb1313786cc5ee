import { clientEndpoints, type ClientDto } from "@pitlane/domain";
import { describe, expect, it } from "vitest";
import { useTestApp } from "../../../test/app.js";
import { createClient, createClientVehicle } from "../../../test/factories/client.js";
import { createShop, createStaffUser } from "../../../test/factories/shop.js";
import { itAnswersAnEmptyFirstPage, itPagesThroughThreeRows } from "../../../test/lists.js";
import { itRefusesLikeEveryList } from "../../../test/refusals.js";

const t = useTestApp();
const list = clientEndpoints.list;
const names = (items: ClientDto[]) => items.map((c) => c.name);
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);

describe("GET client/get-all-client-by-shop-id", () => {
  itRefusesLikeEveryList(t, list, { permission: "clients.view", permissions: ["appointments.view"] });

  itAnswersAnEmptyFirstPage(t, list, "clients");

  it("lists the shop's clients newest first with their vehicle counts, never another shop's", async () => {
    const shop = await createShop(t);
    const older = await createClient(t, shop.shopId, { name: "Older", createdAt: minutesAgo(10) });
    await createClient(t, shop.shopId, { name: "Newer", createdAt: minutesAgo(1) });
    await createClientVehicle(t, shop.shopId, older.id);
    await createClientVehicle(t, shop.shopId, older.id, { archivedAt: new Date() });
    await createClient(t, (await createShop(t)).shopId, { name: "Foreign" });
    const staff = await createStaffUser(t, shop.shopId, { permissions: ["clients.view"] });
    const res = await t.api.call(list, { token: staff.token });
    expect(res.status).toBe(200);
    expect(names(res.body.result.items)).toEqual(["Newer", "Older"]);
    expect(res.body.result.items.map((c) => c.vehicle_count)).toEqual([0, 1]);
    expect(res.body.result.total).toBe(2);
  });

  it("searches any part of the name, the phone's digits however typed, and the identity number with dashes", async () => {
    const shop = await createShop(t);
    await createClient(t, shop.shopId, {
      name: "Ahmed Raza",
      phone: "+923001234567",
      identityNumber: "3520212345671",
    });
    await createClient(t, shop.shopId, { name: "Sana Iqbal", phone: "+923217654321", identityNumber: "1012345678" });
    await createClient(t, shop.shopId, { name: "Razia Khan", phone: "+966501112222" });
    const search = async (term: string) =>
      names((await t.api.call(list, { token: shop.token, query: { search: term } })).body.result.items).sort();
    expect(await search("RAZ")).toEqual(["Ahmed Raza", "Razia Khan"]);
    expect(await search("med ra")).toEqual(["Ahmed Raza"]);
    expect(await search("300 1234567")).toEqual(["Ahmed Raza"]);
    expect(await search("(0321) 765-4321")).toEqual(["Sana Iqbal"]);
    expect(await search("+966 50")).toEqual(["Razia Khan"]);
    expect(await search("35202-1234567")).toEqual(["Ahmed Raza"]);
    expect(await search("1012345678")).toEqual(["Sana Iqbal"]);
    expect(await search("%")).toEqual([]);
    const counted = await t.api.call(list, { token: shop.token, query: { search: "raz", limit: 1 } });
    expect(counted.body.result).toMatchObject({ total: 2, limit: 1 });
  });

  it("leaves out archived clients, also from the search", async () => {
    const shop = await createShop(t);
    await createClient(t, shop.shopId, { name: "Gone Ali", archivedAt: new Date() });
    await createClient(t, shop.shopId, { name: "Present Ali" });
    const res = await t.api.call(list, { token: shop.token, query: { search: "ali" } });
    expect(names(res.body.result.items)).toEqual(["Present Ali"]);
    expect(res.body.result.total).toBe(1);
  });

  itPagesThroughThreeRows(t, list, {
    title: "paginates, newest first",
    // Alpha the newest, Charlie the oldest, whatever the order they are added in.
    add: (shop, name) =>
      createClient(t, shop.shopId, { name, createdAt: minutesAgo({ Alpha: 1, Bravo: 2, Charlie: 3 }[name] ?? 0) }),
    nameOf: (c) => c.name,
  });
});
