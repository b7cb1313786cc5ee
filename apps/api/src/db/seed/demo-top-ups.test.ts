import { fleetAuthEndpoints, opsAuthEndpoints, opsTopUpEndpoints, topUpEndpoints } from "@pitlane/domain";
import { beforeAll, describe, expect, it } from "vitest";
import { DEMO_OPS_USERS, ensureFirstOpsAdmin } from "../../modules/ops/first-admin.js";
import { createPinHasher, loadPinSecret } from "../../platform/pin-hash.js";
import { useTestApp } from "../../test/app.js";
import { checkLedgerAfterEach } from "../../test/factories/ledger.js";
import { seedDemoData } from "./demo.js";
import { DEMO_FLEET } from "./demo-fleet.js";
import { seedDemoTopUps } from "./demo-top-ups.js";

const t = useTestApp();
checkLedgerAfterEach(t);
beforeAll(async () => {
  expect(await seedDemoData(t.db, createPinHasher(loadPinSecret(t.config)))).toBe(true);
  // As a first start with the demo does it: the console's demo users, then the history they decided.
  expect(await ensureFirstOpsAdmin(t.db, { opsAdmin: undefined })).toBeNull();
  await seedDemoTopUps(t.db, t.config.dataDir);
});

const signIn = async (endpoint: typeof fleetAuthEndpoints.login | typeof opsAuthEndpoints.login, email: string) => {
  const res = await t.api.call(endpoint, { body: { email, password: DEMO_FLEET.password } });
  expect(res.status, res.body.message).toBe(200);
  return res.body.result!.token;
};

describe("the demo's top-ups", () => {
  it("give Indus Logistics a balance and three months of history: approved, one rejected, one overdue, one new", async () => {
    const token = await signIn(fleetAuthEndpoints.login, DEMO_FLEET.email);
    const balance = await t.api.call(topUpEndpoints.balance, { token });
    expect(balance.body.result).toMatchObject({ posted: 1_520_000, available: 1_520_000, pending_top_ups: 450_000 });
    const history = (await t.api.call(topUpEndpoints.list, { token, query: { limit: 50 } })).body.result!;
    expect(history.items.map((item) => (item.is_overdue ? "overdue" : item.status))).toEqual([
      "pending",
      "overdue",
      "approved",
      "approved",
      "approved",
      "rejected",
      "approved",
      "approved",
    ]);
    const rejected = history.items.find((item) => item.status === "rejected")!;
    expect(rejected.reason).toContain("PKR 20,000");
    expect(rejected.decided_by).toBe(DEMO_OPS_USERS[1].name);
    const first = history.items.at(-1)!;
    expect(Date.now() - Date.parse(first.created_at)).toBeGreaterThan(80 * 86_400_000);
  });

  it("wait in the reviewer's queue, the overdue one first, each with its proof image", async () => {
    const token = await signIn(opsAuthEndpoints.login, DEMO_OPS_USERS[1].email);
    const queue = (await t.api.call(opsTopUpEndpoints.list, { token })).body.result!;
    expect(queue.items.map((item) => [item.company_name, item.is_overdue])).toEqual([
      [DEMO_FLEET.name, true],
      [DEMO_FLEET.name, false],
    ]);
    const [overdue] = queue.items;
    const proof = await t.app.inject({
      method: "GET",
      url: `/ops/api/companies/${overdue!.company_id}/top-ups/${overdue!._id}/proof`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(proof.statusCode).toBe(200);
    expect(proof.headers["content-type"]).toBe("image/png");
  });

  it("let the demo's console admin sign in with the demo password", async () => {
    const token = await signIn(opsAuthEndpoints.login, DEMO_OPS_USERS[0].email);
    const me = await t.api.call(opsAuthEndpoints.me, { token });
    expect(me.body.result!.role).toBe("admin");
  });
});
