import fs from "node:fs";
import path from "node:path";
import { PGLITE_TEMPLATE_FILE } from "../paths.js";
import { openPglite } from "./client.js";
import { seedReferenceData } from "./seed/reference.js";

/**
 * An embedded database as every new one starts: migrated, with the reference data. Made once (at
 * build time for `npm start`, once a run for the tests) and copied, because creating a database
 * cluster and migrating it is most of what a first start used to cost.
 */
export async function makePgliteTemplate(): Promise<Blob> {
  const database = await openPglite(undefined);
  try {
    await database.migrate();
    await seedReferenceData(database.db);
    return await database.dump();
  } finally {
    await database.close();
  }
}

/**
 * The template to start a PGlite data dir from: the build's, when the dir holds no database yet.
 * An existing database is opened as it is; without a template (a build that made none) PGlite
 * creates the cluster itself, and the migrations and reference data follow either way.
 */
export function templateFor(dataDir: string, file = PGLITE_TEMPLATE_FILE): Blob | undefined {
  if (fs.existsSync(path.join(dataDir, "PG_VERSION")) || !fs.existsSync(file)) return undefined;
  return new Blob([fs.readFileSync(file)]);
}
