import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { openPostgres } from "../db/client.js";
import { makePgliteTemplate } from "../db/template.js";
import { seedReferenceData } from "../db/seed/reference.js";

declare module "vitest" {
  export interface ProvidedContext {
    /** PGlite: a dump of the migrated, seeded template. PostgreSQL: the template database's name. */
    databaseTemplate: string;
  }
}

/**
 * Migrates and seeds one database once; every test file starts its own database from it, which is
 * several times faster than migrating and seeding each time. On PGlite the template is a dump file;
 * on PostgreSQL it is a database that `create database ... template` copies (see database.ts).
 */
export default async function setup(project: TestProject) {
  const url = process.env.DATABASE_URL;
  if (url) {
    const name = `pitlane_template_${randomBytes(6).toString("hex")}`;
    await onServer(url, `create database ${name}`);
    const database = await openPostgres(databaseUrl(url, name));
    await database.migrate();
    await seedReferenceData(database.db);
    await database.close();
    project.provide("databaseTemplate", name);
    return () => onServer(url, `drop database if exists ${name} with (force)`);
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "pitlane-template-"));
  const file = path.join(dir, "pglite.tar");
  fs.writeFileSync(file, Buffer.from(await (await makePgliteTemplate()).arrayBuffer()));
  project.provide("databaseTemplate", file);
  return () => fs.rmSync(dir, { recursive: true, force: true });
}

/** The server's URL with another database in its path. */
export function databaseUrl(url: string, name: string) {
  const target = new URL(url);
  target.pathname = `/${name}`;
  return target.toString();
}

/** One statement on the server of `url` (create and drop database cannot run in a transaction or a pool). */
export async function onServer(url: string, statement: string) {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}
