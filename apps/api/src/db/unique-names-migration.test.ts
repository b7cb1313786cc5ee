import fs from "node:fs";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { MIGRATIONS_DIR } from "../paths.js";
import { useTestApp } from "../test/app.js";
import { createPackage, createService } from "../test/factories/catalog.js";
import { createBranch, createShop } from "../test/factories/shop.js";
import { branches, packages, services } from "./schema/index.js";

/**
 * The migration that made branch, service and package names unique must not fail on the names
 * older data repeats: it trims them and numbers the later repeats before it builds the indexes.
 * Here the indexes are dropped again, repeats written as old data had them, and the migration's
 * statements run once more.
 */
const t = useTestApp();

const INDEXES = [
  "branches_shop_name_english_uq",
  "branches_shop_name_arabic_uq",
  "services_shop_name_uq",
  "packages_shop_branch_name_uq",
];

/** The unique names' statements of the migration that brought them (it also adds other columns). */
function uniqueNamesStatements(): string[] {
  const file = fs.readdirSync(MIGRATIONS_DIR).find((name) => name.includes("_unique_names"));
  if (!file) throw new Error("no unique names migration");
  return fs
    .readFileSync(path.join(MIGRATIONS_DIR, file), "utf8")
    .split("--> statement-breakpoint")
    .map((statement) => statement.trim())
    .filter((statement) => statement.includes("DO $$") || INDEXES.some((index) => statement.includes(`"${index}"`)));
}

describe("the unique names migration", () => {
  it("keeps the oldest name, numbers the later repeats of its scope and builds the indexes", async () => {
    const shop = await createShop(t);
    const other = await createShop(t);
    const gulberg = await createBranch(t, shop.shopId, { branchNameEnglish: "Gulberg", branchNameArabic: "جلبرج" });
    const dha = await createBranch(t, shop.shopId, { branchNameEnglish: "DHA", branchNameArabic: "دي إتش إيه" });
    const taken = await createBranch(t, shop.shopId, { branchNameEnglish: "Gulberg (2)", branchNameArabic: "ثالث" });
    const otherShops = await createBranch(t, other.shopId, { branchNameEnglish: "Gulberg" });
    const oil = await createService(t, shop.shopId, { name: "Oil change" });
    const oilAgain = await createService(t, shop.shopId, { name: "Oil change again" });
    const fullAtGulberg = await createPackage(t, shop.shopId, gulberg.id, { name: "Full service" });
    const fullAtDha = await createPackage(t, shop.shopId, dha.id, { name: "Full service" });
    const fullAgain = await createPackage(t, shop.shopId, gulberg.id, { name: "Full service again" });

    for (const index of INDEXES) await t.db.execute(sql.raw(`drop index "${index}"`));
    // What old data could hold: the same names in other cases and with spaces around them.
    await t.db.update(branches).set({ branchNameEnglish: " GULBERG " }).where(eq(branches.id, dha.id));
    await t.db.update(branches).set({ branchNameArabic: "جلبرج" }).where(eq(branches.id, taken.id));
    await t.db.update(services).set({ name: "oil change " }).where(eq(services.id, oilAgain.id));
    await t.db.update(packages).set({ name: "FULL SERVICE" }).where(eq(packages.id, fullAgain.id));

    for (const statement of uniqueNamesStatements()) await t.db.execute(sql.raw(statement));

    const names = await t.db
      .select({ id: branches.id, english: branches.branchNameEnglish, arabic: branches.branchNameArabic })
      .from(branches);
    const byId = new Map(names.map((row) => [row.id, row]));
    expect(byId.get(gulberg.id)).toMatchObject({ english: "Gulberg", arabic: "جلبرج" });
    // "Gulberg (2)" is taken already, so the repeat becomes "GULBERG (3)".
    expect(byId.get(dha.id)).toMatchObject({ english: "GULBERG (3)", arabic: "دي إتش إيه" });
    expect(byId.get(taken.id)).toMatchObject({ english: "Gulberg (2)", arabic: "جلبرج (2)" });
    expect(byId.get(otherShops.id)).toMatchObject({ english: "Gulberg" });
    const serviceNames = await t.db.select({ id: services.id, name: services.name }).from(services);
    expect(new Map(serviceNames.map((row) => [row.id, row.name]))).toEqual(
      new Map([
        [oil.id, "Oil change"],
        [oilAgain.id, "oil change (2)"],
      ]),
    );
    const packageNames = await t.db.select({ id: packages.id, name: packages.name }).from(packages);
    expect(new Map(packageNames.map((row) => [row.id, row.name]))).toEqual(
      new Map([
        [fullAtGulberg.id, "Full service"],
        // Another branch's package keeps its name: package names are unique per branch.
        [fullAtDha.id, "Full service"],
        [fullAgain.id, "FULL SERVICE (2)"],
      ]),
    );
    // The indexes stand again: each refuses a repeat.
    await expect(createBranch(t, shop.shopId, { branchNameEnglish: "gulberg" })).rejects.toThrow();
    await expect(createBranch(t, shop.shopId, { branchNameArabic: "جلبرج" })).rejects.toThrow();
    await expect(createService(t, shop.shopId, { name: "OIL CHANGE" })).rejects.toThrow();
    await expect(createPackage(t, shop.shopId, dha.id, { name: "full service" })).rejects.toThrow();
  });
});
