import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { expect } from "vitest";

/**
 * Reads downloaded PDFs as poppler does: their text and page count, with each first page kept as a
 * PNG under the web app's test results (`<folder>/<name>.png`), for a person to look at.
 */
export function pdfReader(folder: string) {
  const dir = new URL(`../../../web/test-results/${folder}/`, import.meta.url).pathname;
  return (bytes: Buffer, name: string) => {
    fs.mkdirSync(dir, { recursive: true });
    const file = path.join(dir, `${name}.pdf`);
    fs.writeFileSync(file, bytes);
    execFileSync("pdftoppm", ["-png", "-r", "60", "-f", "1", "-l", "1", "-singlefile", file, path.join(dir, name)]);
    expect(fs.statSync(path.join(dir, `${name}.png`)).size).toBeGreaterThan(10_000);
    const text = execFileSync("pdftotext", ["-layout", file, "-"], { encoding: "utf8" });
    // pdftotext ends every page with a form feed.
    return { text, pages: text.split("\f").length - 1 };
  };
}
