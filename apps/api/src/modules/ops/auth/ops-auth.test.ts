import { fleetAuthEndpoints, opsAuthEndpoints as endpoints } from "@pitlane/domain";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { opsUsers } from "../../../db/schema/index.js";
import { useTestApp } from "../../../test/app.js";
import { createCompany } from "../../../test/factories/fleet.js";
import { createOpsUser } from "../../../test/factories/ops.js";
import { TEST_PASSWORD } from "../../../test/factories/shop.js";
import { opsRefusals } from "../../../test/refusals.js";
import { ensureFirstOpsAdmin } from "../first-admin.js";

const t = useTestApp();

describe("POST /ops/api/auth/login", () => {
  it("signs a console user in with the permissions of their role", async () => {
    const reviewer = await createOpsUser(t, "reviewer");
    const res = await t.api.call(endpoints.login, {
      body: { email: reviewer.email.toUpperCase(), password: TEST_PASSWORD },
    });
    expect(res.status).toBe(200);
    expect(res.body.result!.user).toEqual({
      _id: reviewer.userId,
      name: reviewer.name,
      email: reviewer.email,
      role: "reviewer",
      permissions: ["top_ups.view", "top_ups.decide"],
    });
    const me = await t.api.call(endpoints.me, { token: res.body.result!.token });
    expect(me.body.result!.email).toBe(reviewer.email);
  });

  it("refuses a wrong password, an unknown e-mail and a switched-off user alike", async () => {
    const admin = await createOpsUser(t, "admin");
    const off = await createOpsUser(t, "reviewer", false);
    for (const body of [
      { email: admin.email, password: "not-the-password" },
      { email: "nobody@pitlane.test", password: TEST_PASSWORD },
      { email: off.email, password: TEST_PASSWORD },
    ]) {
      const res = await t.api.call(endpoints.login, { body });
      expect(res.status).toBe(401);
      expect(res.body.code).toBe("invalid_credentials");
    }
  });

  it("holds guesses to the sign-in limit: 429 with Retry-After", async () => {
    const admin = await createOpsUser(t, "admin");
    let last = 0;
    let retryAfter: unknown;
    for (let i = 0; i < 12; i += 1) {
      const res = await t.api.call(endpoints.login, { body: { email: admin.email, password: `guess-${i}-wrong` } });
      last = res.status;
      retryAfter = res.headers["retry-after"];
      if (last === 429) break;
    }
    expect(last).toBe(429);
    expect(Number(retryAfter)).toBeGreaterThan(0);
  });
});

describe("the console's sessions", () => {
  opsRefusals.itRefusesWithoutSession(t, endpoints.me);

  it("do not open the fleet portal, and a fleet session does not open the console", async () => {
    const admin = await createOpsUser(t, "admin");
    const company = await createCompany(t);
    expect((await t.api.call(fleetAuthEndpoints.userInfo, { token: admin.token })).status).toBe(401);
    expect((await t.api.call(endpoints.me, { token: company.token })).status).toBe(401);
  });

  it("end on sign-out, and when the user is switched off", async () => {
    const admin = await createOpsUser(t, "admin");
    expect((await t.api.call(endpoints.logout, { token: admin.token })).status).toBe(200);
    expect((await t.api.call(endpoints.me, { token: admin.token })).status).toBe(401);
    const reviewer = await createOpsUser(t, "reviewer");
    await t.db.update(opsUsers).set({ active: false }).where(eq(opsUsers.id, reviewer.userId));
    t.sessions.forgetUser(reviewer.userId);
    expect((await t.api.call(endpoints.me, { token: reviewer.token })).status).toBe(401);
  });
});

describe("the console's first admin", () => {
  it("is made once, from the configured e-mail and password, and signs in", async () => {
    await t.db.delete(opsUsers);
    const made = await ensureFirstOpsAdmin(t.db, {
      opsAdmin: { email: "boss@platform.test", password: "a-long-secret-1" },
    });
    expect(made).toEqual({ email: "boss@platform.test" });
    const res = await t.api.call(endpoints.login, {
      body: { email: "boss@platform.test", password: "a-long-secret-1" },
    });
    expect(res.body.result!.user.role).toBe("admin");
    expect(await ensureFirstOpsAdmin(t.db, { opsAdmin: undefined })).toBeNull();
  });

  it("gets a random password, shown once, when none is configured and the database holds no demo", async () => {
    await t.db.delete(opsUsers);
    const made = await ensureFirstOpsAdmin(t.db, { opsAdmin: undefined });
    expect(made?.generatedPassword).toMatch(/^[\w-]{16}$/);
    const res = await t.api.call(endpoints.login, { body: { email: made!.email, password: made!.generatedPassword! } });
    expect(res.status).toBe(200);
    const again = await ensureFirstOpsAdmin(t.db, { opsAdmin: undefined });
    expect(again).toBeNull();
  });
});
