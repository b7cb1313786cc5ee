import fs from "node:fs";

/** The server's data directory of this run (see playwright.config.ts) is not needed afterwards. */
export default function globalTeardown() {
  const dir = process.env.E2E_DATA_DIR;
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
}
