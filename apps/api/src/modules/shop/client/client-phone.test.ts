import { clientEndpoints, type ClientDto } from "@pitlane/domain";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { clients } from "../../../db/schema/index.js";
import { useTestApp } from "../../../test/app.js";
import { createClient } from "../../../test/factories/client.js";
import { createShop } from "../../../test/factories/shop.js";
import { listTotal } from "../../../test/lists.js";
import { SHOWN_PHONE, STORED_PHONE, expectFoundByEveryForm } from "../../../test/phones.js";
import { refusalsOf } from "../../../test/refusals.js";

const t = useTestApp();
const { get, create, update, list } = clientEndpoints;
const names = (items: ClientDto[]) => items.map((c) => c.name).sort();

async function storedPhoneOf(id: string) {
  const [row] = await t.db.select({ phone: clients.phone }).from(clients).where(eq(clients.id, id));
  return row?.phone;
}

describe("a client's phone", () => {
  it("is stored as E.164 however it is typed, read in the shop's country, and answered as people read it", async () => {
    const shop = await createShop(t);
    const res = await t.api.call(create, { token: shop.token, body: { name: "Ahmed Raza", phone: "0300-2255913" } });
    expect(res.status).toBe(200);
    expect(res.body.result.phone).toBe(SHOWN_PHONE);
    expect(await storedPhoneOf(res.body.result._id)).toBe(STORED_PHONE);
    // The edit form sends back what it shows; a Saudi number typed internationally keeps its country.
    const same = await t.api.call(update, {
      token: shop.token,
      params: { id: res.body.result._id },
      body: { phone: SHOWN_PHONE },
    });
    expect(same.body.result.phone).toBe(SHOWN_PHONE);
    const saudi = await t.api.call(update, {
      token: shop.token,
      params: { id: res.body.result._id },
      body: { phone: "00966 50 123 4567" },
    });
    expect(saudi.body.result.phone).toBe("+966 50 123 4567");
    expect(await storedPhoneOf(res.body.result._id)).toBe("+966501234567");
  });

  it("reads a local number in Saudi Arabia for a shop that pays in riyals", async () => {
    const shop = await createShop(t, { currency: "SAR" });
    const res = await t.api.call(create, { token: shop.token, body: { name: "Fahad", phone: "050 123 4567" } });
    expect(res.body.result.phone).toBe("+966 50 123 4567");
    const read = await t.api.call(get, { token: shop.token, params: { id: res.body.result._id } });
    expect(read.body.result.phone).toBe("+966 50 123 4567");
  });

  it("refuses a number that cannot be a phone of the shop's country, and saves nothing", async () => {
    const shop = await createShop(t);
    const refuse = refusalsOf(t, create, { token: shop.token }, (o: Record<string, unknown>) => ({
      name: "Ali",
      ...o,
    }));
    await refuse({ phone: "2255913" }, "phone: must be a valid phone number");
    await refuse({ phone: "0300 22" }, "phone: must be a valid phone number");
    expect(await listTotal(t, list, shop.token)).toBe(0);
    const client = await createClient(t, shop.shopId, { phone: STORED_PHONE });
    const refuseChange = refusalsOf(t, update, { token: shop.token, params: { id: client.id } });
    await refuseChange({ phone: "2255913" }, "phone: must be a valid phone number");
    expect(await storedPhoneOf(client.id)).toBe(STORED_PHONE);
  });

  it("is found by its local and international forms alike, and by a part of it", async () => {
    const shop = await createShop(t);
    await createClient(t, shop.shopId, { name: "Ahmed Raza", phone: STORED_PHONE, identityNumber: "3520212345671" });
    await createClient(t, shop.shopId, { name: "Sana Iqbal", phone: "+923217654321", identityNumber: "1012345678" });
    await createClient(t, shop.shopId, { name: "Razia Khan", phone: "+966501112222" });
    const search = async (term: string) =>
      names((await t.api.call(list, { token: shop.token, query: { search: term } })).body.result.items);
    await expectFoundByEveryForm(search, ["Ahmed Raza"]);
    expect(await search("0321 765")).toEqual(["Sana Iqbal"]);
    expect(await search("050 111 2222")).toEqual([]);
    expect(await search("+966 50 111 2222")).toEqual(["Razia Khan"]);
    // Identity numbers and names are still found as typed.
    expect(await search("1012345678")).toEqual(["Sana Iqbal"]);
    expect(await search("35202-1234567")).toEqual(["Ahmed Raza"]);
    expect(await search("RAZ")).toEqual(["Ahmed Raza", "Razia Khan"]);
  });
});
