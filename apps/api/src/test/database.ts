import { randomBytes } from "node:crypto";
import fs from "node:fs";
import { inject } from "vitest";
import { openPglite, openPostgres, type Database } from "../db/client.js";
import { databaseUrl, onServer } from "./global-setup.js";
import { caughtUp, replicaOf } from "./replica.js";

/**
 * A fresh, migrated database with the reference data, for one test file, copied from the template
 * that global-setup.ts prepared once: an in-memory PGlite loaded from its dump, or a new database on
 * the PostgreSQL server of DATABASE_URL (dropped again on close), so files never see each other's rows.
 */
export async function openTestDatabase({ replica = false } = {}): Promise<Database> {
  const url = process.env.DATABASE_URL;
  const template = inject("databaseTemplate");
  if (!url) return openPglite(undefined, new Blob([fs.readFileSync(template)]));
  const name = `pitlane_test_${randomBytes(6).toString("hex")}`;
  await onServer(url, `create database ${name} template ${template}`);
  const replicaUrl = replica ? replicaOf(name) : undefined;
  if (replicaUrl) await caughtUp(url, replicaUrl);
  const database = await openPostgres(databaseUrl(url, name), replicaUrl);
  return {
    ...database,
    close: async () => {
      await database.close();
      await onServer(url, `drop database if exists ${name} with (force)`);
    },
  };
}
