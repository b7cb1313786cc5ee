import { and, eq, ilike, or, sql, type Placeholder, type SQL } from "drizzle-orm";
import type { BranchListQuery } from "@pitlane/domain";
import type { Db } from "../../../db/client.js";
import { countRows, matching, orderOf, pageOf, preparedPagesByShape } from "../../../db/paging.js";
import { branches, cities, countries, states } from "../../../db/schema/index.js";
import { containsPattern, phoneContains } from "../../../db/search.js";
import { placeNameColumns } from "../../reference/location/place-names.js";
import { deleteShopRow, insertShopRow, updateShopRow } from "../../../db/shop-rows.js";

/** The unique indexes behind `branch_name_taken`: (shop, lower English name) and (shop, lower Arabic name). */
export const BRANCH_ENGLISH_NAME_INDEX = "branches_shop_name_english_uq";
export const BRANCH_ARABIC_NAME_INDEX = "branches_shop_name_arabic_uq";

export type BranchInsert = Omit<typeof branches.$inferInsert, "id" | "shopId" | "createdAt" | "updatedAt">;

/** A branch with the names of its country, state and city, read in the same query. */
const withPlaceNames = { branch: branches, ...placeNameColumns };

/** `phoneDigits`: what the search term finds inside stored phones (null when it is not phone-like). */
function filters(
  tenantId: string | Placeholder,
  q: Pick<BranchListQuery, "status" | "search">,
  phoneDigits: string | null,
): SQL | undefined {
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

  const orderBy = (q: Pick<BranchListQuery, "sort" | "order">) =>
    orderOf(q.sort === "name" ? branches.branchNameEnglish : branches.createdAt, q.order, branches.id);
  // Unsearched lists, one prepared pair per tab and order.
  const unsearched = preparedPagesByShape(
    db,
    "branch_list",
    (shape: Pick<BranchListQuery, "status" | "sort" | "order">) => {
      const where = filters(sql.placeholder("shopId"), shape, null);
      return {
        rows: selectWithNames()
          .where(where)
          .orderBy(...orderBy(shape)),
        total: countRows(db, branches, where),
      };
    },
  );

  return {
    async list(tenantId: string, q: BranchListQuery, phoneDigits: string | null) {
      const { status, sort, order } = q;
      if (!q.search) return unsearched({ status, sort, order }, { shopId: tenantId }, q);
      const where = filters(tenantId, q, phoneDigits);
      return pageOf(
        db,
        selectWithNames()
          .where(where)
          .orderBy(...orderBy(q)),
        // The search reads the city's name; an unsearched count is the branches' alone.
        matching(db).from(branches).leftJoin(cities, eq(cities.id, branches.cityId)).where(where),
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
