import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

/**
 * The wall clock (packages/domain/src/platform/wall-clock*.ts) is the only time-zone code in the
 * tree (docs/decisions/0022): no other file of the apps or the packages formats with a `timeZone`
 * option, imports a zone library or converts zones in SQL. A second clock would drift from it.
 */

const ROOT = fileURLToPath(new URL("../../../../", import.meta.url));
const WALL_CLOCK = /^packages\/domain\/src\/platform\/wall-clock(-format)?\.ts$/;
const SKIPPED = new Set(["node_modules", "dist", "data", "test-results", "playwright-report", ".vite"]);
const SOURCE = /\.(ts|tsx|js|mjs|sql)$/;

const ZONE_CODE: { what: string; pattern: RegExp; alsoNeeds?: RegExp }[] = [
  {
    what: "a timeZone option of Intl",
    pattern: /\btimeZone\s*:/,
    alsoNeeds: /Intl\.DateTimeFormat|\.toLocale(Date|Time)?String\(/,
  },
  // Without a zone, Intl writes the runtime's own: the server's or the browser's, never the tenant's.
  { what: "date formatting outside the wall clock", pattern: /Intl\.DateTimeFormat/ },
  {
    what: "a time-zone library",
    pattern: /["'](@date-fns\/tz|date-fns-tz|luxon|moment-timezone|dayjs\/plugin\/(timezone|utc))["']/,
  },
  { what: "a zone conversion in SQL", pattern: /\bat\s+time\s+zone\b/i },
];

function* sourceFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (SKIPPED.has(entry.name) || entry.name.startsWith(".")) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(path);
    else if (SOURCE.test(entry.name)) yield path;
  }
}

describe("the wall clock", () => {
  it("is the only time-zone code in the tree", () => {
    const self = fileURLToPath(import.meta.url);
    const offenders: string[] = [];
    let walked = 0;
    for (const top of ["apps", "packages"]) {
      for (const path of sourceFiles(join(ROOT, top))) {
        const file = relative(ROOT, path).split("\\").join("/");
        if (path === self || WALL_CLOCK.test(file)) continue;
        walked += 1;
        const text = readFileSync(path, "utf8");
        for (const { what, pattern, alsoNeeds } of ZONE_CODE) {
          if (pattern.test(text) && (!alsoNeeds || alsoNeeds.test(text))) offenders.push(`${file}: ${what}`);
        }
      }
    }
    expect(walked).toBeGreaterThan(500);
    expect(offenders).toEqual([]);
  });
});
