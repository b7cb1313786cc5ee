import { opsStationEndpoints, stationEndpoints } from "@pitlane/domain";
import { describe, expect, it } from "vitest";
import { useTestApp } from "../../test/app.js";
import { usePlaces } from "../../test/factories/location.js";
import { createOpsUser } from "../../test/factories/ops.js";
import { addStation, stationBody } from "../../test/factories/ops-station.js";

const t = useTestApp();
const places = usePlaces(t);

/** A station added through the console with one terminal, and the terminal's key. */
async function consoleStation(token: string) {
  const station = await addStation(t, token, places);
  const res = await t.api.call(opsStationEndpoints.addTerminal, {
    token,
    params: { stationId: station._id },
    body: { name: "Counter tablet" },
  });
  return { station, terminal: res.body.result! };
}

const terminalBy = (key: string) =>
  t.api.call(stationEndpoints.terminal, { headers: { "x-terminal-key": key }, withoutCsrf: true });

describe("a terminal's key, kept for a few seconds", () => {
  it("answers 401 from the next request after the console revokes the terminal it served a moment ago", async () => {
    const admin = await createOpsUser(t);
    const { station, terminal } = await consoleStation(admin.token);
    expect((await terminalBy(terminal.key)).status).toBe(200);
    expect((await terminalBy(terminal.key)).status).toBe(200);
    const revoked = await t.api.call(opsStationEndpoints.revokeTerminal, {
      token: admin.token,
      params: { stationId: station._id, terminalId: terminal._id },
    });
    expect(revoked.status).toBe(200);
    const res = await terminalBy(terminal.key);
    expect(res.status).toBe(401);
    expect(res.body.code).toBe("terminal_key_invalid");
  });

  it("answers 403 from the next request after the console makes its station inactive, and 200 once active again", async () => {
    const admin = await createOpsUser(t);
    const { station, terminal } = await consoleStation(admin.token);
    expect((await terminalBy(terminal.key)).status).toBe(200);
    const update = (status: "active" | "inactive") =>
      t.api.call(opsStationEndpoints.update, {
        token: admin.token,
        params: { stationId: station._id },
        body: stationBody(places, { name: station.name, status }),
      });
    expect((await update("inactive")).status).toBe(200);
    const res = await terminalBy(terminal.key);
    expect(res.status).toBe(403);
    expect(res.body.code).toBe("station_inactive");
    expect((await update("active")).status).toBe(200);
    expect((await terminalBy(terminal.key)).status).toBe(200);
  });
});
