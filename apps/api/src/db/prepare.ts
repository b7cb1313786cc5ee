import type { Config } from "../config.js";
import { analyseGrownTables, keepTablesAnalysed } from "./analyse.js";
import { acquireDataDirLock } from "./lock.js";
import { openPglite, openPostgres, type Database } from "./client.js";
import { seedDemoData } from "./seed/demo.js";
import { seedDemoPurchases } from "./seed/demo-purchases.js";
import { seedDemoStationReviews } from "./seed/demo-station-reviews.js";
import { seedDemoTopUps } from "./seed/demo-top-ups.js";
import { seedReferenceData } from "./seed/reference.js";
import { holdsDatabase, startFromTemplate } from "./template.js";
import { hashDemoPasswords, type DemoPasswordHashes } from "./seed/demo-passwords.js";
import { createPinHasher, loadPinSecret, refuseMissingPinSecret } from "../platform/pin-hash.js";
import { hasTpinHashes } from "./tpin-hashes.js";
import path from "node:path";
import { backfillDailySales } from "../modules/shop/dashboard/daily-sales.js";
import { ensureFirstOpsAdmin, type FirstOpsAdmin } from "../modules/ops/first-admin.js";

export interface OpenedDatabase extends Database {
  /** Where the data lives, for the start-up banner (never the password of a URL). */
  location: string;
  seededDemo: boolean;
  /** The console's first admin, when this start made it (its banner line). */
  firstOpsAdmin: FirstOpsAdmin | null;
}

/** Opens the configured database, applies migrations, loads reference data and (on an empty one) the demo. */
export async function prepareDatabase(config: Config): Promise<OpenedDatabase> {
  let release = () => {};
  let database: Database;
  let location: string;
  let demoPasswords: Promise<DemoPasswordHashes> | undefined;
  if (config.databaseUrl) {
    database = await openPostgres(config.databaseUrl, { replicaUrl: config.databaseReplicaUrl });
    const url = new URL(config.databaseUrl);
    location = `PostgreSQL at ${url.host}${url.pathname}`;
    if (config.databaseReplicaUrl) location += `, read-only screens from ${new URL(config.databaseReplicaUrl).host}`;
  } else {
    const dir = path.join(config.dataDir, "pglite");
    release = acquireDataDirLock(config.dataDir);
    // A new database gets the demo: its password hashes run on other threads while this one unpacks and opens it.
    demoPasswords = config.seedDemo && !holdsDatabase(dir) ? hashDemoPasswords() : undefined;
    try {
      startFromTemplate(dir);
      database = await openPglite(dir);
    } catch (error) {
      release();
      throw error;
    }
    location = `embedded PGlite in ${dir}`;
  }
  try {
    await database.migrate();
    await backfillDailySales(database.db);
    await seedReferenceData(database.db);
    // Before loadPinSecret, which would otherwise make a new key that matches none of the stored T-PINs.
    refuseMissingPinSecret(config, await hasTpinHashes(database.db));
    const pins = createPinHasher(loadPinSecret(config));
    const seededDemo = config.seedDemo ? await seedDemoData(database.db, pins, new Date(), demoPasswords) : false;
    const firstOpsAdmin = await ensureFirstOpsAdmin(database.db, config);
    // After the console's users: the demo's decisions name one of them; the purchases spend what they approved.
    if (seededDemo) {
      await seedDemoTopUps(database.db, config.dataDir);
      await seedDemoPurchases(database.db);
      await seedDemoStationReviews(database.db);
    }
    // PostgreSQL's autovacuum keeps the planner's statistics; PGlite has none, so we do it (0001).
    const stopAnalysing = database.kind === "pglite" ? await keepPgliteAnalysed(database.db) : async () => {};
    const close = database.close;
    return {
      ...database,
      location,
      seededDemo,
      firstOpsAdmin,
      close: async () => {
        await stopAnalysing();
        await close();
        release();
      },
    };
  } catch (error) {
    await database.close();
    release();
    throw error;
  }
}

/** Analyses what the migrations and seeding changed now, then what the running server adds as it grows. */
async function keepPgliteAnalysed(db: Database["db"]) {
  await analyseGrownTables(db);
  return keepTablesAnalysed(db, (error) => console.warn("Analysing the embedded database failed:", error));
}
