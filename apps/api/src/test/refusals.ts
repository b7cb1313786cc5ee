import { randomUUID } from "node:crypto";
import {
  OPS_ROLE_PERMISSIONS,
  RefusalText,
  type Endpoint,
  type FleetPermission,
  type OpsPermission,
  type Refusal,
  type ShopPermission,
} from "@pitlane/domain";
import { expect, it } from "vitest";
import type { z } from "zod";
import type { TestApp } from "./app.js";
import type { CallOptions } from "./client.js";
import { createCompany, createFleetUser, type TestCompany } from "./factories/fleet.js";
import { createOpsUser, type TestOpsUser } from "./factories/ops.js";
import { createBranch, createShop, createStaffUser, type TestShop } from "./factories/shop.js";

/**
 * The refusals every route makes, in the order the house tests them (401, 400, 403, 404), each as
 * one `it` with the same title and assertions a route test would write by hand.
 */

/**
 * The refusal an English message names: its code, field and values ("fuel_limit: must be at most
 * 100000" is `max` of fuel_limit with max 100000). Tests write what an API client reads; this
 * checks that the envelope's code is the one the catalogue gives that text.
 */
function refusalNamed(message: string): Refusal {
  const [, field, text] = /^([A-Za-z_][\w.]*): (.+)$/.exec(message) ?? [undefined, undefined, message];
  const exact = Object.entries(RefusalText).find(([, template]) => template === text);
  if (exact) return { code: exact[0], ...(field ? { field } : {}) };
  for (const [code, template] of Object.entries(RefusalText)) {
    const names = [...template.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1] ?? "");
    const pattern = template.replace(/[.*+?^$()|[\]\\]/g, "\\$&").replace(/\\?\{\\?\{\w+\\?\}\\?\}/g, "(.+)");
    const found = new RegExp(`^${pattern}$`).exec(text ?? "");
    if (!found) continue;
    const values = names.map((name, i) => [name, found[i + 1] ?? ""] as const);
    const params = Object.fromEntries(values.map(([name, v]) => [name, /^-?\d+(\.\d+)?$/.test(v) ? Number(v) : v]));
    return { code, ...(field ? { field } : {}), ...(names.length > 0 ? { params } : {}) };
  }
  throw new Error(`no refusal of the catalogue reads "${message}"`);
}

/** The envelope of a refusal as the API sends it: the status, the code behind the message, the message. */
export const refusalEnvelope = (status: number, message: string, result: unknown = null) => ({
  error_code: status,
  ...refusalNamed(message),
  message,
  result,
});

/** One refused row of an import as the API answers it: row, column, the code behind the message, the message. */
export function importRowError(row: number, field: string, message: string) {
  const { code, params } = refusalNamed(message);
  return { row, field, code, ...(params ? { params } : {}), message };
}

export const UNAUTHENTICATED = refusalEnvelope(401, "Please sign in to continue");
export const FORBIDDEN = refusalEnvelope(403, "You do not have permission to do this");
export const invalidEnvelope = (message: string) => refusalEnvelope(400, message);
/** 404 for `entity` ("Team member"): the code is its name in snake case, `team_member_not_found`. */
export const notFoundEnvelope = (entity: string) => refusalEnvelope(404, `${entity} not found`);

/** How a test calls the endpoint for a tenant it just made: the record's id, a body ... (the token is added). */
type Call<E extends Endpoint, T> = (tenant: T) => Promise<CallOptions<E>> | CallOptions<E>;

/** How the refusals make a tenant (a shop or a fleet company) and a user of it holding some permissions. */
interface Tenancy<T extends { token: string }, P extends string> {
  noun: string;
  create: (t: TestApp) => Promise<T>;
  idOf: (tenant: T) => string;
  member: (t: TestApp, tenant: T, permissions?: P[]) => Promise<{ token: string }>;
}

/** The refusal tests, for shops or for fleet companies. */
function refusalsFor<T extends { token: string }, P extends string>(tenancy: Tenancy<T, P>) {
  function itRefusesWithoutSession<E extends Endpoint>(
    t: TestApp,
    endpoint: E,
    call?: Call<E, T>,
    title = "answers 401 without a session",
  ) {
    it(title, async () => {
      const options = call ? await call(await tenancy.create(t)) : {};
      const res = await t.api.call(endpoint, options);
      expect(res.status).toBe(401);
      expect(res.body).toEqual(UNAUTHENTICATED);
    });
  }

  /** 403 for a user of the shop whose role grants only `permissions` (none when left out). */
  function itRefusesWithoutPermission<E extends Endpoint>(
    t: TestApp,
    endpoint: E,
    options: { title: string; permissions?: P[]; call?: Call<E, T> },
  ) {
    it(options.title, async () => {
      const shop = await tenancy.create(t);
      const request = options.call ? await options.call(shop) : {};
      const staff = await tenancy.member(t, shop, options.permissions);
      const res = await t.api.call(endpoint, { ...request, token: staff.token });
      expect(res.status).toBe(403);
      expect(res.body).toEqual(FORBIDDEN);
    });
  }

  /** An endpoint reading one record by the `:id` of its path. */
  type ById = Endpoint<z.ZodType<unknown, { id: string }>>;

  function itRefusesABadId(t: TestApp, endpoint: ById, badId = "42") {
    it("answers 400 naming id when it is not a uuid", async () => {
      const shop = await tenancy.create(t);
      const res = await t.api.call(endpoint, { token: shop.token, params: { id: badId } });
      expect(res.status).toBe(400);
      expect(res.body).toEqual(invalidEnvelope("id: must be a valid id"));
    });
  }

  /** 404, as if it did not exist, for another shop's record (made by `create`) and for an unknown id. */
  function itHidesAnotherTenantsRecord(
    t: TestApp,
    endpoint: ById,
    options: { entity: string; create: (shopId: string) => Promise<string> },
  ) {
    it(`answers 404 for another ${tenancy.noun}'s ${options.entity.toLowerCase()} and for an unknown id`, async () => {
      const shop = await tenancy.create(t);
      const other = await tenancy.create(t);
      const res = await t.api.call(endpoint, {
        token: shop.token,
        params: { id: await options.create(tenancy.idOf(other)) },
      });
      expect(res.status).toBe(404);
      expect(res.body).toEqual(notFoundEnvelope(options.entity));
      expect((await t.api.call(endpoint, { token: shop.token, params: { id: randomUUID() } })).status).toBe(404);
    });
  }

  /**
   * The refusals of a get-by-id route: 401, 400 naming id, 403 for a user holding only `permissions`
   * (none when left out), and 404 for another shop's record and an unknown id.
   */
  function itRefusesLikeEveryGet(
    t: TestApp,
    endpoint: ById,
    options: {
      /** As the 404 names it: "Branch" for "Branch not found". */
      entity: string;
      permission: P;
      permissions?: P[];
      /** Makes a record of the shop and answers its id. */
      create: (shopId: string) => Promise<string>;
      badId?: string;
      forbiddenTitle?: string;
    },
  ) {
    const byId = async (shop: T) => ({ params: { id: await options.create(tenancy.idOf(shop)) } });
    itRefusesWithoutSession(t, endpoint, byId);
    itRefusesABadId(t, endpoint, options.badId);
    const title = options.forbiddenTitle ?? `answers 403 for a user without ${options.permission}`;
    itRefusesWithoutPermission(t, endpoint, { title, permissions: options.permissions, call: byId });
    itHidesAnotherTenantsRecord(t, endpoint, options);
  }

  /** A list's query: page, limit and search, whatever else it takes. */
  type Searched = Endpoint<z.ZodType | undefined, z.ZodType<unknown, { search?: unknown }>>;

  function itRefusesALongSearch(
    t: TestApp,
    endpoint: Searched,
    title = "answers 400 naming the field for a search longer than 100 characters",
  ) {
    it(title, async () => {
      const shop = await tenancy.create(t);
      const res = await t.api.call(endpoint, { token: shop.token, query: { search: "x".repeat(101) } });
      expect(res.status).toBe(400);
      expect(res.body).toEqual(invalidEnvelope("search: is too long"));
    });
  }

  /**
   * The refusals of a list route: 401, 400 naming search when it is too long, 403 for a user holding
   * only `permissions` (none when left out).
   */
  function itRefusesLikeEveryList(
    t: TestApp,
    endpoint: Searched,
    options: { permission: P; permissions?: P[]; forbiddenTitle?: string },
  ) {
    itRefusesWithoutSession(t, endpoint);
    itRefusesALongSearch(t, endpoint);
    const title = options.forbiddenTitle ?? `answers 403 for a user without ${options.permission}`;
    itRefusesWithoutPermission(t, endpoint, { title, permissions: options.permissions });
  }

  return {
    itRefusesWithoutSession,
    itRefusesWithoutPermission,
    itRefusesABadId,
    itHidesAnotherTenantsRecord,
    itRefusesLikeEveryGet,
    itRefusesALongSearch,
    itRefusesLikeEveryList,
  };
}

export const {
  itRefusesWithoutSession,
  itRefusesWithoutPermission,
  itRefusesABadId,
  itHidesAnotherTenantsRecord,
  itRefusesLikeEveryGet,
  itRefusesALongSearch,
  itRefusesLikeEveryList,
} = refusalsFor<TestShop, ShopPermission>({
  noun: "shop",
  create: (t) => createShop(t),
  idOf: (shop) => shop.shopId,
  member: (t, shop, permissions) => createStaffUser(t, shop.shopId, permissions ? { permissions } : {}),
});

/** The same refusals for the fleet portal's routes, with companies and their users. */
export const fleetRefusals = refusalsFor<TestCompany, FleetPermission>({
  noun: "company",
  create: (t) => createCompany(t),
  idOf: (company) => company.companyId,
  member: (t, company, permissions) => createFleetUser(t, company.companyId, permissions ? { permissions } : {}),
});

/**
 * The same refusals for the operations console: its "tenant" is the platform, whose admin holds all;
 * a user holding less is a reviewer, the one other role (which `permissions` must fit).
 */
export const opsRefusals = refusalsFor<TestOpsUser, OpsPermission>({
  noun: "platform",
  create: (t) => createOpsUser(t, "admin"),
  idOf: (admin) => admin.userId,
  member: (t, _admin, permissions = []) => {
    if (!permissions.every((p) => OPS_ROLE_PERMISSIONS.reviewer.includes(p))) {
      throw new Error(`a console user holds all permissions or the reviewer's, not ${permissions.join(", ")}`);
    }
    return createOpsUser(t, "reviewer");
  },
});

/** A list of one branch's records, named by the branch_id of its query. */
type ByBranch = Endpoint<z.ZodType | undefined, z.ZodType<unknown, { branch_id: string }>>;

/**
 * The refusals of a by-branch route: 401, 400 naming branch_id for a value that is not an id, 403
 * for a user holding only `permissions`, and 404 for another shop's branch.
 */
export function itRefusesLikeEveryByBranch(
  t: TestApp,
  endpoint: ByBranch,
  options: { permission: ShopPermission; permissions: ShopPermission[] },
) {
  itRefusesWithoutSession(t, endpoint, () => ({ query: { branch_id: randomUUID() } }));

  it("answers 400 naming branch_id", async () => {
    const shop = await createShop(t);
    const res = await t.api.call(endpoint, { token: shop.token, query: { branch_id: "north" } });
    expect(res.status).toBe(400);
    expect(res.body).toEqual(invalidEnvelope("branch_id: must be a valid id"));
  });

  itRefusesWithoutPermission(t, endpoint, {
    title: `answers 403 for a user without ${options.permission}`,
    permissions: options.permissions,
    call: async (shop) => ({ query: { branch_id: (await createBranch(t, shop.shopId)).id } }),
  });

  it("answers 404 for another shop's branch", async () => {
    const shop = await createShop(t);
    const foreign = await createBranch(t, (await createShop(t)).shopId);
    const res = await t.api.call(endpoint, { token: shop.token, query: { branch_id: foreign.id } });
    expect(res.status).toBe(404);
    expect(res.body).toEqual(notFoundEnvelope("Branch"));
  });
}

/**
 * Sends bodies a route must refuse with 400 naming the field, one per call of the answer:
 * `await refuse(body, "name: is required")`. `toBody` builds the body from what the test passes
 * (overrides of a valid body, say); `request` holds the token and the path's params.
 */
export function refusalsOf<E extends Endpoint, Sent = unknown>(
  t: TestApp,
  endpoint: E,
  request: CallOptions<E>,
  toBody: (sent: Sent) => unknown = (sent) => sent,
) {
  return async (sent: Sent, message: string) => {
    const res = await t.api.call(endpoint, { ...request, body: toBody(sent) });
    expect(res.status, message).toBe(400);
    expect(res.body).toEqual(invalidEnvelope(message));
  };
}
