// The processes `npm run bench` starts: the built server, and the anchor server beside it.
import { performance } from "node:perf_hooks";
import { spawn } from "node:child_process";
import path from "node:path";
import { options, root } from "./bench-options.mjs";

/** Waits until `url` answers 200; answers the milliseconds since `since`. */
async function waitForOk(url, since, child) {
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${url}: the process ended with ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return performance.now() - since;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** Every process started here, so that a bench ending in an error leaves none of them running. */
const children = new Set();
process.on("exit", () => {
  for (const child of children) child.kill("SIGTERM");
});

function stopper(child) {
  children.add(child);
  return async () => {
    if (child.exitCode !== null) return;
    const exited = new Promise((r) => child.once("exit", r));
    child.kill("SIGTERM");
    await exited;
    children.delete(child);
  };
}

const UNLIMITED = String(1_000_000_000);
const benchBudgets = Object.fromEntries(
  [
    "SESSION_REQUESTS_PER_SECOND",
    "SESSION_REQUEST_BURST",
    "TENANT_REQUESTS_PER_SECOND",
    "TENANT_REQUEST_BURST",
    "SESSION_EXPORTS_PER_MINUTE",
    "TENANT_EXPORTS_PER_MINUTE",
    "SIGNUP_MAX_PER_MINUTE",
  ].map((name) => [name, UNLIMITED]),
);

/**
 * Starts the built server on `dataDir` (PGlite) or `databaseUrl`, and answers it once /health
 * answers, with how long that took from the spawn: module loading, migrations and seeding included.
 */
export async function startApp({ port, dataDir, databaseUrl }) {
  const started = performance.now();
  const child = spawn(process.execPath, [path.join(root, "apps/api/dist/main.js")], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl ?? "",
      SEED_DEMO: "true",
      LOG_LEVEL: "warn",
      // The bench hashes the T-PINs of the drivers it loads with this key, as the app does (pin-hash.ts).
      PIN_SECRET: options.pinSecret,
      // The bench floods one session of one tenant on purpose: it measures throughput, not the limiter
      // (decision 0032), so every budget is far above what the load can send.
      ...benchBudgets,
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const stop = stopper(child);
  const base = `http://127.0.0.1:${port}`;
  const startMs = await waitForOk(`${base}/health`, started, child);
  return { base, startMs, stop };
}

/**
 * Starts the anchor server (scripts/bench-anchor-server.mjs) on the same database: `databaseUrl`,
 * or a PGlite data dir. `spec` tells it the tenant and the answers to copy (see that file).
 */
export async function startAnchor({ port, dataDir, databaseUrl, spec }) {
  const started = performance.now();
  const child = spawn(process.execPath, [path.join(root, "scripts/bench-anchor-server.mjs")], {
    env: {
      ...process.env,
      ANCHOR_PORT: String(port),
      ANCHOR_DATA_DIR: dataDir ?? "",
      ANCHOR_DATABASE_URL: databaseUrl ?? "",
      ANCHOR_SPEC: JSON.stringify(spec),
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
  const stop = stopper(child);
  const base = `http://127.0.0.1:${port}`;
  await waitForOk(`${base}/ready`, started, child);
  return { base, stop };
}

/**
 * Starts the app's ledger behind bare Fastify (scripts/bench-ledger-server.mjs, through tsx: it imports
 * the app's TypeScript sources) on the PostgreSQL database at `databaseUrl`.
 */
export async function startLedger({ port, databaseUrl }) {
  const started = performance.now();
  const child = spawn(process.execPath, ["--import", "tsx", path.join(root, "scripts/bench-ledger-server.mjs")], {
    cwd: root,
    env: { ...process.env, LEDGER_PORT: String(port), LEDGER_DATABASE_URL: databaseUrl },
    stdio: ["ignore", "inherit", "inherit"],
  });
  const stop = stopper(child);
  const base = `http://127.0.0.1:${port}`;
  await waitForOk(`${base}/ready`, started, child);
  return { base, stop };
}
