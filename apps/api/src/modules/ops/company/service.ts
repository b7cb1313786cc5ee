import {
  conflict,
  notFound,
  type CompanyLedgerQuery,
  type LedgerEntryDto,
  type ListResult,
  type OpsCompanyDto,
  type OpsCompanyListQuery,
} from "@pitlane/domain";
import type { Db } from "../../../db/client.js";
import type { RequestContext } from "../../../platform/route.js";
import type { Clock } from "../../../platform/tenant-zones.js";
import { recordAudit } from "../audit.js";
import { toLedgerEntryDto, toOpsCompanyDto } from "./presenter.js";
import type { OpsCompanyRepo } from "./repo.js";

interface Deps {
  db: Db;
  repo: OpsCompanyRepo;
  clock: Clock;
}

/** The console's view of the fleet companies: their state, their money, and suspending them. */
export function createOpsCompanyService({ db, repo, clock }: Deps) {
  async function get(companyId: string, tx: Db = db): Promise<OpsCompanyDto> {
    const row = await repo.get(companyId, tx);
    if (!row) throw notFound("company_not_found");
    return toOpsCompanyDto(row);
  }

  /**
   * Suspends (with a reason) or reactivates under the company's row lock, so two at once cannot both
   * pass the check; the audit keeps the state before and after, in the same transaction.
   */
  function changeSuspension(ctx: RequestContext, companyId: string, reason: string | null) {
    return db.transaction(async (tx) => {
      const before = await repo.lock(tx, companyId);
      if (!before) throw notFound("company_not_found");
      const isSuspended = before.suspendedAt !== null;
      if (reason !== null && isSuspended) throw conflict("company_suspended");
      if (reason === null && !isSuspended) throw conflict("company_not_suspended");
      await repo.setSuspension(tx, companyId, reason === null ? null : { at: clock(), reason });
      await recordAudit(tx, ctx, {
        action: reason === null ? "company.reactivate" : "company.suspend",
        targetType: "company",
        targetId: companyId,
        companyId,
        before: { status: isSuspended ? "suspended" : "active", reason: before.suspendedReason },
        after: { status: reason === null ? "active" : "suspended", reason },
      });
      return get(companyId, tx);
    });
  }

  return {
    async list(q: OpsCompanyListQuery): Promise<ListResult<OpsCompanyDto>> {
      const page = await repo.list(q);
      return { ...page, items: page.items.map(toOpsCompanyDto) };
    },

    get: (companyId: string) => get(companyId),

    suspend: (ctx: RequestContext, companyId: string, reason: string) => changeSuspension(ctx, companyId, reason),

    reactivate: (ctx: RequestContext, companyId: string) => changeSuspension(ctx, companyId, null),

    async ledger(companyId: string, q: CompanyLedgerQuery): Promise<ListResult<LedgerEntryDto>> {
      if (!(await repo.exists(companyId))) throw notFound("company_not_found");
      const page = await repo.ledger(companyId, q);
      return { ...page, items: page.items.map(toLedgerEntryDto) };
    },
  };
}

export type OpsCompanyService = ReturnType<typeof createOpsCompanyService>;
