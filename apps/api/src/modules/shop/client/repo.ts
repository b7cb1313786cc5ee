import { and, asc, count, desc, eq, isNotNull, isNull, like, or, sql, type Placeholder, type SQL } from "drizzle-orm";
import type { ClientListQuery } from "@pitlane/domain";
import type { Db } from "../../../db/client.js";
import { countRows, orderOf, pageOf, preparedPageOf } from "../../../db/paging.js";
import { clientVehicles, clients } from "../../../db/schema/index.js";
import { containsPattern, phoneContains } from "../../../db/search.js";
import { insertShopRow } from "../../../db/shop-rows.js";
import { tenantRow } from "../../../db/tenant-row.js";

export type ClientInsert = Omit<
  typeof clients.$inferInsert,
  "id" | "shopId" | "createdAt" | "updatedAt" | "archivedAt" | "searchText"
>;

/** The unique index behind `identity_taken` (shop, digits, not archived). */
export const CLIENT_IDENTITY_INDEX = "clients_shop_identity_uq";

/** A term typed like an identity number: digits with the usual separators. */
const NUMBER_LIKE = /^[\d\s\-+().]+$/;

/**
 * What the search column is matched against: `search_text` holds the name lower-cased, the phone's
 * E.164 digits and the identity number's digits, so a number-like term is cut to its digits too.
 */
export function searchTermOf(search: string): string {
  return NUMBER_LIKE.test(search) ? search.replace(/\D/g, "") : search.toLowerCase();
}

/**
 * A client with how many vehicles it has (not archived), counted by a subquery in the same query.
 * The subquery is a query builder, not raw SQL, so its columns keep their table names: a select
 * from one table writes its own raw columns bare, which would read the vehicle's id as the client's.
 */
const withVehicleCount = (db: Db) => ({
  client: clients,
  vehicleCount: sql<number>`(${db
    .select({ n: count() })
    .from(clientVehicles)
    .where(and(tenantRow(clients, clientVehicles.clientId, clientVehicles), isNull(clientVehicles.archivedAt)))})::int`,
});

/**
 * The shop's clients that are not archived: archived ones are gone for every read and change but
 * their own list and their restore.
 */
const live = (tenantId: string | Placeholder) => and(eq(clients.shopId, tenantId), isNull(clients.archivedAt));
const liveOne = (tenantId: string, id: string) => and(live(tenantId), eq(clients.id, id));
const archived = (tenantId: string) => and(eq(clients.shopId, tenantId), isNotNull(clients.archivedAt));
/** The client's vehicles that `which` picks (those archived with it, or those in use). */
const ofClient = (tenantId: string, clientId: string, which: SQL | undefined) =>
  and(eq(clientVehicles.shopId, tenantId), eq(clientVehicles.clientId, clientId), which);

/**
 * The term as typed (a name, an identity number's digits) or as the digits it finds inside stored
 * phones (`phoneDigits`: "0300 2255913" finds 923002255913). LIKE on the lower-cased column is served
 * by its trigram index, each side of the OR alike.
 */
export function listFilter(tenantId: string, q: ClientListQuery, phoneDigits: string | null): SQL | undefined {
  const term = q.search ? searchTermOf(q.search) : "";
  const asPhone =
    term && phoneDigits && phoneDigits !== term ? phoneContains(clients.searchText, phoneDigits) : undefined;
  // LIKE on the lower-cased column is served by its trigram index.
  return and(
    q.status === "archived" ? archived(tenantId) : live(tenantId),
    term ? or(like(clients.searchText, containsPattern(term)), asPhone) : undefined,
  );
}

export function createClientRepo(db: Db) {
  const newestFirst = orderOf(clients.createdAt, "desc", clients.id);
  // The list as every visit opens it: the clients in use, unsearched.
  const liveShop = live(sql.placeholder("shopId"));
  const livePage = preparedPageOf(
    db,
    "client_list_live",
    db
      .select(withVehicleCount(db))
      .from(clients)
      .where(liveShop)
      .orderBy(...newestFirst),
    countRows(db, clients, liveShop),
  );

  return {
    async list(tenantId: string, q: ClientListQuery, phoneDigits: string | null) {
      if (!q.search && q.status !== "archived") return livePage({ shopId: tenantId }, q);
      const where = listFilter(tenantId, q, phoneDigits);
      return pageOf(
        db,
        db
          .select(withVehicleCount(db))
          .from(clients)
          .where(where)
          // Archived ones by when they left, the latest first: the one just deleted is on top.
          .orderBy(...(q.status === "archived" ? orderOf(clients.archivedAt, "desc", clients.id) : newestFirst)),
        countRows(db, clients, where),
        q,
      );
    },
    async get(tenantId: string, id: string, tx: Db = db) {
      const [row] = await tx.select(withVehicleCount(tx)).from(clients).where(liveOne(tenantId, id)).limit(1);
      return row ?? null;
    },
    insert: (tenantId: string, values: ClientInsert) => insertShopRow(db, clients, { ...values, shopId: tenantId }),
    async update(tenantId: string, id: string, values: Partial<ClientInsert>): Promise<boolean> {
      const rows = await db
        .update(clients)
        .set({ ...values, updatedAt: new Date() })
        .where(liveOne(tenantId, id))
        .returning({ id: clients.id });
      return rows.length > 0;
    },
    /** Erases the client and (by cascade) its vehicles; the database refuses while a job card or invoice names them. */
    async erase(tenantId: string, id: string): Promise<boolean> {
      const rows = await db.delete(clients).where(liveOne(tenantId, id)).returning({ id: clients.id });
      return rows.length > 0;
    },
    /**
     * The client holding this identity number: the one in use if there is one, else the latest
     * archived (an identity number is unique only among clients in use).
     */
    async holderOfIdentity(tenantId: string, identityNumber: string) {
      const [row] = await db
        .select({ id: clients.id, archivedAt: clients.archivedAt })
        .from(clients)
        .where(and(eq(clients.shopId, tenantId), eq(clients.identityNumber, identityNumber)))
        .orderBy(sql`${clients.archivedAt} is not null`, desc(clients.archivedAt), asc(clients.id))
        .limit(1);
      return row ?? null;
    },
    /**
     * Brings an archived client back with the vehicles archived with it (at the same instant), not
     * those deleted on their own before. The unique indexes refuse an identity number, plate or VIN
     * taken meanwhile by one in use, and the whole restore with it.
     */
    restore(tenantId: string, id: string): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .select({ archivedAt: clients.archivedAt })
          .from(clients)
          .where(and(archived(tenantId), eq(clients.id, id)))
          .for("update");
        if (!row?.archivedAt) return false;
        const now = new Date();
        await tx
          .update(clients)
          .set({ archivedAt: null, updatedAt: now })
          .where(and(eq(clients.shopId, tenantId), eq(clients.id, id)));
        await tx
          .update(clientVehicles)
          .set({ archivedAt: null, updatedAt: now })
          .where(ofClient(tenantId, id, eq(clientVehicles.archivedAt, row.archivedAt)));
        return true;
      });
    },
    /** Archives the client and its vehicles together, freeing its identity number and their plates. */
    archive(tenantId: string, id: string): Promise<boolean> {
      return db.transaction(async (tx) => {
        const now = new Date();
        const rows = await tx
          .update(clients)
          .set({ archivedAt: now, updatedAt: now })
          .where(liveOne(tenantId, id))
          .returning({ id: clients.id });
        if (rows.length === 0) return false;
        await tx
          .update(clientVehicles)
          .set({ archivedAt: now, updatedAt: now })
          .where(ofClient(tenantId, id, isNull(clientVehicles.archivedAt)));
        return true;
      });
    },
  };
}

export type ClientRepo = ReturnType<typeof createClientRepo>;
export type ClientWithCount = NonNullable<Awaited<ReturnType<ClientRepo["get"]>>>;
