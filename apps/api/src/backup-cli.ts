import path from "node:path";
import { loadConfig } from "./config.js";
import { backUpEmbedded, restoreEmbedded } from "./db/backup.js";

// `npm run backup [-- <folder>]` and `npm run restore -- <backup folder>`, for the embedded database
// of DATA_DIR with the server stopped (docs/operations.md). PostgreSQL has its own tools.
async function run([command, target]: string[]) {
  const config = loadConfig(process.env);
  if (config.databaseUrl) {
    throw new Error("DATABASE_URL is set: back up PostgreSQL with pg_dump or pg_basebackup (docs/operations.md)");
  }
  if (command === "backup") {
    const folder = await backUpEmbedded(config.dataDir, path.resolve(target ?? "backups"));
    console.log(`\n  Backed up ${config.dataDir} to ${folder}\n`);
  } else if (command === "restore" && target) {
    await restoreEmbedded(path.resolve(target), config.dataDir);
    console.log(`\n  Restored ${target} into ${config.dataDir}: start the server with this DATA_DIR\n`);
  } else {
    throw new Error("usage: backup-cli backup [folder] | restore <backup folder>");
  }
}

run(process.argv.slice(2)).catch((error: unknown) => {
  console.error(`\n  ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
