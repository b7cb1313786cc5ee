import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it, inject } from "vitest";
import { buildApp } from "../app.js";
import { loadConfig } from "../config.js";
import { openPostgres, type Database } from "../db/client.js";
import { databaseUrl, onServer } from "../test/global-setup.js";
import { refusalEnvelope } from "../test/refusals.js";
import { startTcpProxy, type TcpProxy } from "../test/tcp-proxy.js";

// The app's PostgreSQL goes away (its connections dropped, new ones refused, as when the server stops)
// and comes back. PGlite runs inside the process and cannot go away, so the PGlite run skips this file;
// what holds there (/health/ready, /health's state) is checked in platform.test.ts.
const url = process.env.DATABASE_URL;
const dataRoute = "/fueling/api/country/get-all?search=Saudi";
const unavailable = refusalEnvelope(503, "The service is unavailable for a moment. Please try again shortly.");

describe.skipIf(!url)("a PostgreSQL that goes away and comes back", () => {
  let app: FastifyInstance;
  let database: Database;
  let proxy: TcpProxy;
  let dataDir: string;
  const name = `pitlane_test_${randomBytes(6).toString("hex")}`;

  beforeAll(async () => {
    const server = new URL(url ?? "");
    await onServer(server.toString(), `create database ${name} template ${inject("databaseTemplate")}`);
    proxy = await startTcpProxy(server.hostname, Number(server.port || 5432));
    const throughProxy = new URL(databaseUrl(server.toString(), name));
    throughProxy.hostname = "127.0.0.1";
    throughProxy.port = String(proxy.port);
    database = await openPostgres(throughProxy.toString());
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "pitlane-outage-"));
    const config = loadConfig({
      DATA_DIR: dataDir,
      SEED_DEMO: "false",
      LOG_LEVEL: "silent",
      DATABASE_CHECK_SECONDS: "1",
    });
    app = await buildApp({ database, config });
  });

  afterAll(async () => {
    await app?.close();
    await database?.close();
    await proxy?.close();
    await onServer(url ?? "", `drop database if exists ${name} with (force)`);
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const get = (route: string) => app.inject({ method: "GET", url: route });

  /** What /health reports once the background check has run (it runs every second here). */
  async function healthOnceChecked(state: "up" | "down") {
    for (let attempt = 0; attempt < 100; attempt++) {
      const health = (await get("/health")).json<{ result: { database: string } }>();
      if (health.result.database === state) return health;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`/health never reported the database ${state}`);
  }

  it("answers from the database while it is there", async () => {
    expect((await get(dataRoute)).statusCode).toBe(200);
    expect((await get("/health/ready")).statusCode).toBe(200);
    expect((await get("/health")).json()).toMatchObject({ result: { status: "ok", database: "up" } });
  });

  it("answers 503 with Retry-After on data routes and /health/ready while it is gone, and /health says so", async () => {
    await proxy.cut();

    const data = await get(dataRoute);
    expect(data.statusCode).toBe(503);
    expect(data.headers["retry-after"]).toBe("5");
    expect(data.json()).toEqual(unavailable);

    const ready = await get("/health/ready");
    expect(ready.statusCode).toBe(503);
    expect(ready.headers["retry-after"]).toBe("5");
    expect(ready.json()).toEqual(unavailable);

    // Liveness stays 200: the process is fine, and restarting it would not bring the database back.
    const health = await healthOnceChecked("down");
    expect(health).toMatchObject({ error_code: 200, result: { status: "ok", db: "postgres", database: "down" } });
  });

  it("serves again by itself once the database is back", async () => {
    await proxy.restore();

    expect((await get(dataRoute)).statusCode).toBe(200);
    expect((await get("/health/ready")).json()).toMatchObject({ error_code: 200, result: { database: "up" } });
    expect(await healthOnceChecked("up")).toMatchObject({ result: { database: "up" } });
  });
});
