import { todayIn } from "@pitlane/domain";
import { and, desc, eq, isNull, lte, or, sql } from "drizzle-orm";
import type { Db } from "../../../db/client.js";
import { commissionRates, companies, taxRates } from "../../../db/schema/index.js";

/** The platform's commission on a company that has no rate of its own yet, in basis points. */
export const DEFAULT_COMMISSION_BP = 150;

export interface RatesInForce {
  commissionBp: number;
  /** The tax on the commission at the company's address; 0 where no rate is set for its place. */
  taxBp: number;
  /** The company's day the rates were read for. */
  day: string;
}

/**
 * The commission and the tax on it in force for a company on its own today (MONEY.md): the latest
 * rate from a day not after it; the tax of the company's province when the province has one in
 * force, else its country's.
 */
export async function ratesInForce(db: Db, companyId: string, now: Date): Promise<RatesInForce | null> {
  const [company] = await db
    .select({ countryId: companies.countryId, stateId: companies.stateId, timeZone: companies.timeZone })
    .from(companies)
    .where(eq(companies.id, companyId));
  if (!company) return null;
  const day = todayIn(company.timeZone, now);
  const [commission] = await db
    .select({ rateBp: commissionRates.rateBp })
    .from(commissionRates)
    .where(and(eq(commissionRates.companyId, companyId), lte(commissionRates.effectiveFrom, day)))
    .orderBy(desc(commissionRates.effectiveFrom))
    .limit(1);
  const [tax] = await db
    .select({ rateBp: taxRates.rateBp })
    .from(taxRates)
    .where(
      and(
        eq(taxRates.countryId, company.countryId),
        or(eq(taxRates.stateId, company.stateId), isNull(taxRates.stateId)),
        lte(taxRates.effectiveFrom, day),
      ),
    )
    .orderBy(sql`${taxRates.stateId} is null`, desc(taxRates.effectiveFrom))
    .limit(1);
  return { commissionBp: commission?.rateBp ?? DEFAULT_COMMISSION_BP, taxBp: tax?.rateBp ?? 0, day };
}
