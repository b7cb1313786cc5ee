import http from "node:http";
import { describe, expect, it } from "vitest";
import { useTestApp } from "../test/app.js";
import { createShop } from "../test/factories/shop.js";

// Fifty clients reading the client list at once. The embedded database runs one statement at a time,
// so the order in which it serves requests is the server's to choose; PostgreSQL serves them side by
// side, so the PostgreSQL run skips this file. Sessions are read from the database on every request
// here (no session cache), so each request runs several statements, as a cold cache does.
const CLIENTS = 50;
const listUrl = "/customer/api/client/get-all-client-by-shop-id?page=1&limit=10";

describe.skipIf(process.env.DATABASE_URL)("the embedded database under fifty clients at once", () => {
  let statements = 0;
  const t = useTestApp({ SESSION_CACHE_SECONDS: "0" }, { onQuery: () => (statements += 1) });

  it("serves requests in the order they came, each to its end before the next begins", async () => {
    const { token } = await createShop(t);
    const ask = () => t.app.inject({ method: "GET", url: listUrl, headers: { authorization: `Bearer ${token}` } });
    statements = 0;
    await ask();
    const perRequest = statements;
    expect(perRequest).toBeGreaterThan(1);

    statements = 0;
    const answered: { client: number; statementsBefore: number; status: number }[] = [];
    await Promise.all(
      Array.from({ length: CLIENTS }, async (_, client) => {
        const { statusCode } = await ask();
        answered.push({ client, statementsBefore: statements, status: statusCode });
      }),
    );

    expect(answered.filter((a) => a.status !== 200)).toEqual([]);
    expect(answered.map((a) => a.client)).toEqual(Array.from({ length: CLIENTS }, (_, i) => i));
    // Every client sends its first statement at once; the k-th answer then comes once about the k
    // requests before it have run to their end (twice that, since a request off doing other work for
    // a moment lets the next in line have a statement), not after every client's every statement,
    // which is what a line of statements rather than of requests gives (each answer after 50 × 4).
    answered.forEach((answer, k) => {
      expect(answer.statementsBefore, `answer ${k + 1}`).toBeLessThanOrEqual(CLIENTS + 2 * (k + 1) * perRequest);
    });
  });

  it("answers every request that is waiting when the server is told to stop, none with a reset", async () => {
    const { token } = await createShop(t);
    await t.app.listen({ port: 0, host: "127.0.0.1" });
    const address = t.app.server.address();
    const base = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
    const agent = new http.Agent({ keepAlive: true });
    const get = (path: string) =>
      new Promise<number | string>((resolve) => {
        const request = http.get(`${base}${path}`, { agent, headers: { authorization: `Bearer ${token}` } }, (res) => {
          res.resume();
          res.once("end", () => resolve(res.statusCode ?? 0));
        });
        request.once("error", (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
      });
    // Each client is connected (as a browser or a load generator is), then all ask at once.
    await Promise.all(Array.from({ length: CLIENTS }, () => get("/health")));
    let received = 0;
    t.app.server.on("request", () => (received += 1));
    const answers = Array.from({ length: CLIENTS }, () => get(listUrl));
    // Stop once every request has reached the server: they are in line for the database then.
    while (received < CLIENTS) await new Promise((resolve) => setTimeout(resolve, 5));
    await t.app.close();
    const statuses = await Promise.all(answers);
    agent.destroy();

    expect(statuses.filter((status) => status !== 200 && status !== 503)).toEqual([]);
    expect(statuses.filter((status) => status === 200).length).toBeGreaterThan(1);
  });
});
