import { randomUUID } from "node:crypto";
import { teamEndpoints } from "@pitlane/domain";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { shopUsers } from "../../../db/schema/index.js";
import { useTestApp } from "../../../test/app.js";
import { createService } from "../../../test/factories/catalog.js";
import { createBranch, createShop, createStaffUser } from "../../../test/factories/shop.js";
import { createMember, createRole, memberBody } from "../../../test/factories/team.js";
import { SHOWN_PHONE, STORED_PHONE, expectFoundByEveryForm } from "../../../test/phones.js";
import { itRefusesLikeEveryList, refusalEnvelope } from "../../../test/refusals.js";

const t = useTestApp();
const { list, create, byBranch, byBranchService, setServices } = teamEndpoints;
const names = (items: { name_eng: string }[]) => items.map((m) => m.name_eng);

describe("GET shop-user-detail/get-all-team-member", () => {
  itRefusesLikeEveryList(t, list, {
    permission: "team.view",
    permissions: ["services.view"],
    forbiddenTitle: "answers 403 for a user whose role lacks team.view",
  });

  it("lists only this shop's members, never the owner, with branches, services and role for the page", async () => {
    const shop = await createShop(t);
    const other = await createShop(t);
    await createMember(t, other.shopId, { name: "Foreign" });
    const branch = await createBranch(t, shop.shopId);
    const role = await createRole(t, shop.shopId, ["team.view"]);
    const member = await createMember(t, shop.shopId, { name: "Asif", roleId: role.id, branchIds: [branch.id] });
    const service = await createService(t, shop.shopId, { memberIds: [member.id] });
    const res = await t.api.call(list, { token: shop.token });
    expect(res.status).toBe(200);
    expect(res.body.result).toMatchObject({ total: 1, page: 1, limit: 10 });
    expect(res.body.result.items[0]).toMatchObject({
      _id: member.id,
      name_eng: "Asif",
      branch_ids: [branch.id],
      service_ids: [service.id],
      role_name: role.name,
    });
  });

  it("finds a member by a phone typed in any local or international form, stored as E.164", async () => {
    const shop = await createShop(t);
    const added = await t.api.call(create, {
      token: shop.token,
      body: memberBody({ name_eng: "Asif", phone: "0300-2255913" }),
    });
    expect(added.body.result.phone).toBe(SHOWN_PHONE);
    const [row] = await t.db
      .select({ phone: shopUsers.phone })
      .from(shopUsers)
      .where(eq(shopUsers.id, added.body.result._id));
    expect(row?.phone).toBe(STORED_PHONE);
    await createMember(t, shop.shopId, { name: "Other", phone: "+923215550000" });
    const search = async (term: string) =>
      names((await t.api.call(list, { token: shop.token, query: { search: term } })).body.result.items);
    await expectFoundByEveryForm(search, ["Asif"]);
  });

  it("searches name (English and Arabic), e-mail and phone, filters by branch and status, sorts and pages", async () => {
    const shop = await createShop(t);
    const [gulberg, dha] = await Promise.all([createBranch(t, shop.shopId), createBranch(t, shop.shopId)]);
    await createMember(t, shop.shopId, { name: "Zahid", nameArabic: "زاهد", branchIds: [gulberg.id] });
    await createMember(t, shop.shopId, { name: "Bilal", email: "bilal@garage.test", branchIds: [gulberg.id, dha.id] });
    await createMember(t, shop.shopId, { name: "Hamza", phone: "+923215550000", active: false, branchIds: [dha.id] });
    const call = async (query: Record<string, string | number>) =>
      (await t.api.call(list, { token: shop.token, query })).body.result;

    expect(names((await call({ sort: "name", order: "asc" })).items)).toEqual(["Bilal", "Hamza", "Zahid"]);
    expect(names((await call({ search: "زاهد" })).items)).toEqual(["Zahid"]);
    expect(names((await call({ search: "GARAGE" })).items)).toEqual(["Bilal"]);
    expect(names((await call({ search: "5550000" })).items)).toEqual(["Hamza"]);
    expect(names((await call({ search: "%" })).items)).toEqual([]);
    expect(names((await call({ branch_id: gulberg.id, sort: "name", order: "asc" })).items)).toEqual([
      "Bilal",
      "Zahid",
    ]);
    expect(names((await call({ branch_id: dha.id, status: "active" })).items)).toEqual(["Bilal"]);
    expect(names((await call({ status: "inactive" })).items)).toEqual(["Hamza"]);
    const second = await call({ sort: "name", order: "desc", limit: 2, page: 2 });
    expect(second).toMatchObject({ total: 3, page: 2, limit: 2 });
    expect(names(second.items)).toEqual(["Bilal"]);
  });
});

describe("GET get-all-team-member-by-branch-id and get-all-team-member-by-branch-service-id", () => {
  it("answers 401, 400 naming the field, 403, and 404 for another shop's branch or service", async () => {
    const shop = await createShop(t);
    const branch = await createBranch(t, shop.shopId);
    expect((await t.api.call(byBranch, { query: { branch_id: branch.id } })).status).toBe(401);
    const bad = await t.api.call(byBranch, { token: shop.token, query: { branch_id: "gulberg" } });
    expect(bad.body).toEqual(refusalEnvelope(400, "branch_id: must be a valid id"));
    const badService = await t.api.call(byBranchService, {
      token: shop.token,
      query: { branch_id: branch.id, service_id: "oil-change" },
    });
    expect(badService.body.message).toBe("service_id: must be a valid id");
    const staff = await createStaffUser(t, shop.shopId, { permissions: ["services.view"] });
    expect((await t.api.call(byBranch, { token: staff.token, query: { branch_id: branch.id } })).status).toBe(403);

    const other = await createShop(t);
    const foreignBranch = await createBranch(t, other.shopId);
    const foreignService = await createService(t, other.shopId);
    const notMine = await t.api.call(byBranch, { token: shop.token, query: { branch_id: foreignBranch.id } });
    expect(notMine.body).toEqual(refusalEnvelope(404, "Branch not found"));
    const query = { branch_id: branch.id, service_id: foreignService.id };
    const serviceNotMine = await t.api.call(byBranchService, { token: shop.token, query });
    expect(serviceNotMine.body.message).toBe("Service not found");
    const unknown = await t.api.call(byBranch, { token: shop.token, query: { branch_id: randomUUID() } });
    expect(unknown.status).toBe(404);
  });

  it("lists the active members at the branch, and of them those who perform the service", async () => {
    const shop = await createShop(t);
    const [branch, elsewhere] = await Promise.all([createBranch(t, shop.shopId), createBranch(t, shop.shopId)]);
    const asif = await createMember(t, shop.shopId, { name: "Asif", branchIds: [branch.id] });
    const bilal = await createMember(t, shop.shopId, { name: "Bilal", branchIds: [branch.id], jobTitle: "painter" });
    await createMember(t, shop.shopId, { name: "Inactive", active: false, branchIds: [branch.id] });
    const away = await createMember(t, shop.shopId, { name: "Away", branchIds: [elsewhere.id] });
    const service = await createService(t, shop.shopId, { branchIds: [branch.id] });
    for (const member of [bilal, away]) {
      await t.api.call(setServices, { token: shop.token, body: { id: member.id, service_ids: [service.id] } });
    }
    const atBranch = await t.api.call(byBranch, { token: shop.token, query: { branch_id: branch.id } });
    expect(atBranch.body.result).toEqual([
      { _id: asif.id, name_eng: "Asif", name_arabic: null, image_id: null, job_title: "technician" },
      { _id: bilal.id, name_eng: "Bilal", name_arabic: null, image_id: null, job_title: "painter" },
    ]);
    const performing = await t.api.call(byBranchService, {
      token: shop.token,
      query: { branch_id: branch.id, service_id: service.id },
    });
    expect(names(performing.body.result)).toEqual(["Bilal"]);
  });
});
