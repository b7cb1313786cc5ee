import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterEach, describe, expect, inject, it } from "vitest";
import { openPglite, type Db } from "./client.js";
import { templateFor } from "./template.js";

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
  it("is used only for a dir without a database, and only when the build made one", () => {
    const file = inject("databaseTemplate");
    const empty = tempDir();
    expect(templateFor(empty, file)).toBeInstanceOf(Blob);
    expect(templateFor(empty, path.join(empty, "no-template.tar"))).toBeUndefined();
    fs.writeFileSync(path.join(empty, "PG_VERSION"), "17");
    expect(templateFor(empty, file)).toBeUndefined();
  });

  it("starts migrated with the reference data, and keeps what is written in it", async () => {
    const dir = path.join(tempDir(), "pglite");
    const first = await openPglite(dir, templateFor(dir, inject("databaseTemplate")));
    const applied = await countOf(first.db, "drizzle.__drizzle_migrations");
    const journal = JSON.parse(fs.readFileSync(new URL("../../drizzle/meta/_journal.json", import.meta.url), "utf8"));
    expect(applied).toBe(journal.entries.length);
    await first.migrate();
    expect(await countOf(first.db, "drizzle.__drizzle_migrations")).toBe(applied);
    expect(await countOf(first.db, "countries")).toBeGreaterThan(0);
    await first.db.execute(sql`create table kept (n int)`);
    await first.db.execute(sql`insert into kept values (1)`);
    await first.close();

    expect(templateFor(dir, inject("databaseTemplate"))).toBeUndefined();
    const again = await openPglite(dir, templateFor(dir, inject("databaseTemplate")));
    expect(await countOf(again.db, "kept")).toBe(1);
    await again.close();
  });
});
