import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { buildPath, type Endpoint } from "@pitlane/domain";
import { expect } from "vitest";
import type { TestApp } from "./app.js";
import { TEST_XSRF } from "./client.js";

/**
 * A downloaded PDF's text as poppler reads it; its first page is kept as `<name>.png` in `dir` (under
 * the web's test results), for a person to look at, and must be a real picture, not a blank page.
 */
export function readPdf(bytes: Buffer, dir: URL, name: string): string {
  const folder = dir.pathname;
  fs.mkdirSync(folder, { recursive: true });
  const file = path.join(folder, `${name}.pdf`);
  fs.writeFileSync(file, bytes);
  execFileSync("pdftoppm", ["-png", "-r", "60", "-f", "1", "-l", "1", "-singlefile", file, path.join(folder, name)]);
  expect(fs.statSync(path.join(folder, `${name}.png`)).size).toBeGreaterThan(10_000);
  return execFileSync("pdftotext", ["-layout", file, "-"], { encoding: "utf8" });
}

/** A signed-in GET of a file (a PDF, a CSV) as a browser fetches it: the raw answer, not an envelope. */
export const getFile = (t: TestApp, token: string, url: string) =>
  t.app.inject({
    method: "GET",
    url,
    headers: { authorization: `Bearer ${token}`, cookie: `XSRF-TOKEN=${TEST_XSRF}`, "x-xsrf-token": TEST_XSRF },
  });

/** A file endpoint's answer for the id, as a signed-in browser fetches it (`lang` in its query when given). */
export const downloadOf = (t: TestApp, endpoint: Pick<Endpoint, "path">, token: string, id: string, lang?: string) =>
  getFile(t, token, buildPath(endpoint.path, { id }) + (lang ? `?lang=${lang}` : ""));

/** The fields of a ZATCA QR payload (tag, length, value, one after the other), in the order of their tags. */
export function zatcaFields(base64: string | null): string[] {
  const tlv = Buffer.from(base64 ?? "", "base64");
  const fields: string[] = [];
  for (let at = 0; at < tlv.length; at += 2 + (tlv[at + 1] ?? 0)) {
    fields.push(tlv.subarray(at + 2, at + 2 + (tlv[at + 1] ?? 0)).toString("utf8"));
  }
  return fields;
}
