import path from "node:path";
import { loadConfig } from "./config.js";
import { openPglite, openPostgres, type Database } from "./db/client.js";
import { acquireDataDirLock } from "./db/lock.js";
import { ledgerBreaches } from "./modules/fleet/ledger/ledger-invariants.js";

// `npm run ledger:check`: the ledger's invariants against the configured database (DATABASE_URL, or
// the embedded one of DATA_DIR with the server stopped). Prints every breach; exits 1 if there is one.
async function run() {
  const config = loadConfig(process.env);
  let release = () => {};
  let database: Database;
  if (config.databaseUrl) {
    database = await openPostgres(config.databaseUrl);
  } else {
    release = acquireDataDirLock(config.dataDir);
    database = await openPglite(path.join(config.dataDir, "pglite"));
  }
  try {
    const breaches = await ledgerBreaches(database.db);
    for (const breach of breaches) console.log(`  ${breach}`);
    console.log(
      breaches.length === 0 ? "\n  The ledger holds: no invariant is broken.\n" : `\n  ${breaches.length} breaches.\n`,
    );
    return breaches.length === 0;
  } finally {
    await database.close();
    release();
  }
}

run().then(
  (holds) => process.exit(holds ? 0 : 1),
  (error: unknown) => {
    console.error(`\n  ${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  },
);
