import { eq, sql } from "drizzle-orm";
import type { Db } from "../db/client.js";
import { companies, countries, shops } from "../db/schema/index.js";
import { phoneCountryOf, phonesIn, type Phones } from "./phones.js";

/**
 * The phones of a signed-in tenant (a shop or a fleet company), read in its country: for the
 * services that store or search the phones its people type.
 */
export function createTenantPhones(db: Db) {
  const shopCountry = db
    .select({ iso2: countries.iso2, currency: shops.currency })
    .from(shops)
    .leftJoin(countries, eq(countries.id, shops.countryId))
    .where(eq(shops.id, sql.placeholder("id")))
    .prepare("shop_phone_country");
  const companyCountry = db
    .select({ iso2: countries.iso2, currency: companies.currency })
    .from(companies)
    .leftJoin(countries, eq(countries.id, companies.countryId))
    .where(eq(companies.id, sql.placeholder("id")))
    .prepare("company_phone_country");

  async function countryOf(statement: typeof shopCountry, tenantId: string): Promise<string | null> {
    const [row] = await statement.execute({ id: tenantId });
    // The tenant comes from a live session, so its row exists.
    if (!row) throw new Error("a signed-in tenant has no row");
    return phoneCountryOf(row.iso2, row.currency);
  }

  return {
    ofShop: async (shopId: string): Promise<Phones> => phonesIn(await countryOf(shopCountry, shopId), "phone"),
    ofCompany: async (companyId: string): Promise<Phones> =>
      phonesIn(await countryOf(companyCountry, companyId), "fleet_phone"),
  };
}

export type TenantPhones = ReturnType<typeof createTenantPhones>;
