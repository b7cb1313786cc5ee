import { eq, sql } from "drizzle-orm";
import type { Db } from "../db/client.js";
import { companies, shops } from "../db/schema/index.js";

/**
 * The zone of a tenant's wall clock (a shop's or a fleet company's), for the services that read
 * "today" or print a time: they hand it to the domain's wall clock, which does the rest.
 */
export function createTenantZones(db: Db) {
  const shopZone = db
    .select({ timeZone: shops.timeZone })
    .from(shops)
    .where(eq(shops.id, sql.placeholder("id")))
    .prepare("shop_time_zone");
  const companyZone = db
    .select({ timeZone: companies.timeZone })
    .from(companies)
    .where(eq(companies.id, sql.placeholder("id")))
    .prepare("company_time_zone");

  async function zoneOf(statement: typeof shopZone, tenantId: string): Promise<string> {
    const [row] = await statement.execute({ id: tenantId });
    // The tenant comes from a live session, so its row exists.
    if (!row) throw new Error("a signed-in tenant has no row");
    return row.timeZone;
  }

  return {
    ofShop: (shopId: string) => zoneOf(shopZone, shopId),
    ofCompany: (companyId: string) => zoneOf(companyZone, companyId),
  };
}

export type TenantZones = ReturnType<typeof createTenantZones>;

/** What "now" is: the real time, or a fixed one in tests. */
export type Clock = () => Date;
export const realClock: Clock = () => new Date();
