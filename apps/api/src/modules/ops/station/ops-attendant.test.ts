import { opsStationEndpoints as endpoints, stationEndpoints } from "@pitlane/domain";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { opsAudit } from "../../../db/schema/index.js";
import { useTestApp } from "../../../test/app.js";
import { usePlaces } from "../../../test/factories/location.js";
import { createOpsUser } from "../../../test/factories/ops.js";
import { addStation } from "../../../test/factories/ops-station.js";
import { notFoundEnvelope, opsRefusals } from "../../../test/refusals.js";

const t = useTestApp();
const places = usePlaces(t);
const { itRefusesWithoutSession, itRefusesWithoutPermission } = opsRefusals;
const PASSWORD = "forecourt-shift-7";

const body = (overrides: Record<string, unknown> = {}) => ({
  name: "Bilal Attendant",
  email: `bilal-${crypto.randomUUID().slice(0, 8)}@station.test`,
  password: PASSWORD,
  ...overrides,
});
const signIn = (email: string, password = PASSWORD) =>
  t.api.call(stationEndpoints.login, { body: { email, password } });

describe("a station's attendants in the console", () => {
  const stationOf = async (admin: { token: string }) => ({
    params: { stationId: (await addStation(t, admin.token, places))._id },
  });
  itRefusesWithoutSession(t, endpoints.attendants, stationOf);
  itRefusesWithoutPermission(t, endpoints.addAttendant, {
    title: "answers 403 to a reviewer adding one",
    call: async (admin) => ({ ...(await stationOf(admin)), body: body() }),
  });

  it("adds an attendant who can then sign in on the terminal page, audited without the password", async () => {
    const admin = await createOpsUser(t);
    const { params } = await stationOf(admin);
    const sent = body({ email: "Sana.Attendant@Station.test" });
    const added = await t.api.call(endpoints.addAttendant, { token: admin.token, params, body: sent });
    expect(added.status).toBe(200);
    expect(added.body.result).toMatchObject({
      name: "Bilal Attendant",
      email: "sana.attendant@station.test",
      active: true,
    });
    const list = await t.api.call(endpoints.attendants, { token: admin.token, params });
    expect(list.body.result!.items.map((a) => a.email)).toEqual(["sana.attendant@station.test"]);
    expect((await signIn("sana.attendant@station.test")).status).toBe(200);
    const [audit] = await t.db.select().from(opsAudit).where(eq(opsAudit.targetId, added.body.result!._id));
    expect(audit).toMatchObject({ action: "attendant.add" });
    expect(JSON.stringify(audit!.after)).not.toContain(PASSWORD);
  });

  it("refuses an e-mail another attendant has, a weak password and a missing name, adding nothing", async () => {
    const admin = await createOpsUser(t);
    const { params } = await stationOf(admin);
    const first = body();
    await t.api.call(endpoints.addAttendant, { token: admin.token, params, body: first });
    const other = await stationOf(admin);
    const taken = await t.api.call(endpoints.addAttendant, {
      token: admin.token,
      params: other.params,
      body: body({ email: first.email.toUpperCase() }),
    });
    expect(taken.status).toBe(409);
    expect(taken.body).toMatchObject({ code: "attendant_email_taken", field: "email" });
    const weak = await t.api.call(endpoints.addAttendant, {
      token: admin.token,
      params,
      body: body({ password: "password" }),
    });
    expect(weak.status).toBe(400);
    expect(
      (await t.api.call(endpoints.addAttendant, { token: admin.token, params, body: body({ name: "" }) })).status,
    ).toBe(400);
    const list = await t.api.call(endpoints.attendants, { token: admin.token, params: other.params });
    expect(list.body.result!.items).toEqual([]);
  });

  it("switches an attendant off, ending their session, and gives a new password", async () => {
    const admin = await createOpsUser(t);
    const { params } = await stationOf(admin);
    const sent = body();
    const added = (await t.api.call(endpoints.addAttendant, { token: admin.token, params, body: sent })).body.result!;
    const token = (await signIn(sent.email)).body.result!.token;
    const attendant = { ...params, attendantId: added._id };
    const off = await t.api.call(endpoints.updateAttendant, {
      token: admin.token,
      params: attendant,
      body: { active: false },
    });
    expect(off.body.result).toMatchObject({ active: false });
    expect((await t.api.call(stationEndpoints.terminal, { token })).status).toBe(401);
    expect((await signIn(sent.email)).status).toBe(401);

    const newPassword = "night-shift-pump-9";
    await t.api.call(endpoints.updateAttendant, {
      token: admin.token,
      params: attendant,
      body: { active: true, password: newPassword },
    });
    expect((await signIn(sent.email)).status).toBe(401);
    expect((await signIn(sent.email, newPassword)).status).toBe(200);
    const empty = await t.api.call(endpoints.updateAttendant, { token: admin.token, params: attendant, body: {} });
    expect(empty.status).toBe(400);
    const unknown = await t.api.call(endpoints.updateAttendant, {
      token: admin.token,
      params: { ...params, attendantId: crypto.randomUUID() },
      body: { active: false },
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual(notFoundEnvelope("Attendant"));
  });
});
