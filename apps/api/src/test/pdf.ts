import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { expect } from "vitest";
import type { TestApp } from "./app.js";
import { TEST_XSRF } from "./client.js";

/** A signed-in GET of a file (a PDF, a CSV): the raw answer, not an envelope. */
export const getFile = (t: TestApp, token: string, url: string) =>
  t.app.inject({
    method: "GET",
    url,
    headers: { authorization: `Bearer ${token}`, cookie: `XSRF-TOKEN=${TEST_XSRF}`, "x-xsrf-token": TEST_XSRF },
  });

/**
 * A downloaded PDF's text as poppler reads it; its first page is kept as a PNG named `name` under
 * apps/web/test-results/`folder`, for a person to look at.
 */
export function readPdf(bytes: Buffer, folder: string, name: string) {
  const dir = new URL(`../../../web/test-results/${folder}/`, import.meta.url).pathname;
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `${name}.pdf`);
  fs.writeFileSync(file, bytes);
  execFileSync("pdftoppm", ["-png", "-r", "60", "-f", "1", "-l", "1", "-singlefile", file, path.join(dir, name)]);
  expect(fs.statSync(path.join(dir, `${name}.png`)).size).toBeGreaterThan(10_000);
  return execFileSync("pdftotext", ["-layout", file, "-"], { encoding: "utf8" });
}
