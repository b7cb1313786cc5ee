import { serviceNameEndpoints, type ServiceNameDto } from "@pitlane/domain";
import { describe, expect, it } from "vitest";
import { useTestApp } from "../../../test/app.js";
import { createShop, createStaffUser } from "../../../test/factories/shop.js";
import { itRefusesLikeEveryList } from "../../../test/refusals.js";
import { rememberServiceName, SERVICE_NAMES_SHOWN } from "./repo.js";

const t = useTestApp();
const list = serviceNameEndpoints.list;
const names = (items: ServiceNameDto[]) => items.map((n) => n.name);

async function remember(shopId: string, ...all: string[]) {
  for (const name of all) await rememberServiceName(t.db, shopId, name);
}

describe("rememberServiceName", () => {
  it("adds a name once, whatever its case, trimmed, inside the caller's transaction", async () => {
    const shop = await createShop(t);
    await t.db.transaction(async (tx) => {
      await rememberServiceName(tx, shop.shopId, "  Oil change ");
      await rememberServiceName(tx, shop.shopId, "OIL CHANGE");
    });
    await remember(shop.shopId, "oil change", "   ");
    const res = await t.api.call(list, { token: shop.token });
    expect(res.body.result).toEqual([{ _id: expect.any(String), name: "Oil change" }]);
  });

  it("keeps nothing when the transaction rolls back", async () => {
    const shop = await createShop(t);
    await expect(
      t.db.transaction(async (tx) => {
        await rememberServiceName(tx, shop.shopId, "Wheel balancing");
        throw new Error("the service insert failed");
      }),
    ).rejects.toThrow("the service insert failed");
    expect((await t.api.call(list, { token: shop.token })).body.result).toEqual([]);
  });
});

describe("GET service-name/get-all", () => {
  itRefusesLikeEveryList(t, list, { permission: "services.view", permissions: ["categories.view"] });

  it("shows only this shop's names, even when another shop uses the same one", async () => {
    const shop = await createShop(t);
    const other = await createShop(t);
    await remember(shop.shopId, "Tyre rotation");
    await remember(other.shopId, "Tyre rotation", "Paint protection");
    const res = await t.api.call(list, { token: shop.token });
    expect(names(res.body.result)).toEqual(["Tyre rotation"]);
    const searched = await t.api.call(list, { token: shop.token, query: { search: "paint" } });
    expect(searched.body.result).toEqual([]);
  });

  it("lists alphabetically regardless of case and searches case-insensitively, for a user with services.view", async () => {
    const shop = await createShop(t);
    await remember(shop.shopId, "wheel alignment", "Brake bleeding", "AC regas", "Engine flush");
    const staff = await createStaffUser(t, shop.shopId, { permissions: ["services.view"] });
    const all = await t.api.call(list, { token: staff.token });
    expect(all.status).toBe(200);
    expect(names(all.body.result)).toEqual(["AC regas", "Brake bleeding", "Engine flush", "wheel alignment"]);
    const searched = await t.api.call(list, { token: staff.token, query: { search: "E B" } });
    expect(names(searched.body.result)).toEqual(["Brake bleeding"]);
    const blank = await t.api.call(list, { token: staff.token, query: { search: "" } });
    expect(blank.body.result).toHaveLength(4);
  });

  it(`offers at most ${SERVICE_NAMES_SHOWN} names`, async () => {
    const shop = await createShop(t);
    await remember(shop.shopId, ...Array.from({ length: 55 }, (_, i) => `Service ${String(i).padStart(2, "0")}`));
    const res = await t.api.call(list, { token: shop.token });
    expect(res.body.result).toHaveLength(SERVICE_NAMES_SHOWN);
    expect(res.body.result[0]?.name).toBe("Service 00");
  });
});
