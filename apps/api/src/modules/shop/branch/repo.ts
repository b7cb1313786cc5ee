import { and, eq, ilike, or, type SQL } from "drizzle-orm";
import type { BranchListQuery } from "@pitlane/domain";
import type { Db } from "../../../db/client.js";
import { countRows, matching, orderOf, pageOf } from "../../../db/paging.js";
import { branches, cities, countries, states } from "../../../db/schema/index.js";
import { containsPattern, phoneContains } from "../../../db/search.js";
import { deleteShopRow, insertShopRow, updateShopRow } from "../../../db/shop-rows.js";

/** The unique indexes behind `branch_name_taken`: (shop, lower English name) and (shop, lower Arabic name). */
export const BRANCH_ENGLISH_NAME_INDEX = "branches_shop_name_english_uq";
export const BRANCH_ARABIC_NAME_INDEX = "branches_shop_name_arabic_uq";

export type BranchInsert = Omit<typeof branches.$inferInsert, "id" | "shopId" | "createdAt" | "updatedAt">;

/** A branch with the names of its country, state and city, read in the same query. */
const withPlaceNames = {
  branch: branches,
  countryName: countries.name,
  stateName: states.name,
  cityName: cities.name,
  countryNameArabic: countries.nameArabic,
  stateNameArabic: states.nameArabic,
  cityNameArabic: cities.nameArabic,
};

/** `phoneDigits`: what the search term finds inside stored phones (null when it is not phone-like). */
function filters(tenantId: string, q: BranchListQuery, phoneDigits: string | null): SQL | undefined {
  const parts: (SQL | undefined)[] = [eq(branches.shopId, tenantId)];
  if (q.status !== "all") parts.push(eq(branches.active, q.status === "active"));
  if (q.search) {
    const pattern = containsPattern(q.search);
    parts.push(
      or(
        ilike(branches.branchNameEnglish, pattern),
        ilike(branches.branchNameArabic, pattern),
        phoneContains(branches.phone, phoneDigits),
        ilike(cities.name, pattern),
        ilike(cities.nameArabic, pattern),
      ),
    );
  }
  return and(...parts);
}

export function createBranchRepo(db: Db) {
  const selectWithNames = (tx: Db = db) =>
    tx
      .select(withPlaceNames)
      .from(branches)
      .leftJoin(countries, eq(countries.id, branches.countryId))
      .leftJoin(states, eq(states.id, branches.stateId))
      .leftJoin(cities, eq(cities.id, branches.cityId));

  return {
    async list(tenantId: string, q: BranchListQuery, phoneDigits: string | null) {
      const where = filters(tenantId, q, phoneDigits);
      const sortColumn = q.sort === "name" ? branches.branchNameEnglish : branches.createdAt;
      return pageOf(
        db,
        selectWithNames()
          .where(where)
          .orderBy(...orderOf(sortColumn, q.order, branches.id)),
        // The search reads the city's name; an unsearched count is the branches' alone.
        q.search
          ? matching(db).from(branches).leftJoin(cities, eq(cities.id, branches.cityId)).where(where)
          : countRows(db, branches, where),
        q,
      );
    },
    async get(tenantId: string, id: string) {
      const [row] = await selectWithNames()
        .where(and(eq(branches.shopId, tenantId), eq(branches.id, id)))
        .limit(1);
      return row ?? null;
    },
    insert: (tenantId: string, values: BranchInsert) => insertShopRow(db, branches, { ...values, shopId: tenantId }),
    update: (tenantId: string, id: string, values: Partial<BranchInsert>) =>
      updateShopRow(db, branches, tenantId, id, values),
    remove: (tenantId: string, id: string) => deleteShopRow(db, branches, tenantId, id),
  };
}

export type BranchRepo = ReturnType<typeof createBranchRepo>;
export type BranchWithNames = NonNullable<Awaited<ReturnType<BranchRepo["get"]>>>;
