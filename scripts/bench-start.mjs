// The start-up lines: the app starting on an existing PGlite data dir beside a process that only
// opens that dir, in interleaved rounds, and the app starting on a fresh data dir.
import { performance } from "node:perf_hooks";
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { startApp } from "./bench-app.mjs";
import { median } from "./bench-load.mjs";
import { options, root } from "./bench-options.mjs";

/** Milliseconds from spawning scripts/bench-pglite-open.mjs to its "ready". */
function openAlone(dir) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(process.execPath, [path.join(root, "scripts/bench-pglite-open.mjs"), dir], {
      stdio: ["ignore", "pipe", "inherit"],
    });
    let ready = 0;
    child.stdout.on("data", (chunk) => {
      if (!ready && String(chunk).includes("ready")) ready = performance.now() - started;
    });
    child.once("exit", (code) => (code === 0 && ready ? resolve(ready) : reject(new Error(`opening ${dir} failed`))));
  });
}

/** The app's start on `dataDir` (stopped between rounds) against opening its PGlite dir alone. */
export async function existingDirStart(dataDir) {
  const app = [];
  const alone = [];
  for (let i = 0; i < options.rounds; i++) {
    const started = await startApp({ port: options.appPort, dataDir });
    app.push(started.startMs);
    await started.stop();
    alone.push(await openAlone(path.join(dataDir, "pglite")));
  }
  return { app: median(app), alone: median(alone) };
}

/** The app's start on fresh data dirs (migrations, reference data, the demo): the median of the rounds. */
export async function freshDirStart() {
  const times = [];
  for (let i = 0; i < options.rounds; i++) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "pitlane-bench-fresh-"));
    try {
      const started = await startApp({ port: options.appPort, dataDir: dir });
      times.push(started.startMs);
      await started.stop();
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }
  return median(times);
}
