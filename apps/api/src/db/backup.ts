import fs from "node:fs";
import path from "node:path";
import { PIN_SECRET_FILE } from "../platform/pin-hash.js";
import { APP_VERSION } from "../version.js";
import { openPglite } from "./client.js";
import { acquireDataDirLock } from "./lock.js";

const DUMP_FILE = "pglite.tar.gz";
const MANIFEST_FILE = "backup.json";
const UPLOADS_DIR = "uploads";

/** Copies a folder and what it holds, when there is one. */
function copyFolder(from: string, to: string) {
  if (fs.existsSync(from)) fs.cpSync(from, to, { recursive: true, errorOnExist: true, force: false });
}

/** The embedded database's folder inside DATA_DIR. */
const pgliteDirOf = (dataDir: string) => path.join(dataDir, "pglite");

/**
 * Copies the embedded database of `dataDir` and its T-PIN key into a new folder under `into`, and
 * answers that folder. It takes the data directory's lock, so it refuses while a server runs on it
 * (DataDirLockedError): stopped, the copy is consistent. The database is PGlite's own dump (one
 * file PGlite opens again), beside `pin-secret`, without which no stored T-PIN can be checked, and
 * the uploaded files the database refers to.
 */
export async function backUpEmbedded(dataDir: string, into: string, now = new Date()): Promise<string> {
  if (!fs.existsSync(pgliteDirOf(dataDir))) throw new Error(`there is no embedded database in ${dataDir}`);
  const release = acquireDataDirLock(dataDir);
  try {
    const folder = path.join(into, `pitlane-backup-${now.toISOString().replace(/[:.]/g, "-")}`);
    fs.mkdirSync(folder, { recursive: true });
    const database = await openPglite(pgliteDirOf(dataDir));
    try {
      fs.writeFileSync(path.join(folder, DUMP_FILE), Buffer.from(await (await database.dump("gzip")).arrayBuffer()));
    } finally {
      await database.close();
    }
    const secret = path.join(dataDir, PIN_SECRET_FILE);
    const hasPinSecret = fs.existsSync(secret);
    if (hasPinSecret) fs.copyFileSync(secret, path.join(folder, PIN_SECRET_FILE));
    copyFolder(path.join(dataDir, UPLOADS_DIR), path.join(folder, UPLOADS_DIR));
    const manifest = { version: APP_VERSION, createdAt: now.toISOString(), hasPinSecret };
    fs.writeFileSync(path.join(folder, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
    return folder;
  } finally {
    release();
  }
}

/**
 * Puts a backup of `backUpEmbedded` into `dataDir`: the database, its T-PIN key and the uploads. Refuses while a
 * server runs on `dataDir`, and when it already holds a database (move that aside first: a restore
 * never overwrites data).
 */
export async function restoreEmbedded(backup: string, dataDir: string): Promise<void> {
  const dump = path.join(backup, DUMP_FILE);
  if (!fs.existsSync(dump)) throw new Error(`${backup} is not a Pitlane backup: it has no ${DUMP_FILE}`);
  const release = acquireDataDirLock(dataDir);
  try {
    const target = pgliteDirOf(dataDir);
    if (fs.existsSync(target) && fs.readdirSync(target).length > 0) {
      throw new Error(`${target} already holds a database: move it aside, then restore again`);
    }
    const database = await openPglite(target, new Blob([fs.readFileSync(dump)]));
    await database.close();
    const secret = path.join(backup, PIN_SECRET_FILE);
    if (fs.existsSync(secret)) {
      fs.copyFileSync(secret, path.join(dataDir, PIN_SECRET_FILE));
      fs.chmodSync(path.join(dataDir, PIN_SECRET_FILE), 0o600);
    }
    copyFolder(path.join(backup, UPLOADS_DIR), path.join(dataDir, UPLOADS_DIR));
  } finally {
    release();
  }
}
