import { notFound, type CommissionRateBody, type CommissionRateDto } from "@pitlane/domain";
import type { Db } from "../../../db/client.js";
import type { RequestContext } from "../../../platform/route.js";
import { recordAudit } from "../audit.js";
import type { CommissionRepo, CommissionRow } from "./commission-repo.js";
import type { OpsCompanyRepo } from "./repo.js";

/** Percent with two decimals in, basis points stored: 1.25 % is 125. */
const toBasisPoints = (percent: number) => Math.round(percent * 100);

const toCommissionRateDto = (row: CommissionRow): CommissionRateDto => ({
  _id: row.id,
  rate: row.rateBp / 100,
  effective_from: row.effectiveFrom,
  created_at: row.createdAt.toISOString(),
});

/** What the audit keeps of a rate. */
const audited = (row: CommissionRow | null) =>
  row && { rate: row.rateBp / 100, effective_from: row.effectiveFrom, set_by: row.createdBy };

interface Deps {
  db: Db;
  companies: OpsCompanyRepo;
  rates: CommissionRepo;
}

/**
 * The platform's commission on a company's fuel, by the day it starts from. The fleet portal's
 * service fee page reads the rate in force (fleet/service-fee/rates.ts).
 */
export function createCommissionService({ db, companies, rates }: Deps) {
  return {
    async history(companyId: string): Promise<CommissionRateDto[]> {
      if (!(await companies.exists(companyId))) throw notFound("company_not_found");
      return (await rates.history(companyId)).map(toCommissionRateDto);
    },

    /** Under the company's row lock, so the row it replaces (kept in the audit) is the one replaced. */
    set(ctx: RequestContext, companyId: string, body: CommissionRateBody): Promise<CommissionRateDto[]> {
      return db.transaction(async (tx) => {
        if (!(await companies.lock(tx, companyId))) throw notFound("company_not_found");
        const before = await rates.onDay(tx, companyId, body.effective_from);
        const rateBp = toBasisPoints(body.rate);
        const after = await rates.set(tx, {
          companyId,
          rateBp,
          effectiveFrom: body.effective_from,
          createdBy: ctx.userId,
        });
        await recordAudit(tx, ctx, {
          action: "commission.set",
          targetType: "commission_rate",
          targetId: after.id,
          companyId,
          before: audited(before),
          after: audited(after),
        });
        return (await rates.history(companyId, tx)).map(toCommissionRateDto);
      });
    },
  };
}

export type CommissionService = ReturnType<typeof createCommissionService>;
