import fs from "node:fs";
import path from "node:path";

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    if ((error as NodeJS.ErrnoException).code !== "EPERM") return false;
  }
  return isNodeProcess(pid);
}

/**
 * A dead server's pid may be reused by an unrelated program (common in containers); where Linux tells
 * what a process is, only a Node.js process counts as the lock's holder. Elsewhere, any live process does.
 */
function isNodeProcess(pid: number): boolean {
  try {
    const command = fs.readFileSync(`/proc/${pid}/cmdline`, "utf8").split("\0")[0] ?? "";
    return path.basename(command).startsWith("node");
  } catch {
    return true;
  }
}

export class DataDirLockedError extends Error {}

/**
 * Two processes writing one PGlite directory corrupt it, so the server holds a lock file with its pid.
 * A lock whose process is gone (a killed server) is taken over.
 */
export function acquireDataDirLock(dir: string): () => void {
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, "pitlane.lock");
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(file, String(process.pid), { flag: "wx" });
      return () => {
        if (fs.readFileSync(file, "utf8") === String(process.pid)) fs.rmSync(file, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const pid = Number(fs.readFileSync(file, "utf8"));
      if (Number.isInteger(pid) && pid > 0 && pid !== process.pid && isAlive(pid)) {
        throw new DataDirLockedError(
          `The embedded database in ${dir} is in use by another Pitlane server (pid ${pid}). ` +
            "Stop that server first, or start this one with a different DATA_DIR.",
        );
      }
      fs.rmSync(file, { force: true });
    }
  }
  throw new DataDirLockedError(`Could not take the lock on ${dir}`);
}
