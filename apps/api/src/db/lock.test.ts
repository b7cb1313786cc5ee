import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { DataDirLockedError, acquireDataDirLock } from "./lock.js";

const children: ChildProcess[] = [];
const dirs: string[] = [];
afterEach(() => {
  for (const child of children.splice(0)) child.kill("SIGKILL");
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

/** A data dir whose lock names the pid of a live process of the given program. */
function lockedBy(command: string, args: string[]) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "pitlane-lock-"));
  dirs.push(dir);
  const child = spawn(command, args, { stdio: "ignore" });
  children.push(child);
  fs.writeFileSync(path.join(dir, "pitlane.lock"), String(child.pid));
  return dir;
}

describe.runIf(process.platform === "linux")("the data dir lock", () => {
  it("refuses while another Node.js process holds it", () => {
    const dir = lockedBy(process.execPath, ["-e", "setTimeout(() => {}, 30000)"]);
    expect(() => acquireDataDirLock(dir)).toThrow(DataDirLockedError);
  });

  it("takes over a lock whose pid now belongs to an unrelated program", () => {
    const dir = lockedBy("sleep", ["30"]);
    const release = acquireDataDirLock(dir);
    expect(fs.readFileSync(path.join(dir, "pitlane.lock"), "utf8")).toBe(String(process.pid));
    release();
    expect(fs.existsSync(path.join(dir, "pitlane.lock"))).toBe(false);
  });
});
