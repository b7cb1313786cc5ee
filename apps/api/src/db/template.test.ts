import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterEach, describe, expect, inject, it } from "vitest";
import { openPglite, type Db } from "./client.js";
import { startFromTemplate } from "./template.js";

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "pitlane-template-test-"));
  dirs.push(dir);
  return dir;
};

const countOf = async (db: Db, table: string) => {
  const result = await db.execute(sql.raw(`select count(*)::int as n from ${table}`));
  return (result as unknown as { rows: { n: number }[] }).rows[0]?.n;
};

// The template is the embedded database's; PostgreSQL makes its test databases from a template database of its own.
describe.skipIf(Boolean(process.env.DATABASE_URL))("a new embedded database from the build's template", () => {
  it("is made only in a dir without a database, and only when the build made a template", () => {
    const file = inject("databaseTemplate");
    const parent = tempDir();
    expect(startFromTemplate(path.join(parent, "none"), path.join(parent, "no-template.tar"))).toBe(false);
    expect(fs.existsSync(path.join(parent, "none"))).toBe(false);
    const dir = path.join(parent, "pglite");
    fs.mkdirSync(dir);
    expect(startFromTemplate(dir, file)).toBe(true);
    expect(fs.existsSync(path.join(dir, "PG_VERSION"))).toBe(true);
    fs.writeFileSync(path.join(dir, "kept"), "");
    expect(startFromTemplate(dir, file)).toBe(false);
    expect(fs.existsSync(path.join(dir, "kept"))).toBe(true);
  });

  it("refuses a dir that holds files but no database, and replaces what a stopped start left beside it", () => {
    const file = inject("databaseTemplate");
    const parent = tempDir();
    const dir = path.join(parent, "pglite");
    fs.mkdirSync(dir);
    fs.writeFileSync(path.join(dir, "notes.txt"), "mine");
    expect(() => startFromTemplate(dir, file)).toThrow(/holds files but no database/);
    expect(fs.readdirSync(dir)).toEqual(["notes.txt"]);

    const other = path.join(parent, "other");
    fs.mkdirSync(`${other}.new/base`, { recursive: true });
    fs.writeFileSync(`${other}.new/base/half-written`, "");
    expect(startFromTemplate(other, file)).toBe(true);
    expect(fs.existsSync(`${other}.new`)).toBe(false);
    expect(fs.existsSync(path.join(other, "base", "half-written"))).toBe(false);
  });

  it("starts migrated with the reference data, and keeps what is written in it", async () => {
    const dir = path.join(tempDir(), "pglite");
    startFromTemplate(dir, inject("databaseTemplate"));
    const first = await openPglite(dir);
    const applied = await countOf(first.db, "drizzle.__drizzle_migrations");
    const journal = JSON.parse(fs.readFileSync(new URL("../../drizzle/meta/_journal.json", import.meta.url), "utf8"));
    expect(applied).toBe(journal.entries.length);
    await first.migrate();
    expect(await countOf(first.db, "drizzle.__drizzle_migrations")).toBe(applied);
    expect(await countOf(first.db, "countries")).toBeGreaterThan(0);
    await first.db.execute(sql`create table kept (n int)`);
    await first.db.execute(sql`insert into kept values (1)`);
    await first.close();

    expect(startFromTemplate(dir, inject("databaseTemplate"))).toBe(false);
    const again = await openPglite(dir);
    expect(await countOf(again.db, "kept")).toBe(1);
    await again.close();
  });
});
