import { opsAuthEndpoints, opsEndpoints as endpoints } from "@pitlane/domain";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { opsAudit, opsUsers, sessions } from "../../../db/schema/index.js";
import { useTestApp } from "../../../test/app.js";
import { createCompany } from "../../../test/factories/fleet.js";
import { createOpsUser, type TestOpsUser } from "../../../test/factories/ops.js";
import { TEST_PASSWORD } from "../../../test/factories/shop.js";
import { opsRefusals, refusalsOf } from "../../../test/refusals.js";

const t = useTestApp();
const { itRefusesWithoutSession, itRefusesWithoutPermission, itRefusesALongSearch } = opsRefusals;
const reviewerTitle = "answers 403 to a reviewer";

const newUser = (overrides: object = {}) => ({
  name: "Sana Reviewer",
  email: `sana-${crypto.randomUUID().slice(0, 8)}@platform.test`,
  role: "reviewer",
  password: "a-long-secret-9",
  ...overrides,
});

const userRow = async (id: string) => (await t.db.select().from(opsUsers).where(eq(opsUsers.id, id)))[0]!;

/** Switches off every admin but these: the tests of the last admin count from a known set. */
const leaveOnlyAdmins = async (...kept: TestOpsUser[]) => {
  const keptIds = new Set(kept.map((admin) => admin.userId));
  const others = await t.db
    .select()
    .from(opsUsers)
    .where(and(eq(opsUsers.role, "admin"), eq(opsUsers.active, true)));
  for (const other of others.filter((row) => !keptIds.has(row.id))) {
    await t.db.update(opsUsers).set({ active: false }).where(eq(opsUsers.id, other.id));
  }
};

describe("GET /ops/api/users", () => {
  itRefusesWithoutSession(t, endpoints.users);

  it("answers 401 to a fleet company's session", async () => {
    const company = await createCompany(t);
    expect((await t.api.call(endpoints.users, { token: company.token })).status).toBe(401);
  });

  itRefusesALongSearch(t, endpoints.users);
  itRefusesWithoutPermission(t, endpoints.users, { title: reviewerTitle });

  it("lists the console's users newest first, found by name or e-mail, without their passwords", async () => {
    const admin = await createOpsUser(t);
    const reviewer = await createOpsUser(t, "reviewer");
    const list = async (query: Record<string, string> = {}) =>
      (await t.api.call(endpoints.users, { token: admin.token, query })).body.result!;
    const all = await list({ limit: "100" });
    expect(all.items[0]).toEqual({
      _id: reviewer.userId,
      name: reviewer.name,
      email: reviewer.email,
      role: "reviewer",
      active: true,
      created_at: expect.any(String),
    });
    expect(all.items.map((user) => user._id)).toContain(admin.userId);
    expect((await list({ search: reviewer.name.toLowerCase() })).items.map((user) => user._id)).toEqual([
      reviewer.userId,
    ]);
    expect((await list({ search: admin.email.toUpperCase() })).items.map((user) => user._id)).toEqual([admin.userId]);
  });
});

describe("POST /ops/api/users", () => {
  itRefusesWithoutSession(t, endpoints.addUser, () => ({ body: newUser() }));

  it("answers 400 naming the field, and refuses a common password as everywhere, adding nobody", async () => {
    const admin = await createOpsUser(t);
    const refuse = refusalsOf(t, endpoints.addUser, { token: admin.token }, (overrides: object) => newUser(overrides));
    await refuse({ name: " " }, "name: is required");
    await refuse({ email: "not-an-email" }, "email: must be a valid e-mail address");
    await refuse({ role: "owner" }, "role: is required");
    await refuse({ password: "short" }, "password: must be at least 8 characters");
    await refuse(
      { password: "password123" },
      "password: is one of the most common passwords: choose one that is harder to guess",
    );
    expect(await t.db.select().from(opsUsers).where(eq(opsUsers.name, "Sana Reviewer"))).toEqual([]);
  });

  it("answers 403 to a reviewer, adding nobody", async () => {
    const reviewer = await createOpsUser(t, "reviewer");
    const body = newUser();
    expect((await t.api.call(endpoints.addUser, { token: reviewer.token, body })).status).toBe(403);
    expect(await t.db.select().from(opsUsers).where(eq(opsUsers.email, body.email))).toEqual([]);
  });

  it("adds a user who signs in with the role given, audited without the password", async () => {
    const admin = await createOpsUser(t);
    const body = newUser({ email: "Sana.New@Platform.test" });
    const res = await t.api.call(endpoints.addUser, { token: admin.token, body });
    expect(res.status).toBe(200);
    expect(res.body.result).toMatchObject({ name: "Sana Reviewer", email: "sana.new@platform.test", role: "reviewer" });
    const login = await t.api.call(opsAuthEndpoints.login, {
      body: { email: "sana.new@platform.test", password: body.password },
    });
    expect(login.body.result!.user.permissions).toEqual(["top_ups.view", "top_ups.decide"]);
    const [entry] = await t.db.select().from(opsAudit).where(eq(opsAudit.targetId, res.body.result!._id));
    expect(entry).toMatchObject({
      action: "ops_user.add",
      actorName: admin.name,
      before: null,
      after: { name: "Sana Reviewer", email: "sana.new@platform.test", role: "reviewer", active: true },
    });
    expect(JSON.stringify(entry)).not.toContain("argon2");
  });

  it("answers 409 ops_email_taken on the field email for an e-mail a console user has, in any case", async () => {
    const admin = await createOpsUser(t);
    const res = await t.api.call(endpoints.addUser, {
      token: admin.token,
      body: newUser({ email: admin.email.toUpperCase() }),
    });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ code: "ops_email_taken", field: "email" });
    expect(res.body.message).toBe("email: is already the e-mail of an operations user");
  });
});

describe("PATCH /ops/api/users/:id", () => {
  const update = (token: string, id: string, body: unknown) =>
    t.api.call(endpoints.updateUser, { token, params: { id }, body });

  itRefusesWithoutSession(t, endpoints.updateUser, (admin) => ({
    params: { id: admin.userId },
    body: { role: "admin", active: true },
  }));
  opsRefusals.itRefusesABadId(t, endpoints.updateUser);

  it("answers 400 naming the field, changing nothing", async () => {
    const admin = await createOpsUser(t);
    const reviewer = await createOpsUser(t, "reviewer");
    const refuse = refusalsOf(t, endpoints.updateUser, { token: admin.token, params: { id: reviewer.userId } });
    await refuse({ role: "admin", active: "yes" }, "active: must be true or false");
    await refuse({ role: "root", active: true }, "role: is required");
    expect(await userRow(reviewer.userId)).toMatchObject({ role: "reviewer", active: true });
  });

  it("answers 403 to a reviewer, who cannot promote themselves", async () => {
    const reviewer = await createOpsUser(t, "reviewer");
    const res = await update(reviewer.token, reviewer.userId, { role: "admin", active: true });
    expect(res.status).toBe(403);
    expect((await userRow(reviewer.userId)).role).toBe("reviewer");
  });

  it("answers 404 ops_user_not_found for an unknown user", async () => {
    const admin = await createOpsUser(t);
    const res = await update(admin.token, crypto.randomUUID(), { role: "admin", active: true });
    expect(res.status).toBe(404);
    expect(res.body.code).toBe("ops_user_not_found");
  });

  it("promotes a reviewer, whose next request holds every permission, and audits before and after", async () => {
    const admin = await createOpsUser(t);
    const reviewer = await createOpsUser(t, "reviewer");
    expect((await t.api.call(endpoints.users, { token: reviewer.token })).status).toBe(403);
    const res = await update(admin.token, reviewer.userId, { role: "admin", active: true });
    expect(res.status).toBe(200);
    expect(res.body.result).toMatchObject({ _id: reviewer.userId, role: "admin", active: true });
    expect((await t.api.call(endpoints.users, { token: reviewer.token })).status).toBe(200);
    const [entry] = await t.db.select().from(opsAudit).where(eq(opsAudit.targetId, reviewer.userId));
    expect(entry).toMatchObject({
      action: "ops_user.edit",
      before: { role: "reviewer", active: true },
      after: { role: "admin", active: true },
    });
  });

  it("switches a user off: their sessions end (switched on again, the old token stays dead) and they cannot sign in", async () => {
    const admin = await createOpsUser(t);
    const reviewer = await createOpsUser(t, "reviewer");
    expect((await t.api.call(opsAuthEndpoints.me, { token: reviewer.token })).status).toBe(200);
    const res = await update(admin.token, reviewer.userId, { role: "reviewer", active: false });
    expect(res.body.result).toMatchObject({ active: false });
    expect((await t.api.call(opsAuthEndpoints.me, { token: reviewer.token })).status).toBe(401);
    expect(await t.db.select().from(sessions).where(eq(sessions.opsUserId, reviewer.userId))).toEqual([]);
    const login = await t.api.call(opsAuthEndpoints.login, {
      body: { email: reviewer.email, password: TEST_PASSWORD },
    });
    expect(login.status).toBe(401);
    await update(admin.token, reviewer.userId, { role: "reviewer", active: true });
    expect((await t.api.call(opsAuthEndpoints.me, { token: reviewer.token })).status).toBe(401);
  });

  it("answers 409 ops_last_admin to a change that would leave no active admin, demoting or switching off", async () => {
    const admin = await createOpsUser(t);
    await leaveOnlyAdmins(admin);
    for (const body of [
      { role: "reviewer", active: true },
      { role: "admin", active: false },
    ]) {
      const res = await update(admin.token, admin.userId, body);
      expect(res.status).toBe(409);
      expect(res.body.code).toBe("ops_last_admin");
    }
    expect(await userRow(admin.userId)).toMatchObject({ role: "admin", active: true });
    const second = await createOpsUser(t);
    expect((await update(admin.token, admin.userId, { role: "reviewer", active: true })).status).toBe(200);
    const last = await update(second.token, second.userId, { role: "admin", active: false });
    expect(last.body.code).toBe("ops_last_admin");
  });

  it("lets only one of two admins demoting each other at once succeed: an active admin remains", async () => {
    const first = await createOpsUser(t);
    const second = await createOpsUser(t);
    await leaveOnlyAdmins(first, second);
    const answers = await Promise.all([
      update(first.token, second.userId, { role: "reviewer", active: true }),
      update(second.token, first.userId, { role: "reviewer", active: true }),
    ]);
    const statuses = answers.map((res) => res.status).sort();
    // The second either finds itself demoted (403) or the first demoted (409): never both through.
    expect(statuses[0]).toBe(200);
    expect([403, 409]).toContain(statuses[1]);
    const admins = await t.db
      .select()
      .from(opsUsers)
      .where(and(eq(opsUsers.role, "admin"), eq(opsUsers.active, true)));
    expect(admins).toHaveLength(1);
  });
});
