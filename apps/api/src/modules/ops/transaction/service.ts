import {
  notFound,
  type CompanyPurchasePhotoParams,
  type ListResult,
  type TransactionDetailDto,
  type TransactionDto,
  type TransactionListQuery,
} from "@pitlane/domain";
import type { RequestContext } from "../../../platform/route.js";
import type { TransactionService } from "../../fleet/index.js";
import type { OpsCompanyRepo } from "../company/repo.js";

interface Deps {
  transactions: TransactionService;
  companies: Pick<OpsCompanyRepo, "exists">;
}

/**
 * A company's purchases as the console reads them: the portal's own service, asked as the company of
 * the path, so the console sees exactly what the company's fleet managers see (and another company's
 * purchase is not found, as it is to them).
 */
export function createOpsTransactionService({ transactions, companies }: Deps) {
  const asCompany = (ctx: RequestContext, companyId: string): RequestContext => ({ ...ctx, tenantId: companyId });

  return {
    /** An unknown company answers 404 rather than an empty list. */
    async list(ctx: RequestContext, companyId: string, q: TransactionListQuery): Promise<ListResult<TransactionDto>> {
      if (!(await companies.exists(companyId))) throw notFound("company_not_found");
      return transactions.list(asCompany(ctx, companyId), q);
    },

    get: (ctx: RequestContext, companyId: string, id: string): Promise<TransactionDetailDto> =>
      transactions.get(asCompany(ctx, companyId), id),

    photoOf: (ctx: RequestContext, { companyId, id, kind }: CompanyPurchasePhotoParams): Promise<string> =>
      transactions.photoOf(asCompany(ctx, companyId), id, kind),
  };
}

export type OpsTransactionService = ReturnType<typeof createOpsTransactionService>;
