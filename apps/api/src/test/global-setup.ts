import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { openPglite } from "../db/client.js";
import { seedReferenceData } from "../db/seed/reference.js";

declare module "vitest" {
  export interface ProvidedContext {
    pgliteTemplate: string;
  }
}

/**
 * Migrates and seeds one in-memory PGlite and dumps it to a file; every test file starts its own
 * database from that dump, which is several times faster than migrating and seeding each time.
 */
export default async function setup(project: TestProject) {
  // On PostgreSQL each file creates its own database instead (see database.ts).
  if (process.env.DATABASE_URL) return;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "pitlane-template-"));
  const file = path.join(dir, "pglite.tar");
  const database = await openPglite(undefined);
  await database.migrate();
  await seedReferenceData(database.db);
  fs.writeFileSync(file, Buffer.from(await (await database.dump()).arrayBuffer()));
  await database.close();
  project.provide("pgliteTemplate", file);
  return () => fs.rmSync(dir, { recursive: true, force: true });
}
