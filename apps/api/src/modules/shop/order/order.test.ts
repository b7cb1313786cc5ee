import { randomUUID } from "node:crypto";
import { orderEndpoints } from "@pitlane/domain";
import { describe, expect, it } from "vitest";
import { clients, orders, packageProducts, packageServices } from "../../../db/schema/index.js";
import { useTestApp } from "../../../test/app.js";
import { createPackage } from "../../../test/factories/catalog.js";
import { createClient } from "../../../test/factories/client.js";
import { createSaleShop, type SaleShop } from "../../../test/factories/invoice.js";
import { addOrder, addUncountedProduct, orderBody, pickupFields } from "../../../test/factories/order.js";
import { createBranch, createStaffUser } from "../../../test/factories/shop.js";
import { listTotal } from "../../../test/lists.js";
import {
  FORBIDDEN,
  itRefusesLikeEveryGet,
  itRefusesLikeEveryList,
  itRefusesWithoutSession,
  refusalsOf,
} from "../../../test/refusals.js";
import { eq } from "drizzle-orm";

/** Taking orders, listing and reading them. Their life (status, stock, invoice) is in order-status.test.ts. */
const t = useTestApp();
const { list, get, create } = orderEndpoints;

/** An order of `shopId` written straight into the database, for a client and branch of its own. */
async function insertOrder(shopId: string) {
  const branch = await createBranch(t, shopId);
  const client = await createClient(t, shopId);
  const [row] = await t.db
    .insert(orders)
    .values({
      shopId,
      number: 1,
      kind: "delivery",
      clientId: client.id,
      branchId: branch.id,
      deliveryAddress: "Somewhere",
      currency: "PKR",
      vatRateBp: 1000,
      units: 1,
    })
    .returning({ id: orders.id });
  return row!.id;
}

/** A package of the branch made of two litres of oil, at 450.00. */
async function oilPackage(s: SaleShop) {
  const pkg = await createPackage(t, s.shop.shopId, s.branch.id, { name: "Oil top-up pack", priceMinor: 45_000 });
  await t.db
    .insert(packageProducts)
    .values({ shopId: s.shop.shopId, packageId: pkg.id, variantId: s.litre.id, quantity: 2 });
  return pkg;
}

describe("POST order/add-order", () => {
  itRefusesWithoutSession(t, create, () => ({ body: {} }));

  it("takes a delivery order priced as the catalogue stands, numbered ORD-000001", async () => {
    const s = await createSaleShop(t);
    const order = await addOrder(t, s);
    // 2 × 250.00 less 5 % = 475.00, VAT 10 % = 47.50.
    expect(order).toMatchObject({
      number_display: "ORD-000001",
      kind: "delivery",
      status: "placed",
      client_name: "Ahmed Khan",
      branch_name_english: "Gulberg",
      delivery_address: "House 12, Street 4, Gulberg III, Lahore",
      pickup_date: null,
      subtotal: 500,
      discount: 25,
      vat: 47.5,
      total: 522.5,
      paid: 0,
      balance: 522.5,
      payment_status: "unpaid",
      units: 2,
      invoice_id: null,
      next_statuses: ["confirmed", "cancelled"],
      shipment: null,
      notes: "Call before coming",
    });
    expect(order.lines).toEqual([
      {
        kind: "product",
        ref_id: s.litre.id,
        name: "Engine oil (1 litre)",
        quantity: 2,
        unit_price: 250,
        discount: 25,
        net: 475,
      },
    ]);
    expect(order.created_by_name).not.toBeNull();
    expect((await addOrder(t, s)).number_display).toBe("ORD-000002");
  });

  it("takes a pickup order with a package of products: the package is priced, its products are packed", async () => {
    const s = await createSaleShop(t);
    const pkg = await oilPackage(s);
    const bottle = await addUncountedProduct(t, s);
    const order = await addOrder(t, s, {
      ...pickupFields,
      products: [{ variant_id: bottle.id, quantity: 1 }],
      package_ids: [pkg.id],
    });
    expect(order).toMatchObject({
      kind: "pickup",
      delivery_address: null,
      pickup_date: "2099-12-01",
      pickup_time: "16:30",
      // 450.00 + 50.00, VAT 10 % on both.
      total: 550,
      units: 3,
      next_statuses: ["confirmed", "cancelled"],
    });
    expect(order.lines.map((l) => [l.kind, l.name, l.net])).toEqual([
      ["package", "Oil top-up pack", 450],
      ["product", "Wiper fluid (Bottle)", 50],
    ]);
    expect(order.items).toEqual([
      { variant_id: s.litre.id, name: "Engine oil (1 litre)", quantity: 2, package_name: "Oil top-up pack" },
      { variant_id: bottle.id, name: "Wiper fluid (Bottle)", quantity: 1, package_name: null },
    ]);
  });

  it("answers 400 naming the field, and places nothing", async () => {
    const s = await createSaleShop(t);
    const refuse = refusalsOf(t, create, { token: s.shop.token }, (o: Record<string, unknown>) => orderBody(s, o));
    const line = { variant_id: s.litre.id, quantity: 1 };
    await refuse({ kind: "courier" }, "kind: is not one of the choices");
    await refuse({ client_id: "" }, "client_id: is required");
    await refuse({ branch_id: "x" }, "branch_id: must be a valid id");
    await refuse({ products: [] }, "products: add at least one product or package");
    await refuse({ products: [{ ...line, quantity: 0 }] }, "products.0.quantity: must be at least 1");
    await refuse({ products: [line, line] }, "products: lists the same item twice");
    await refuse({ delivery_address: "" }, "delivery_address: is required");
    await refuse({ ...pickupFields, pickup_date: null }, "pickup_date: is required");
    await refuse({ ...pickupFields, pickup_time: "25:00" }, "pickup_time: must be a time such as 09:00");
    await refuse({ ...pickupFields, pickup_date: "2020-01-01" }, "pickup_date: must be today or later");
    await refuse({ client_id: randomUUID() }, "client_id: is not a client of this shop");
    await refuse({ branch_id: randomUUID() }, "branch_id: is not a branch of this shop");
    await refuse({ package_ids: [randomUUID()] }, "package_ids: includes a package that is not in this shop");
    await refuse(
      { products: [{ variant_id: randomUUID(), quantity: 1 }] },
      "products: includes a product that is not in this shop",
    );
    const elsewhere = await createBranch(t, s.shop.shopId);
    await refuse({ branch_id: elsewhere.id }, "products: includes a product not sold at the chosen branch");
    expect(await listTotal(t, list, s.shop.token)).toBe(0);
  });

  it("refuses a package with services (a job card sells those) and an archived client", async () => {
    const s = await createSaleShop(t);
    const refuse = refusalsOf(t, create, { token: s.shop.token }, (o: Record<string, unknown>) => orderBody(s, o));
    const pkg = await oilPackage(s);
    await t.db.insert(packageServices).values({ shopId: s.shop.shopId, packageId: pkg.id, serviceId: s.oilChange.id });
    await refuse({ package_ids: [pkg.id] }, "package_ids: includes a package with services: sell it on a job card");
    await t.db.update(clients).set({ archivedAt: new Date() }).where(eq(clients.id, s.client.id));
    await refuse({}, "client_id: has been deleted");
    expect(await listTotal(t, list, s.shop.token)).toBe(0);
  });

  it("answers 403 for a user without orders.add", async () => {
    const s = await createSaleShop(t);
    const clerk = await createStaffUser(t, s.shop.shopId, { permissions: ["orders.view"] });
    const res = await t.api.call(create, { token: clerk.token, body: orderBody(s) });
    expect(res.status).toBe(403);
    expect(res.body).toEqual(FORBIDDEN);
  });
});

describe("GET order/get-all-orders-by-shop-id", () => {
  itRefusesLikeEveryList(t, list, { permission: "orders.view" });

  it("lists the shop's orders newest first, by status, kind, search and day", async () => {
    const s = await createSaleShop(t);
    const first = await addOrder(t, s);
    const second = await addOrder(t, s, pickupFields);
    const other = await createSaleShop(t);
    await addOrder(t, other);
    const numbersOf = async (query: Record<string, unknown>) =>
      (await t.api.call(list, { token: s.shop.token, query })).body.result.items.map((o) => o.number_display);
    expect(await numbersOf({})).toEqual(["ORD-000002", "ORD-000001"]);
    expect(await numbersOf({ kind: "pickup" })).toEqual([second.number_display]);
    expect(await numbersOf({ status: "placed", kind: "delivery" })).toEqual([first.number_display]);
    expect(await numbersOf({ status: "delivered" })).toEqual([]);
    expect(await numbersOf({ search: "ord-1" })).toEqual(["ORD-000001"]);
    expect(await numbersOf({ search: "ahmed" })).toEqual(["ORD-000002", "ORD-000001"]);
    expect(await numbersOf({ search: "nobody" })).toEqual([]);
    expect(await numbersOf({ from: "2000-01-01", to: "2000-01-31" })).toEqual([]);
    expect(await numbersOf({ from: "2000-01-01" })).toHaveLength(2);
    const page = await t.api.call(list, { token: s.shop.token, query: { page: 2, limit: 1 } });
    expect(page.body.result).toMatchObject({ total: 2, page: 2, limit: 1 });
    expect(page.body.result.items[0]).toMatchObject({ number_display: "ORD-000001", total: 522.5, units: 2 });
  });
});

describe("GET order/get-order-details/:id", () => {
  itRefusesLikeEveryGet(t, get, { entity: "Order", permission: "orders.view", create: insertOrder });
});
