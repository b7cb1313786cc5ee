import { branchEndpoints, vehicleEndpoints, type Endpoint, type Envelope } from "@pitlane/domain";
import { describe, expect, it } from "vitest";
import { useTestApp } from "../test/app.js";
import { createCompany, createFleetUser } from "../test/factories/fleet.js";
import { createShop, createStaffUser } from "../test/factories/shop.js";
import { refusalEnvelope, UNAUTHENTICATED } from "../test/refusals.js";
import { TokenBuckets } from "./request-limits.js";

// Small budgets so that a test spends them in a few requests; the clock only moves when a test moves it.
let now = 0;
const t = useTestApp(
  {
    SESSION_REQUEST_BURST: "5",
    SESSION_REQUESTS_PER_SECOND: "1",
    TENANT_REQUEST_BURST: "8",
    TENANT_REQUESTS_PER_SECOND: "1",
    SESSION_EXPORTS_PER_MINUTE: "2",
    TENANT_EXPORTS_PER_MINUTE: "3",
  },
  { limitClock: () => now },
);

const TOO_MANY = refusalEnvelope(429, "Too many requests. Please wait a moment and try again.");
const branches = branchEndpoints.list;
const { list: vehicles, exportCsv } = vehicleEndpoints;

/** One signed-in GET (a list or a CSV export): its status, Retry-After, and envelope when refused. */
async function get(endpoint: Endpoint, token: string) {
  const res = await t.app.inject({ method: "GET", url: endpoint.path, headers: { authorization: `Bearer ${token}` } });
  const body: Envelope<unknown> | null = res.statusCode === 200 ? null : res.json();
  return { status: res.statusCode, retryAfter: res.headers["retry-after"], body };
}

/** Calls `endpoint` `times` times with `token`, one after the other, and answers the statuses. */
async function statuses(endpoint: Endpoint, token: string, times: number): Promise<number[]> {
  const answered: number[] = [];
  for (let i = 0; i < times; i++) answered.push((await get(endpoint, token)).status);
  return answered;
}

describe("the request limits of signed-in requests", () => {
  it("answers 401 to a caller without a session, whatever the budgets", async () => {
    for (let i = 0; i < 10; i++) {
      const res = await t.api.call(branches);
      expect(res.status).toBe(401);
      expect(res.body).toEqual(UNAUTHENTICATED);
    }
  });

  it("answers 429 with Retry-After to a session past its budget, and not to another session of the shop", async () => {
    now += 60_000;
    const shop = await createShop(t);
    const staff = await createStaffUser(t, shop.shopId, { permissions: ["branches.view"] });
    expect(await statuses(branches, shop.token, 5)).toEqual([200, 200, 200, 200, 200]);

    const refused = await get(branches, shop.token);
    expect(refused.status).toBe(429);
    expect(refused.retryAfter).toBe("1");
    expect(refused.body).toEqual(TOO_MANY);
    expect((await get(branches, staff.token)).status).toBe(200);
  });

  it("answers 429 to every session of a tenant past the tenant's budget, and not to another tenant", async () => {
    now += 60_000;
    const busy = await createShop(t);
    const colleague = await createStaffUser(t, busy.shopId, { permissions: ["branches.view"] });
    const other = await createShop(t);
    // The owner spends 5 of the shop's 8, the colleague the other 3: their own budgets have some left.
    expect(await statuses(branches, busy.token, 5)).toEqual([200, 200, 200, 200, 200]);
    expect(await statuses(branches, colleague.token, 4)).toEqual([200, 200, 200, 429]);

    const refused = await get(branches, colleague.token);
    expect(refused.retryAfter).toBe("1");
    expect(refused.body).toEqual(TOO_MANY);
    expect(await statuses(branches, other.token, 5)).toEqual([200, 200, 200, 200, 200]);
  });

  it("refuses exports past their tighter budget first, while the session's reads still go through", async () => {
    now += 60_000;
    const company = await createCompany(t);
    expect(await statuses(exportCsv, company.token, 3)).toEqual([200, 200, 429]);

    const refused = await get(exportCsv, company.token);
    // Two exports a minute: the next one is 30 seconds away.
    expect(refused.retryAfter).toBe("30");
    expect(refused.body).toEqual(TOO_MANY);
    expect((await get(vehicles, company.token)).status).toBe(200);
  });

  it("refuses a company's exports past the company's export budget, whichever session asks", async () => {
    now += 60_000;
    const company = await createCompany(t);
    const manager = await createFleetUser(t, company.companyId, { permissions: ["vehicles.view", "vehicles.export"] });
    expect(await statuses(exportCsv, company.token, 2)).toEqual([200, 200]);
    expect(await statuses(exportCsv, manager.token, 2)).toEqual([200, 429]);
    const other = await createCompany(t);
    expect((await get(exportCsv, other.token)).status).toBe(200);
  });

  it("lets a refused session in again once its budget has refilled", async () => {
    now += 60_000;
    const shop = await createShop(t);
    expect(await statuses(branches, shop.token, 6)).toEqual([200, 200, 200, 200, 200, 429]);
    now += 999;
    expect((await get(branches, shop.token)).status).toBe(429);
    now += 1;
    expect(await statuses(branches, shop.token, 2)).toEqual([200, 429]);
    now += 3_000;
    expect(await statuses(branches, shop.token, 4)).toEqual([200, 200, 200, 429]);
  });
});

describe("the buckets behind the limits", () => {
  it("forgets idle keys once many have been seen, and keeps the ones still spending", () => {
    const buckets = new TokenBuckets({ burst: 2, perSecond: 1 });
    const busy = buckets.bucketOf("busy", 0);
    busy.tokens = 0;
    for (let i = 0; i < 9_999; i++) buckets.bucketOf(`idle-${i}`, 0);
    expect(buckets.size).toBe(10_000);
    // One second on, the busy key has refilled only half of its burst; every idle key is full.
    buckets.bucketOf("newcomer", 1_000);
    expect(buckets.size).toBe(2);
    expect(buckets.bucketOf("busy", 1_000).tokens).toBe(1);
  });
});
