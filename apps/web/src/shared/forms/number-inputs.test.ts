import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const SOURCE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const NUMBER_FIELD = path.join("shared", "forms", "number-field.tsx");

function sourceFiles(folder: string): string[] {
  return fs.readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** Whether a file takes Mantine's NumberInput (a named import from @mantine/core). */
const importsNumberInput = (text: string) =>
  [...text.matchAll(/import\s*(?:type\s*)?\{([^}]*)\}\s*from\s*"@mantine\/core"/g)].some((m) =>
    (m[1] ?? "").split(",").some((name) => /^\s*(type\s+)?NumberInput\s*$/.test(name)),
  );

describe("number inputs", () => {
  it("all go through NumberField, the one input that keeps what was typed", () => {
    const files = sourceFiles(SOURCE).filter((file) => importsNumberInput(fs.readFileSync(file, "utf8")));
    expect(files.map((file) => path.relative(SOURCE, file))).toEqual([NUMBER_FIELD]);
  });
});
