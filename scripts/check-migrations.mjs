// Fails when the schema in apps/api/src/db/schema differs from what the checked-in migrations build:
// drizzle-kit generates into a copy of the migrations folder, and any new file there is a migration
// somebody forgot to generate (or a schema edit nobody meant).
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

const root = path.dirname(path.dirname(new URL(import.meta.url).pathname));
const migrations = path.join(root, "apps/api/drizzle");
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), "pitlane-migrations-"));
try {
  const out = path.join(scratch, "drizzle");
  fs.cpSync(migrations, out, { recursive: true });
  const config = path.join(scratch, "drizzle.config.json");
  fs.writeFileSync(
    config,
    // drizzle-kit reads its paths relative to the working directory, whatever their form.
    JSON.stringify({ dialect: "postgresql", schema: "apps/api/src/db/schema/index.ts", out: path.relative(root, out) }),
  );
  const before = new Set(fs.readdirSync(out));
  const printed = execFileSync(path.join(root, "node_modules/.bin/drizzle-kit"), ["generate", "--config", config], {
    cwd: root,
    encoding: "utf8",
    stdio: ["ignore", "pipe", "pipe"],
  });
  const added = fs.readdirSync(out).filter((name) => !before.has(name));
  // drizzle-kit exits 0 even when it could not read the migrations, so only its own words count as a pass.
  if (added.length === 0 && !/No schema changes/.test(printed)) {
    console.error(`drizzle-kit did not compare the schema:\n${printed}`);
    process.exit(1);
  }
  if (added.length > 0) {
    console.error(
      `The schema has changes no migration holds (drizzle-kit would write ${added.join(", ")}).\n` +
        "Run npm run db:generate -- --name <what_changed> and check the new migration in.",
    );
    process.exit(1);
  }
  console.log("Migrations match the schema.");
} finally {
  fs.rmSync(scratch, { recursive: true, force: true });
}
