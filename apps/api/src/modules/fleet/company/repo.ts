import { eq, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "../../../db/client.js";
import { cities, companies, countries, states } from "../../../db/schema/index.js";

export function createCompanyRepo(db: Db) {
  const country = alias(countries, "company_country");
  const state = alias(states, "company_state");
  const city = alias(cities, "company_city");
  const details = db
    .select({
      company: companies,
      countryName: country.name,
      countryNameArabic: country.nameArabic,
      stateName: state.name,
      stateNameArabic: state.nameArabic,
      cityName: city.name,
      cityNameArabic: city.nameArabic,
    })
    .from(companies)
    .innerJoin(country, eq(country.id, companies.countryId))
    .innerJoin(state, eq(state.id, companies.stateId))
    .innerJoin(city, eq(city.id, companies.cityId))
    .where(eq(companies.id, sql.placeholder("id")))
    .limit(1)
    .prepare("fleet_company_details");

  return {
    /** The company with the names of its country, state and city. */
    async getDetails(companyId: string) {
      const [row] = await details.execute({ id: companyId });
      return row ?? null;
    },
    /** Saves the company's settings; answers the company with its country's ISO 3166 code. */
    async updateSettings(companyId: string, values: { timeZone: string }) {
      const [row] = await db
        .update(companies)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(companies.id, companyId))
        .returning();
      if (!row) return null;
      const [country] = await db
        .select({ iso2: countries.iso2 })
        .from(countries)
        .where(eq(countries.id, row.countryId));
      return { ...row, countryCode: country?.iso2 ?? null };
    },
  };
}

export type CompanyRepo = ReturnType<typeof createCompanyRepo>;
export type CompanyDetailsRow = NonNullable<Awaited<ReturnType<CompanyRepo["getDetails"]>>>;
