import { and, asc, count, desc, eq, ilike, or, type SQL } from "drizzle-orm";
import { offsetOf, type BranchListQuery } from "@pitlane/domain";
import type { Db } from "../../../db/client.js";
import { branches, cities, countries, states } from "../../../db/schema/index.js";

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

function filters(tenantId: string, q: BranchListQuery): SQL | undefined {
  const parts: (SQL | undefined)[] = [eq(branches.shopId, tenantId)];
  if (q.status !== "all") parts.push(eq(branches.active, q.status === "active"));
  if (q.search) {
    const pattern = `%${q.search.replace(/[\\%_]/g, "\\$&")}%`;
    parts.push(
      or(
        ilike(branches.branchNameEnglish, pattern),
        ilike(branches.branchNameArabic, pattern),
        ilike(branches.phone, pattern),
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
    async list(tenantId: string, q: BranchListQuery) {
      const where = filters(tenantId, q);
      const direction = q.order === "desc" ? desc : asc;
      const sortColumn = q.sort === "name" ? branches.branchNameEnglish : branches.createdAt;
      const [items, [counted]] = await Promise.all([
        selectWithNames()
          .where(where)
          .orderBy(direction(sortColumn), asc(branches.id))
          .limit(q.limit)
          .offset(offsetOf(q)),
        db.select({ n: count() }).from(branches).leftJoin(cities, eq(cities.id, branches.cityId)).where(where),
      ]);
      return { items, total: counted?.n ?? 0 };
    },
    async get(tenantId: string, id: string) {
      const [row] = await selectWithNames()
        .where(and(eq(branches.shopId, tenantId), eq(branches.id, id)))
        .limit(1);
      return row ?? null;
    },
    async insert(tenantId: string, values: BranchInsert) {
      const [row] = await db
        .insert(branches)
        .values({ ...values, shopId: tenantId })
        .returning({ id: branches.id });
      if (!row) throw new Error("branch insert returned nothing");
      return row.id;
    },
    async update(tenantId: string, id: string, values: Partial<BranchInsert>) {
      const [row] = await db
        .update(branches)
        .set({ ...values, updatedAt: new Date() })
        .where(and(eq(branches.shopId, tenantId), eq(branches.id, id)))
        .returning({ id: branches.id });
      return row !== undefined;
    },
    async remove(tenantId: string, id: string) {
      const rows = await db
        .delete(branches)
        .where(and(eq(branches.shopId, tenantId), eq(branches.id, id)))
        .returning({ id: branches.id });
      return rows.length > 0;
    },
  };
}

export type BranchRepo = ReturnType<typeof createBranchRepo>;
export type BranchWithNames = NonNullable<Awaited<ReturnType<BranchRepo["get"]>>>;
