import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll } from "vitest";
import { buildApp } from "../app.js";
import { loadConfig, type Config } from "../config.js";
import type { Database, Db, OnQuery } from "../db/client.js";
import type { SessionStore } from "../platform/sessions.js";
import type { Clock } from "../platform/tenant-zones.js";
import { ApiClient } from "./client.js";
import { openTestDatabase } from "./database.js";

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  config: Config;
  api: ApiClient;
  /** The app's own session store: sessions made here, and drops of its cache, are the server's. */
  sessions: SessionStore;
}

/**
 * Starts one app on its own database for the test file, and stops it after; use the returned object
 * inside tests. `clock` fixes what "now" is for the tenants' wall clocks (today's slots, cycles);
 * `replica` has read-only screens read from the streaming replica of TEST_DATABASE_REPLICA_URL;
 * `onQuery` sees every statement the app sends; `limitClock` is the milliseconds the request limits count by.
 */
export function useTestApp(
  env: Record<string, string> = {},
  options: { clock?: Clock; replica?: boolean; onQuery?: OnQuery; limitClock?: () => number } = {},
): TestApp {
  // Filled in by beforeAll; tests only read it inside their own callbacks.
  const t = {} as TestApp;
  let database: Database;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "pitlane-test-"));
    database = await openTestDatabase({ replica: options.replica, onQuery: options.onQuery });
    t.config = loadConfig({ DATA_DIR: dataDir, SEED_DEMO: "false", LOG_LEVEL: "silent", ...env });
    t.db = database.db;
    t.app = await buildApp({ database, config: t.config, clock: options.clock, limitClock: options.limitClock });
    t.api = new ApiClient(t.app);
    t.sessions = t.app.sessions;
  });
  afterAll(async () => {
    await t.app?.close();
    await database?.close();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });
  return t;
}
