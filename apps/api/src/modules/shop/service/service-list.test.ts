import { randomUUID } from "node:crypto";
import { serviceEndpoints, type ServiceSummaryDto } from "@pitlane/domain";
import { describe, expect, it } from "vitest";
import { services } from "../../../db/schema/index.js";
import { useTestApp } from "../../../test/app.js";
import { createCategory, createService } from "../../../test/factories/catalog.js";
import { createBranch, createShop, createStaffUser } from "../../../test/factories/shop.js";
import { createMember } from "../../../test/factories/team.js";
import { itAnswersAnEmptyFirstPage } from "../../../test/lists.js";
import {
  FORBIDDEN,
  itRefusesLikeEveryByBranch,
  itRefusesLikeEveryList,
  itRefusesWithoutSession,
  refusalEnvelope,
} from "../../../test/refusals.js";

const t = useTestApp();
const { list, byBranch, members, byTeam } = serviceEndpoints;
const names = (items: ServiceSummaryDto[]) => items.map((s) => s.name);

describe("GET service/get-all-services-by-shop-id", () => {
  itRefusesLikeEveryList(t, list, { permission: "services.view", permissions: ["products.view"] });

  it("never shows another shop's services, not even by searching or filtering for them", async () => {
    const shop = await createShop(t);
    const other = await createShop(t);
    const own = await createService(t, shop.shopId, { name: "Own wash" });
    const foreignBranch = await createBranch(t, other.shopId);
    const foreign = await createService(t, other.shopId, { name: "Foreign wash", branchIds: [foreignBranch.id] });
    const all = await t.api.call(list, { token: shop.token });
    expect(all.body.result.items.map((s) => s._id)).toEqual([own.id]);
    const searched = await t.api.call(list, { token: shop.token, query: { search: "Foreign" } });
    expect(searched.body.result).toMatchObject({ items: [], total: 0 });
    const byForeignCategory = await t.api.call(list, { token: shop.token, query: { category_id: foreign.categoryId } });
    expect(byForeignCategory.body.result.total).toBe(0);
    const byForeignBranch = await t.api.call(list, { token: shop.token, query: { branch_id: foreignBranch.id } });
    expect(byForeignBranch.body.result.total).toBe(0);
  });

  itAnswersAnEmptyFirstPage(t, list, "services");

  it("filters by category, branch, status and name, and shows category names and branches", async () => {
    const shop = await createShop(t);
    const washing = await createCategory(t, shop.shopId, { nameEnglish: "Washing", nameArabic: "غسيل" });
    const repairs = await createCategory(t, shop.shopId, { nameEnglish: "Repairs", nameArabic: "إصلاح" });
    const gulberg = await createBranch(t, shop.shopId);
    const dha = await createBranch(t, shop.shopId);
    const both = { branchIds: [gulberg.id, dha.id] };
    await createService(t, shop.shopId, { name: "Car wash", categoryId: washing.id, ...both });
    await createService(t, shop.shopId, { name: "Engine wash", categoryId: washing.id, branchIds: [dha.id] });
    await createService(t, shop.shopId, { name: "Brake repair", categoryId: repairs.id, branchIds: [gulberg.id] });
    await createService(t, shop.shopId, { name: "Old polish", categoryId: washing.id, active: false });
    const query = async (q: Record<string, string>) =>
      (await t.api.call(list, { token: shop.token, query: { sort: "name", order: "asc", ...q } })).body.result;

    const inWashing = await query({ category_id: washing.id });
    expect(names(inWashing.items)).toEqual(["Car wash", "Engine wash", "Old polish"]);
    expect(inWashing.items[0]).toMatchObject({
      category_name_english: "Washing",
      category_name_arabic: "غسيل",
      branch_ids: [gulberg.id, dha.id].sort(),
    });
    expect(names((await query({ branch_id: gulberg.id })).items)).toEqual(["Brake repair", "Car wash"]);
    expect(names((await query({ branch_id: dha.id, category_id: washing.id })).items)).toEqual([
      "Car wash",
      "Engine wash",
    ]);
    expect(names((await query({ status: "inactive" })).items)).toEqual(["Old polish"]);
    expect((await query({ status: "active" })).total).toBe(3);
    expect(names((await query({ search: "WASH" })).items)).toEqual(["Car wash", "Engine wash"]);
    expect(names((await query({ search: "%" })).items)).toEqual([]);
  });

  it("sorts by price and by newest", async () => {
    const shop = await createShop(t);
    await createService(t, shop.shopId, { name: "Mid", priceMinor: 2000 });
    await createService(t, shop.shopId, { name: "Cheap", priceMinor: 1000 });
    await createService(t, shop.shopId, { name: "Dear", priceMinor: 9000 });
    const byPrice = await t.api.call(list, { token: shop.token, query: { sort: "price", order: "desc" } });
    expect(names(byPrice.body.result.items)).toEqual(["Dear", "Mid", "Cheap"]);
    expect(byPrice.body.result.items.map((s) => s.price)).toEqual([90, 20, 10]);
    const newest = await t.api.call(list, { token: shop.token });
    expect(names(newest.body.result.items)).toEqual(["Dear", "Cheap", "Mid"]);
  });

  it("paginates: total, page, limit, the second page and a page past the end; limit is capped at 100", async () => {
    const shop = await createShop(t);
    const category = await createCategory(t, shop.shopId);
    const rows = Array.from({ length: 103 }, (_, i) => ({
      shopId: shop.shopId,
      categoryId: category.id,
      name: `Service ${String(i).padStart(3, "0")}`,
      durationMinutes: 30,
    }));
    await t.db.insert(services).values(rows);
    const page = async (q: Record<string, string | number>) =>
      (await t.api.call(list, { token: shop.token, query: { sort: "name", order: "asc", ...q } })).body.result;
    const second = await page({ limit: 25, page: 2 });
    expect(second).toMatchObject({ total: 103, page: 2, limit: 25 });
    expect(second.items[0]?.name).toBe("Service 025");
    expect(second.items).toHaveLength(25);
    expect((await page({ limit: 25, page: 5 })).items.map((s) => s.name)).toEqual([
      "Service 100",
      "Service 101",
      "Service 102",
    ]);
    expect(await page({ limit: 25, page: 9 })).toMatchObject({ items: [], total: 103, page: 9 });
    const capped = await page({ limit: 1000 });
    expect(capped).toMatchObject({ limit: 100, total: 103 });
    expect(capped.items).toHaveLength(100);
  });
});

describe("GET service/get-all-services-by-shop-branch-id", () => {
  itRefusesLikeEveryByBranch(t, byBranch, { permission: "services.view", permissions: ["team.view"] });

  it("lists the active services offered at the branch, by name", async () => {
    const shop = await createShop(t);
    const branch = await createBranch(t, shop.shopId);
    const elsewhere = await createBranch(t, shop.shopId);
    await createService(t, shop.shopId, { name: "Tyre change", branchIds: [branch.id, elsewhere.id] });
    await createService(t, shop.shopId, { name: "Alignment", branchIds: [branch.id] });
    await createService(t, shop.shopId, { name: "Retired", branchIds: [branch.id], active: false });
    await createService(t, shop.shopId, { name: "Elsewhere only", branchIds: [elsewhere.id] });
    const viewer = await createStaffUser(t, shop.shopId, { permissions: ["services.view"] });
    const res = await t.api.call(byBranch, { token: viewer.token, query: { branch_id: branch.id } });
    expect(res.status).toBe(200);
    expect(names(res.body.result)).toEqual(["Alignment", "Tyre change"]);
    expect(res.body.result[1]?.branch_ids).toEqual([branch.id, elsewhere.id].sort());
  });
});

describe("GET service/get-team-members-by-service-id", () => {
  itRefusesWithoutSession(t, members, () => ({ query: { service_id: randomUUID() } }));

  it("answers 400 naming service_id", async () => {
    const shop = await createShop(t);
    const res = await t.api.call(members, { token: shop.token, query: { service_id: "wash" } });
    expect(res.body).toEqual(refusalEnvelope(400, "service_id: must be a valid id"));
  });

  it("answers 403 for a user without services.view", async () => {
    const shop = await createShop(t);
    const service = await createService(t, shop.shopId);
    const staff = await createStaffUser(t, shop.shopId, { permissions: ["team.view"] });
    const res = await t.api.call(members, { token: staff.token, query: { service_id: service.id } });
    expect(res.body).toEqual(FORBIDDEN);
  });

  it("answers 404 for another shop's service", async () => {
    const shop = await createShop(t);
    const other = await createShop(t);
    const service = await createService(t, other.shopId);
    const res = await t.api.call(members, { token: shop.token, query: { service_id: service.id } });
    expect(res.status).toBe(404);
    expect(res.body).toEqual(refusalEnvelope(404, "Service not found"));
  });

  it("lists the active members performing the service, by name", async () => {
    const shop = await createShop(t);
    const bilal = await createMember(t, shop.shopId, { name: "Bilal", nameArabic: "بلال", jobTitle: "denter" });
    const asif = await createMember(t, shop.shopId, { name: "Asif", jobTitle: "mechanic" });
    const away = await createMember(t, shop.shopId, { name: "Away", active: false });
    await createMember(t, shop.shopId, { name: "Not on it" });
    const service = await createService(t, shop.shopId, { memberIds: [bilal.id, asif.id, away.id] });
    const res = await t.api.call(members, { token: shop.token, query: { service_id: service.id } });
    expect(res.status).toBe(200);
    expect(res.body.result).toEqual([
      { _id: asif.id, name_eng: "Asif", name_arabic: null, image_id: null, job_title: "mechanic" },
      { _id: bilal.id, name_eng: "Bilal", name_arabic: "بلال", image_id: null, job_title: "denter" },
    ]);
  });
});

describe("POST service/get-services-by-team", () => {
  itRefusesWithoutSession(t, byTeam, () => ({ body: { team_id: randomUUID() } }));

  it("answers 400 naming team_id", async () => {
    const shop = await createShop(t);
    const res = await t.api.call(byTeam, { token: shop.token, body: { team_id: "asif" } });
    expect(res.body).toEqual(refusalEnvelope(400, "team_id: must be a valid id"));
  });

  it("answers 403 for a user without team.view", async () => {
    const shop = await createShop(t);
    const member = await createMember(t, shop.shopId);
    const viewer = await createStaffUser(t, shop.shopId, { permissions: ["services.view"] });
    const res = await t.api.call(byTeam, { token: viewer.token, body: { team_id: member.id } });
    expect(res.body).toEqual(FORBIDDEN);
  });

  it("answers 404 for another shop's member", async () => {
    const shop = await createShop(t);
    const other = await createShop(t);
    const member = await createMember(t, other.shopId);
    await createService(t, other.shopId, { memberIds: [member.id] });
    const res = await t.api.call(byTeam, { token: shop.token, body: { team_id: member.id } });
    expect(res.status).toBe(404);
    expect(res.body).toEqual(refusalEnvelope(404, "Team member not found"));
  });

  it("lists the services the member performs, inactive ones included", async () => {
    const shop = await createShop(t);
    const member = await createMember(t, shop.shopId);
    const colleague = await createMember(t, shop.shopId);
    await createService(t, shop.shopId, { name: "Painting", memberIds: [member.id] });
    await createService(t, shop.shopId, { name: "Dent repair", memberIds: [member.id, colleague.id] });
    await createService(t, shop.shopId, { name: "Paused", memberIds: [member.id], active: false });
    await createService(t, shop.shopId, { name: "Not theirs", memberIds: [colleague.id] });
    const staff = await createStaffUser(t, shop.shopId, { permissions: ["team.view"] });
    const res = await t.api.call(byTeam, { token: staff.token, body: { team_id: member.id } });
    expect(res.status).toBe(200);
    expect(names(res.body.result)).toEqual(["Dent repair", "Painting", "Paused"]);
  });
});
