import { randomBytes } from "node:crypto";
import fs from "node:fs";
import { inject } from "vitest";
import { openPglite, openPostgres, type Database, type OnQuery } from "../db/client.js";
import { databaseUrl, onServer } from "./global-setup.js";
import { caughtUp, replicaOf } from "./replica.js";

/**
 * A fresh, migrated database with the reference data, for one test file, copied from the template
 * that global-setup.ts prepared once: an in-memory PGlite loaded from its dump, or a new database on
 * the PostgreSQL server of DATABASE_URL (dropped again on close), so files never see each other's rows.
 * `onQuery` sees every statement; `replica` has read-only screens read from the test replica.
 */
export async function openTestDatabase({ replica = false, onQuery }: { replica?: boolean; onQuery?: OnQuery } = {}) {
  const url = process.env.DATABASE_URL;
  const template = inject("databaseTemplate");
  if (!url) return openPglite(undefined, new Blob([fs.readFileSync(template)]), onQuery);
  const name = `pitlane_test_${randomBytes(6).toString("hex")}`;
  await onServer(url, `create database ${name} template ${template}`);
  const replicaUrl = replica ? replicaOf(name) : undefined;
  if (replicaUrl) await caughtUp(url, replicaUrl);
  const database: Database = await openPostgres(databaseUrl(url, name), { replicaUrl, onQuery });
  return {
    ...database,
    close: async () => {
      await database.close();
      await onServer(url, `drop database if exists ${name} with (force)`);
    },
  };
}
