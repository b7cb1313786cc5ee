import { describe, expect, it } from "vitest";
import { useTestApp } from "../test/app.js";

// What a client that arrives while the server is stopping is told, and when the stop goes on.
describe("a server told to stop", () => {
  const t = useTestApp();

  it("answers newcomers 503 with Retry-After and a closed connection, and goes on once they stop coming", async () => {
    expect((await t.app.inject({ method: "GET", url: "/health" })).statusCode).toBe(200);
    const startedAt = performance.now();
    let settledAt = 0;
    const drained = t.app.drain().then(() => (settledAt = performance.now()));

    for (let i = 0; i < 3; i++) {
      await new Promise((resolve) => setTimeout(resolve, 150));
      const answer = await t.app.inject({ method: "GET", url: "/customer/api/client/get-all-client-by-shop-id" });
      expect(answer.statusCode).toBe(503);
      expect(answer.headers["retry-after"]).toBe("1");
      expect(answer.headers.connection).toBe("close");
      expect(answer.json()).toMatchObject({ error_code: 503, code: "service_unavailable" });
      expect(settledAt, "still draining while requests keep coming").toBe(0);
    }
    await drained;
    // Three newcomers 150 ms apart kept it open past the quiet time it waits for after the last.
    expect(settledAt - startedAt).toBeGreaterThanOrEqual(3 * 150 + 250 - 20);
  });
});
