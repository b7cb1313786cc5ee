import { DomainError } from "@pitlane/domain";
import { describe, expect, it } from "vitest";
import { FairQueue, holdingTicket, nextTicket } from "./fair-queue.js";

describe("the line in front of the embedded database", () => {
  it("answers 503 with Retry-After to a request that finds the line full, and serves the others", async () => {
    const queue = new FairQueue(2);
    let release = () => {};
    const busy = queue.run(() => new Promise<void>((resolve) => (release = resolve)));
    const asks = Array.from({ length: 4 }, () =>
      holdingTicket(nextTicket(), () => queue.run(async () => "served")).catch((error: unknown) => error),
    );
    release();
    await busy;
    const outcomes = await Promise.all(asks);

    expect(outcomes.slice(0, 2)).toEqual(["served", "served"]);
    for (const refused of outcomes.slice(2)) {
      expect(refused).toBeInstanceOf(DomainError);
      expect(refused).toMatchObject({ status: 503, code: "service_unavailable", retryAfterSeconds: 1 });
    }
  });
});
