import { randomUUID } from "node:crypto";
import { packageEndpoints } from "@pitlane/domain";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { packageProducts, packageServices } from "../../../db/schema/index.js";
import { useTestApp } from "../../../test/app.js";
import { createService } from "../../../test/factories/catalog.js";
import { createBranch, createShop, createStaffUser } from "../../../test/factories/shop.js";
import { FORBIDDEN, itRefusesWithoutSession, refusalEnvelope, refusalsOf } from "../../../test/refusals.js";
import { createPackageCatalog, packageBody, savePackage } from "./package-fixtures.js";

const t = useTestApp();
const { save, get, remove, list } = packageEndpoints;

async function linesInDb(packageId: string) {
  const [serviceRows, productRows] = await Promise.all([
    t.db.select().from(packageServices).where(eq(packageServices.packageId, packageId)),
    t.db.select().from(packageProducts).where(eq(packageProducts.packageId, packageId)),
  ]);
  return { services: serviceRows.length, products: productRows.length };
}

describe("POST package/add-package with an id (changing)", () => {
  itRefusesWithoutSession(t, save, () => ({ body: { id: randomUUID(), name: "x" } }));

  it("answers 400 naming the field, and changes nothing", async () => {
    const c = await createPackageCatalog(t);
    const created = await savePackage(t, c);
    const refuse = refusalsOf(t, save, { token: c.shop.token }, (overrides: Record<string, unknown>) =>
      packageBody(c, { id: created._id, ...overrides }),
    );
    await refuse({ id: "42" }, "id: must be a valid id");
    await refuse({ name: "" }, "name: is required");
    const elsewhere = await createBranch(t, c.shop.shopId);
    const carWash = await createService(t, c.shop.shopId, { branchIds: [elsewhere.id] });
    await refuse({ services_id: [carWash.id] }, "services_id: includes a service not offered at the chosen branch");
    // Moving the package to a branch that offers none of its lines is refused the same way.
    await refuse({ branch_id: elsewhere.id }, "services_id: includes a service not offered at the chosen branch");
    const res = await t.api.call(get, { token: c.shop.token, params: { id: created._id } });
    expect(res.body.result).toEqual(created);
  });

  it("answers 403 for a user with packages.add only, and changes nothing", async () => {
    const c = await createPackageCatalog(t);
    const created = await savePackage(t, c);
    const staff = await createStaffUser(t, c.shop.shopId, { permissions: ["packages.add", "packages.view"] });
    const res = await t.api.call(save, {
      token: staff.token,
      body: packageBody(c, { id: created._id, name: "Renamed" }),
    });
    expect(res.status).toBe(403);
    expect(res.body).toEqual(FORBIDDEN);
    expect((await t.api.call(get, { token: c.shop.token, params: { id: created._id } })).body.result.name).toBe(
      "Full service",
    );
  });

  it("answers 404 for another shop's package or an unknown id, and changes nothing", async () => {
    const theirs = await createPackageCatalog(t);
    const foreign = await savePackage(t, theirs);
    const mine = await createPackageCatalog(t);
    for (const id of [foreign._id, randomUUID()]) {
      const res = await t.api.call(save, { token: mine.shop.token, body: packageBody(mine, { id, name: "Mine now" }) });
      expect(res.status).toBe(404);
      expect(res.body).toEqual(refusalEnvelope(404, "Package not found"));
    }
    const still = await t.api.call(get, { token: theirs.shop.token, params: { id: foreign._id } });
    expect(still.body.result).toEqual(foreign);
    expect((await t.api.call(list, { token: mine.shop.token })).body.result.total).toBe(0);
  });

  it("replaces the lines, name and price, keeping the id (a user with packages.edit)", async () => {
    const c = await createPackageCatalog(t);
    const created = await savePackage(t, c, { price: 3000 });
    const staff = await createStaffUser(t, c.shop.shopId, { permissions: ["packages.edit"] });
    const res = await t.api.call(save, {
      token: staff.token,
      body: {
        id: created._id,
        branch_id: c.branch.id,
        name: "Alignment and filter",
        services_id: [c.alignment.id],
        products: [{ product_variant_id: c.filterStandard.id, quantity: 2 }],
        active: false,
      },
    });
    expect(res.status).toBe(200);
    expect(res.body.result).toMatchObject({
      _id: created._id,
      name: "Alignment and filter",
      description: null,
      services: [{ _id: c.alignment.id }],
      products: [{ product_variant_id: c.filterStandard.id, quantity: 2 }],
      // 720 + 175 x 2; no price sent, so the price follows the total again.
      total_amount: 1070,
      total_duration: 45,
      price: 1070,
      active: false,
      created_at: created.created_at,
    });
    expect(await linesInDb(created._id)).toEqual({ services: 1, products: 1 });
    expect((await t.api.call(list, { token: c.shop.token })).body.result.total).toBe(1);
  });
});

describe("POST package/add-package with an id (renaming)", () => {
  it("answers 409 for a name another package of the branch has, and keeps the package; its own name recased is fine", async () => {
    const c = await createPackageCatalog(t);
    await savePackage(t, c, { name: "Full service" });
    const renamed = await savePackage(t, c, { name: "Quick service" });
    const res = await t.api.call(save, {
      token: c.shop.token,
      body: packageBody(c, { id: renamed._id, name: "full service " }),
    });
    expect(res.status).toBe(409);
    expect(res.body).toEqual(refusalEnvelope(409, "A package with this name already exists at this branch"));
    expect((await t.api.call(get, { token: c.shop.token, params: { id: renamed._id } })).body.result.name).toBe(
      "Quick service",
    );
    const recased = await t.api.call(save, {
      token: c.shop.token,
      body: packageBody(c, { id: renamed._id, name: "QUICK SERVICE" }),
    });
    expect(recased.body.result.name).toBe("QUICK SERVICE");
  });
});

describe("POST package/delete", () => {
  itRefusesWithoutSession(t, remove, () => ({ body: { id: randomUUID() } }));

  it("answers 400 naming id", async () => {
    const shop = await createShop(t);
    const res = await t.api.call(remove, { token: shop.token, body: { id: "x" } });
    expect(res.status).toBe(400);
    expect(res.body).toEqual(refusalEnvelope(400, "id: must be a valid id"));
  });

  it("answers 403 for a user without packages.delete, and deletes nothing", async () => {
    const c = await createPackageCatalog(t);
    const created = await savePackage(t, c);
    const staff = await createStaffUser(t, c.shop.shopId, { permissions: ["packages.view", "packages.edit"] });
    const res = await t.api.call(remove, { token: staff.token, body: { id: created._id } });
    expect(res.status).toBe(403);
    expect((await t.api.call(get, { token: c.shop.token, params: { id: created._id } })).status).toBe(200);
  });

  it("answers 404 for another shop's package, and deletes nothing", async () => {
    const theirs = await createPackageCatalog(t);
    const foreign = await savePackage(t, theirs);
    const other = await createShop(t);
    const res = await t.api.call(remove, { token: other.token, body: { id: foreign._id } });
    expect(res.status).toBe(404);
    expect(res.body).toEqual(refusalEnvelope(404, "Package not found"));
    expect((await t.api.call(get, { token: theirs.shop.token, params: { id: foreign._id } })).status).toBe(200);
  });

  it("deletes the package and its lines, leaving the services and products", async () => {
    const c = await createPackageCatalog(t);
    const created = await savePackage(t, c);
    const kept = await savePackage(t, c, { name: "Kept" });
    const staff = await createStaffUser(t, c.shop.shopId, { permissions: ["packages.delete"] });
    const res = await t.api.call(remove, { token: staff.token, body: { id: created._id } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ error_code: 200, message: expect.any(String), result: null });
    expect((await t.api.call(get, { token: c.shop.token, params: { id: created._id } })).status).toBe(404);
    expect(await linesInDb(created._id)).toEqual({ services: 0, products: 0 });
    const left = await t.api.call(list, { token: c.shop.token });
    expect(left.body.result.items.map((p) => p._id)).toEqual([kept._id]);
    expect(left.body.result.items[0]?.services).toHaveLength(2);
  });
});
