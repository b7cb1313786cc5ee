import { opsStationReviewEndpoints as endpoints, stationEndpoints } from "@pitlane/domain";
import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { useTestApp } from "../../../test/app.js";
import { addDriver, buy, purchaseScene } from "../../../test/factories/fleet-purchase.js";
import { checkLedgerAfterEach } from "../../../test/factories/ledger.js";
import { createOpsUser } from "../../../test/factories/ops.js";
import { createStation } from "../../../test/factories/station.js";
import { invalidEnvelope, notFoundEnvelope, opsRefusals } from "../../../test/refusals.js";

const t = useTestApp();
checkLedgerAfterEach(t);

const reviewsOf = (token: string, stationId: string) => t.api.call(endpoints.get, { token, params: { stationId } });

describe("GET /ops/api/stations/:stationId/reviews", () => {
  opsRefusals.itRefusesWithoutSession(t, endpoints.get, () => ({ params: { stationId: randomUUID() } }));

  it("answers 400 naming stationId when it is not an id", async () => {
    const admin = await createOpsUser(t, "admin");
    expect((await reviewsOf(admin.token, "42")).body).toEqual(invalidEnvelope("stationId: must be a valid id"));
  });

  opsRefusals.itRefusesWithoutPermission(t, endpoints.get, {
    title: "answers 403 for a reviewer, who decides top-ups only",
    call: () => ({ params: { stationId: randomUUID() } }),
  });

  it("answers 404 for an unknown station", async () => {
    const admin = await createOpsUser(t, "admin");
    const res = await reviewsOf(admin.token, randomUUID());
    expect(res.status).toBe(404);
    expect(res.body).toEqual(notFoundEnvelope("Station"));
  });

  it("gives the average of every company's ratings, their count and the latest first, with the company's name", async () => {
    const admin = await createOpsUser(t, "admin");
    const first = await purchaseScene(t);
    const station = first.station;
    const second = { ...(await purchaseScene(t)), station };
    const rate = async (scene: typeof first, rating: number, comment?: string) => {
      const bought = await buy(t, scene, { dispensed: 10 });
      const res = await t.api.call(stationEndpoints.review, {
        params: { reference: bought.reference },
        body: { rating, comment },
        headers: { "x-terminal-key": scene.station.key },
        withoutCsrf: true,
      });
      expect(res.status).toBe(200);
    };
    expect((await reviewsOf(admin.token, station.stationId)).body.result).toEqual({
      average: null,
      count: 0,
      latest: [],
    });
    await rate(first, 5, "Clean and quick.");
    await rate({ ...first, driver: await addDriver(t, first.company.companyId) }, 4);
    await rate(second, 2, "Long queue.");
    // Another station's review counts for that station only.
    await rate({ ...second, station: await createStation(t) }, 1);

    const res = await reviewsOf(admin.token, station.stationId);
    expect(res.status).toBe(200);
    expect(res.body.result).toMatchObject({ average: 3.7, count: 3 });
    expect(res.body.result!.latest.map((row) => [row.rating, row.comment])).toEqual([
      [2, "Long queue."],
      [4, null],
      [5, "Clean and quick."],
    ]);
    expect(res.body.result!.latest[0]!.company_name).toEqual(expect.any(String));
  });
});
