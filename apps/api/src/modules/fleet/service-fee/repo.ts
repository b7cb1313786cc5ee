import { eq, sql } from "drizzle-orm";
import type { Db } from "../../../db/client.js";
import { companies } from "../../../db/schema/index.js";

export function createServiceFeeRepo(db: Db) {
  const fees = db
    .select({ commissionBp: companies.commissionBp, taxBp: companies.taxBp })
    .from(companies)
    .where(eq(companies.id, sql.placeholder("id")))
    .limit(1)
    .prepare("fleet_service_fee");

  return {
    /** The commission and tax of the company, in basis points. */
    async get(companyId: string) {
      const [row] = await fees.execute({ id: companyId });
      return row ?? null;
    },
  };
}

export type ServiceFeeRepo = ReturnType<typeof createServiceFeeRepo>;
