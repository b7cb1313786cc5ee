import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { isNotNull } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { loadConfig } from "../config.js";
import { backUpEmbedded, restoreEmbedded } from "./backup.js";
import { prepareDatabase } from "./prepare.js";
import { employees } from "./schema/index.js";

// A backup of the embedded database, restored into a fresh DATA_DIR and started there, keeps its
// rows and its T-PIN key; without the key the server refuses to start rather than making a new one.
// This is about the embedded database's own files, so the PostgreSQL run skips it.
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), "pitlane-backup-"));
const dirOf = (name: string) => path.join(scratch, name);
const withTpins = isNotNull(employees.tpinHash);
const configFor = (dataDir: string) => loadConfig({ DATA_DIR: dataDir, DATABASE_URL: "", LOG_LEVEL: "silent" });

afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));

describe.skipIf(process.env.DATABASE_URL)("backing up and restoring the embedded database", () => {
  it(
    "restores rows, the T-PIN key and the uploads into a fresh data directory, which then starts",
    { timeout: 180_000 },
    async () => {
      // The demo gives employees T-PINs: what must still match after the restore.
      const original = await prepareDatabase(configFor(dirOf("live")));
      const tpins = await original.db.$count(employees, withTpins);
      await original.close();
      expect(tpins).toBeGreaterThan(0);

      fs.mkdirSync(path.join(dirOf("live"), "uploads"), { recursive: true });
      fs.writeFileSync(path.join(dirOf("live"), "uploads", "logo.png"), "an upload");
      const backup = await backUpEmbedded(dirOf("live"), dirOf("backups"));
      await restoreEmbedded(backup, dirOf("restored"));

      expect(fs.readFileSync(path.join(dirOf("restored"), "pin-secret"), "utf8")).toBe(
        fs.readFileSync(path.join(dirOf("live"), "pin-secret"), "utf8"),
      );
      expect(fs.readFileSync(path.join(dirOf("restored"), "uploads", "logo.png"), "utf8")).toBe("an upload");
      const restored = await prepareDatabase(configFor(dirOf("restored")));
      const again = await restored.db.$count(employees, withTpins);
      await restored.close();
      expect(again).toBe(tpins);
    },
  );

  it("refuses to back up while a server holds the data directory", async () => {
    // A live Node.js process holding the lock, as a running server does.
    const server = spawn(process.execPath, ["-e", "setTimeout(() => {}, 60000)"], { stdio: "ignore" });
    fs.writeFileSync(path.join(dirOf("live"), "pitlane.lock"), String(server.pid));
    try {
      await expect(backUpEmbedded(dirOf("live"), dirOf("backups"))).rejects.toThrow(/in use by another Pitlane server/);
    } finally {
      server.kill();
      fs.rmSync(path.join(dirOf("live"), "pitlane.lock"));
    }
  });

  it("refuses to restore over a data directory that holds a database", async () => {
    const [backup = ""] = fs.readdirSync(dirOf("backups"));
    await expect(restoreEmbedded(path.join(dirOf("backups"), backup), dirOf("live"))).rejects.toThrow(
      /already holds a database/,
    );
  });

  it("refuses to start on a database with T-PINs whose key is missing", { timeout: 120_000 }, async () => {
    fs.rmSync(path.join(dirOf("restored"), "pin-secret"));
    await expect(prepareDatabase(configFor(dirOf("restored")))).rejects.toThrow(
      /the database holds T-PINs but their key is missing/,
    );
    // Nothing was made in its place, and the data directory is free for the next start.
    expect(fs.existsSync(path.join(dirOf("restored"), "pin-secret"))).toBe(false);
    expect(fs.existsSync(path.join(dirOf("restored"), "pitlane.lock"))).toBe(false);
  });
});
