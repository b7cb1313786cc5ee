import { createHash } from "node:crypto";
import { opsStationEndpoints as endpoints } from "@pitlane/domain";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { opsAudit, stationTerminals } from "../../../db/schema/index.js";
import { useTestApp } from "../../../test/app.js";
import { usePlaces } from "../../../test/factories/location.js";
import { createOpsUser } from "../../../test/factories/ops.js";
import { addStation } from "../../../test/factories/ops-station.js";
import { invalidEnvelope, notFoundEnvelope, opsRefusals } from "../../../test/refusals.js";
import { hashTerminalKey, newTerminalKey } from "./terminal-key.js";

/** 09:00 in Karachi on 3 March 2030, until a test moves it. */
let now = new Date("2030-03-03T04:00:00Z");
const t = useTestApp({}, { clock: () => now });
const places = usePlaces(t);
const { itRefusesWithoutSession, itRefusesWithoutPermission } = opsRefusals;
const reviewerTitle = "answers 403 to a reviewer";

const terminalsOf = (stationId: string) =>
  t.db.select().from(stationTerminals).where(eq(stationTerminals.stationId, stationId));
const auditOf = (terminalId: string) => t.db.select().from(opsAudit).where(eq(opsAudit.targetId, terminalId));

async function addTerminal(token: string, stationId: string, name = "Counter tablet") {
  const res = await t.api.call(endpoints.addTerminal, { token, params: { stationId }, body: { name } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.result!;
}

describe("the terminal key", () => {
  it("is pt_ and 32 random bytes in base64url, stored as the SHA-256 hex of the whole key", () => {
    const { key, hash } = newTerminalKey();
    expect(key).toMatch(/^pt_[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(key.slice(3), "base64url")).toHaveLength(32);
    expect(hash).toBe(createHash("sha256").update(key).digest("hex"));
    expect(hashTerminalKey(key)).toBe(hash);
    // A fixed key hashes the same on every machine: the station API looks a terminal up by it.
    expect(hashTerminalKey("pt_demo_example")).toBe("92aaba94408b9dfa4f88c3dead828a24e91a28e8fe24b9c8ef3fa3de848fb8c1");
    expect(newTerminalKey().key).not.toBe(key);
  });
});

describe("GET /ops/api/stations/:stationId/terminals", () => {
  itRefusesWithoutSession(t, endpoints.terminals, async (admin) => ({
    params: { stationId: (await addStation(t, admin.token, places))._id },
  }));
  itRefusesWithoutPermission(t, endpoints.terminals, {
    title: reviewerTitle,
    call: async (admin) => ({ params: { stationId: (await addStation(t, admin.token, places))._id } }),
  });

  it("answers 404 station_not_found for an unknown station", async () => {
    const admin = await createOpsUser(t);
    const res = await t.api.call(endpoints.terminals, {
      token: admin.token,
      params: { stationId: crypto.randomUUID() },
    });
    expect(res.status).toBe(404);
    expect(res.body).toEqual(notFoundEnvelope("Station"));
  });
});

describe("POST /ops/api/stations/:stationId/terminals", () => {
  itRefusesWithoutSession(t, endpoints.addTerminal, async (admin) => ({
    params: { stationId: (await addStation(t, admin.token, places))._id },
    body: { name: "Pump 1" },
  }));

  it("answers 400 naming name when there is none, adding nothing", async () => {
    const admin = await createOpsUser(t);
    const station = await addStation(t, admin.token, places);
    for (const body of [{ name: " " }, {}]) {
      const res = await t.api.call(endpoints.addTerminal, {
        token: admin.token,
        params: { stationId: station._id },
        body,
      });
      expect(res.status).toBe(400);
      expect(res.body).toEqual(invalidEnvelope("name: is required"));
    }
    expect(await terminalsOf(station._id)).toEqual([]);
  });

  it("answers 403 to a reviewer, adding nothing", async () => {
    const admin = await createOpsUser(t);
    const reviewer = await createOpsUser(t, "reviewer");
    const station = await addStation(t, admin.token, places);
    const res = await t.api.call(endpoints.addTerminal, {
      token: reviewer.token,
      params: { stationId: station._id },
      body: { name: "Pump 1" },
    });
    expect(res.status).toBe(403);
    expect(await terminalsOf(station._id)).toEqual([]);
  });

  it("answers 404 station_not_found for an unknown station", async () => {
    const admin = await createOpsUser(t);
    const res = await t.api.call(endpoints.addTerminal, {
      token: admin.token,
      params: { stationId: crypto.randomUUID() },
      body: { name: "Pump 1" },
    });
    expect(res.status).toBe(404);
    expect(res.body.code).toBe("station_not_found");
  });

  it("shows the new terminal's key once: stored only as its hash, never listed nor audited", async () => {
    const admin = await createOpsUser(t);
    const station = await addStation(t, admin.token, places);
    const made = await addTerminal(admin.token, station._id, "  Forecourt tablet  ");
    expect(made).toEqual({
      _id: expect.any(String),
      station_id: station._id,
      name: "Forecourt tablet",
      status: "active",
      created_at: expect.any(String),
      revoked_at: null,
      key: expect.stringMatching(/^pt_[A-Za-z0-9_-]{43}$/),
    });
    const [row] = await terminalsOf(station._id);
    expect(row).toMatchObject({ id: made._id, keyHash: hashTerminalKey(made.key), createdBy: admin.userId });
    expect(JSON.stringify(row)).not.toContain(made.key);

    const second = await addTerminal(admin.token, station._id, "Pump 2");
    expect(second.key).not.toBe(made.key);

    const list = await t.api.call(endpoints.terminals, { token: admin.token, params: { stationId: station._id } });
    expect(list.status).toBe(200);
    const { key: _, ...listed } = made;
    expect(list.body.result).toMatchObject({ total: 2, page: 1 });
    expect(list.body.result!.items.map((item) => item.name)).toEqual(["Pump 2", "Forecourt tablet"]);
    expect(list.body.result!.items[1]).toEqual(listed);
    const answered = JSON.stringify(list.body);
    expect(answered).not.toContain(made.key);
    expect(answered).not.toContain(row!.keyHash);

    const trail = await auditOf(made._id);
    expect(trail).toEqual([
      expect.objectContaining({
        actorId: admin.userId,
        action: "terminal.add",
        targetType: "station_terminal",
        after: { station_id: station._id, name: "Forecourt tablet", status: "active", revoked_at: null },
      }),
    ]);
    expect(JSON.stringify(trail)).not.toContain(made.key.slice(3));
    expect(JSON.stringify(trail)).not.toContain(row!.keyHash);
  });
});

describe("POST /ops/api/stations/:stationId/terminals/:terminalId/revoke", () => {
  const revoke = (token: string, stationId: string, terminalId: string) =>
    t.api.call(endpoints.revokeTerminal, { token, params: { stationId, terminalId } });

  itRefusesWithoutSession(t, endpoints.revokeTerminal, async (admin) => {
    const station = await addStation(t, admin.token, places);
    return { params: { stationId: station._id, terminalId: (await addTerminal(admin.token, station._id))._id } };
  });

  it("answers 400 naming terminalId when it is not a uuid", async () => {
    const admin = await createOpsUser(t);
    const station = await addStation(t, admin.token, places);
    const res = await revoke(admin.token, station._id, "pump-1");
    expect(res.status).toBe(400);
    expect(res.body).toEqual(invalidEnvelope("terminalId: must be a valid id"));
  });

  it("answers 403 to a reviewer, revoking nothing", async () => {
    const admin = await createOpsUser(t);
    const reviewer = await createOpsUser(t, "reviewer");
    const station = await addStation(t, admin.token, places);
    const terminal = await addTerminal(admin.token, station._id);
    expect((await revoke(reviewer.token, station._id, terminal._id)).status).toBe(403);
    expect((await terminalsOf(station._id))[0]!.revokedAt).toBeNull();
  });

  it("answers 404 for an unknown terminal, another station's terminal and an unknown station", async () => {
    const admin = await createOpsUser(t);
    const station = await addStation(t, admin.token, places);
    const other = await addStation(t, admin.token, places);
    const theirs = await addTerminal(admin.token, other._id);
    for (const [stationId, terminalId, code] of [
      [station._id, crypto.randomUUID(), "terminal_not_found"],
      [station._id, theirs._id, "terminal_not_found"],
      [crypto.randomUUID(), theirs._id, "station_not_found"],
    ] as const) {
      const res = await revoke(admin.token, stationId, terminalId);
      expect(res.status).toBe(404);
      expect(res.body.code).toBe(code);
    }
    expect((await terminalsOf(other._id))[0]!.revokedAt).toBeNull();
  });

  it("revokes once: the terminal stays listed as revoked, a second revoke answers 409, both audited once", async () => {
    const admin = await createOpsUser(t);
    const station = await addStation(t, admin.token, places);
    const terminal = await addTerminal(admin.token, station._id);
    const kept = await addTerminal(admin.token, station._id, "Pump 2");
    now = new Date("2030-03-04T10:30:00Z");
    const res = await revoke(admin.token, station._id, terminal._id);
    expect(res.status).toBe(200);
    expect(res.body.result).toMatchObject({
      _id: terminal._id,
      status: "revoked",
      revoked_at: "2030-03-04T10:30:00.000Z",
    });

    const again = await revoke(admin.token, station._id, terminal._id);
    expect(again.status).toBe(409);
    expect(again.body.code).toBe("terminal_revoked");

    const list = await t.api.call(endpoints.terminals, { token: admin.token, params: { stationId: station._id } });
    expect(list.body.result!.items.map(({ _id, status }) => ({ _id, status }))).toEqual([
      { _id: kept._id, status: "active" },
      { _id: terminal._id, status: "revoked" },
    ]);
    expect((await auditOf(terminal._id)).map(({ action, before, after }) => ({ action, before, after }))).toEqual([
      { action: "terminal.add", before: null, after: expect.objectContaining({ status: "active" }) },
      {
        action: "terminal.revoke",
        before: { name: "Counter tablet", status: "active", revoked_at: null },
        after: { name: "Counter tablet", status: "revoked", revoked_at: "2030-03-04T10:30:00.000Z" },
      },
    ]);
  });
});
