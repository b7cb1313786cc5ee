import { randomBytes } from "node:crypto";
import fs from "node:fs";
import pg from "pg";
import { inject } from "vitest";
import { openPglite, openPostgres, type Database, type OnQuery } from "../db/client.js";
import { seedReferenceData } from "../db/seed/reference.js";

/**
 * A fresh, migrated database with the reference data, for one test file: an in-memory PGlite loaded
 * from the template that global-setup.ts prepared once, or a new database on the PostgreSQL server of
 * DATABASE_URL (dropped again on close), so files never see each other's rows.
 */
export async function openTestDatabase(onQuery?: OnQuery): Promise<Database> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const template = new Blob([fs.readFileSync(inject("pgliteTemplate"))]);
    return openPglite(undefined, template, onQuery);
  }
  const database = await openFreshPostgres(url, onQuery);
  await database.migrate();
  await seedReferenceData(database.db);
  return database;
}

async function openFreshPostgres(url: string, onQuery?: OnQuery): Promise<Database> {
  const name = `pitlane_test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const target = new URL(url);
  target.pathname = `/${name}`;
  const database = await openPostgres(target.toString(), onQuery);
  return {
    ...database,
    close: async () => {
      await database.close();
      const cleanup = new pg.Client({ connectionString: url });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}
