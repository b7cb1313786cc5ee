import { asc, and, eq, ilike, sql } from "drizzle-orm";
import type { Db } from "../../../db/client.js";
import { serviceNames } from "../../../db/schema/index.js";
import { containsPattern } from "../../../db/search.js";

/** How many names the picker offers at once: typing narrows them. */
export const SERVICE_NAMES_SHOWN = 50;

/**
 * Adds a service's name to the shop's list unless it is there already in any case ("Oil change"
 * and "oil change" are one name). Called by the services module inside its own transaction.
 */
export async function rememberServiceName(tx: Db, shopId: string, name: string): Promise<void> {
  const trimmed = name.trim();
  if (!trimmed) return;
  // The only unique index besides the key is (shop_id, lower(name)): a repeat is skipped, not an error.
  await tx.insert(serviceNames).values({ shopId, name: trimmed }).onConflictDoNothing();
}

export function createServiceNameRepo(db: Db) {
  return {
    /** Alphabetical regardless of case, served by the (shop_id, lower(name)) index. */
    async list(tenantId: string, search: string | undefined) {
      return db
        .select({ id: serviceNames.id, name: serviceNames.name })
        .from(serviceNames)
        .where(
          and(
            eq(serviceNames.shopId, tenantId),
            search ? ilike(serviceNames.name, containsPattern(search)) : undefined,
          ),
        )
        .orderBy(asc(sql`lower(${serviceNames.name})`), asc(serviceNames.id))
        .limit(SERVICE_NAMES_SHOWN);
    },
  };
}

export type ServiceNameRepo = ReturnType<typeof createServiceNameRepo>;
export type ServiceNameRow = Awaited<ReturnType<ServiceNameRepo["list"]>>[number];
