import { and, eq, ilike, isNull, like, or, sql, type Placeholder, type SQL } from "drizzle-orm";
import type { SupplierListQuery } from "@pitlane/domain";
import type { Db } from "../../../db/client.js";
import { countRows, matching, orderOf, pageOf, preparedPagesByShape } from "../../../db/paging.js";
import { cities, countries, states, suppliers } from "../../../db/schema/index.js";
import { containsPattern } from "../../../db/search.js";
import { placeNameColumns } from "../../reference/location/place-names.js";
import { deleteShopRow, insertShopRow, updateShopRow } from "../../../db/shop-rows.js";

/** The unique index behind `supplier_name_taken`: (shop, lower name). */
export const SUPPLIER_NAME_INDEX = "suppliers_shop_name_uq";

export type SupplierInsert = Omit<
  typeof suppliers.$inferInsert,
  "id" | "shopId" | "createdAt" | "updatedAt" | "searchText"
>;

/** A supplier with the names of its country, state and city, read in the same query. */
const withPlaceNames = { supplier: suppliers, ...placeNameColumns };

/** `phoneDigits`: what the search term finds inside stored phones (null when it is not phone-like). */
function filters(
  tenantId: string | Placeholder,
  q: Pick<SupplierListQuery, "status" | "search">,
  phoneDigits: string | null,
): SQL | undefined {
  const parts: (SQL | undefined)[] = [eq(suppliers.shopId, tenantId), isNull(suppliers.archivedAt)];
  if (q.status !== "all") parts.push(eq(suppliers.active, q.status === "active"));
  if (q.search) {
    // Both read the trigram index of the search text, which holds the phone's digits.
    const byText = ilike(suppliers.searchText, containsPattern(q.search));
    parts.push(phoneDigits ? or(byText, like(suppliers.searchText, containsPattern(phoneDigits))) : byText);
  }
  return and(...parts);
}

export function createSupplierRepo(db: Db) {
  const selectWithNames = () =>
    db
      .select(withPlaceNames)
      .from(suppliers)
      .leftJoin(countries, eq(countries.id, suppliers.countryId))
      .leftJoin(states, eq(states.id, suppliers.stateId))
      .leftJoin(cities, eq(cities.id, suppliers.cityId));

  const orderBy = (q: Pick<SupplierListQuery, "sort" | "order">) =>
    orderOf(q.sort === "name" ? suppliers.name : suppliers.createdAt, q.order, suppliers.id);
  // Unsearched lists, one prepared pair per tab and order.
  const unsearched = preparedPagesByShape(
    db,
    "supplier_list",
    (shape: Pick<SupplierListQuery, "status" | "sort" | "order">) => {
      const where = filters(sql.placeholder("shopId"), shape, null);
      return {
        rows: selectWithNames()
          .where(where)
          .orderBy(...orderBy(shape)),
        total: countRows(db, suppliers, where),
      };
    },
  );

  return {
    async list(tenantId: string, q: SupplierListQuery, phoneDigits: string | null) {
      const { status, sort, order } = q;
      if (!q.search) return unsearched({ status, sort, order }, { shopId: tenantId }, q);
      const where = filters(tenantId, q, phoneDigits);
      return pageOf(
        db,
        selectWithNames()
          .where(where)
          .orderBy(...orderBy(q)),
        matching(db).from(suppliers).where(where),
        q,
      );
    },
    async get(tenantId: string, id: string) {
      const [row] = await selectWithNames()
        .where(and(eq(suppliers.shopId, tenantId), eq(suppliers.id, id), isNull(suppliers.archivedAt)))
        .limit(1);
      return row ?? null;
    },
    insert: (tenantId: string, values: SupplierInsert) => insertShopRow(db, suppliers, { ...values, shopId: tenantId }),
    update: (tenantId: string, id: string, values: Partial<SupplierInsert>) =>
      updateShopRow(db, suppliers, tenantId, id, values),
    remove: (tenantId: string, id: string) => deleteShopRow(db, suppliers, tenantId, id),
    /** Gone from lists and pickers, kept for the stock orders that name it; false when already gone. */
    async archive(tenantId: string, id: string): Promise<boolean> {
      const rows = await db
        .update(suppliers)
        .set({ archivedAt: new Date(), active: false, updatedAt: new Date() })
        .where(and(eq(suppliers.shopId, tenantId), eq(suppliers.id, id), isNull(suppliers.archivedAt)))
        .returning({ id: suppliers.id });
      return rows.length > 0;
    },
  };
}

export type SupplierRepo = ReturnType<typeof createSupplierRepo>;
export type SupplierWithNames = NonNullable<Awaited<ReturnType<SupplierRepo["get"]>>>;
