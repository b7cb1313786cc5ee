import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { defineConfig } from "@playwright/test";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../..");
const port = Number(process.env.E2E_PORT ?? 3100);

// The runner loads this file before starting workers, which inherit the environment: one data dir per run.
process.env.E2E_DATA_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), "pitlane-e2e-"));
process.env.E2E_BASE_URL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: ".",
  testMatch: "*.spec.ts",
  timeout: 60_000,
  // Two workers, their browsers and the server share two cores: a screen loaded anew (the session
  // restored, its chunk and its data read) can take longer than ten seconds there.
  expect: { timeout: 20_000 },
  fullyParallel: false,
  workers: 2,
  // One retry, so a journey that a busy machine slowed past a timeout once does not fail the run; the
  // list reporter still names every test that needed it as flaky, and a test that fails twice fails.
  retries: 1,
  reporter: [["list"]],
  globalTeardown: "./global-teardown.ts",
  use: {
    baseURL: process.env.E2E_BASE_URL,
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
  },
  webServer: {
    command: `node ${path.join(root, "apps/api/dist/main.js")}`,
    url: `${process.env.E2E_BASE_URL}/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: process.env.E2E_DATA_DIR,
      PUBLIC_URL: process.env.E2E_BASE_URL,
      SEED_DEMO: "true",
      LOG_LEVEL: "warn",
      // Every test signs up its own shop from the same address.
      SIGNUP_MAX_PER_MINUTE: "500",
    },
  },
});
