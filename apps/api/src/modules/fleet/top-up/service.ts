import {
  type BalanceDto,
  type ListResult,
  type LowBalanceBody,
  type TopUpBody,
  type TopUpDto,
  type TopUpExportQuery,
  type TopUpListQuery,
  invalid,
  notFound,
  type ReceivingAccountDto,
  toMinor,
} from "@pitlane/domain";
import type { Db } from "../../../db/client.js";
import { toCsv } from "../../../platform/csv.js";
import type { RequestContext } from "../../../platform/route.js";
import { walletBalance } from "../ledger/ledger.js";
import {
  TOP_UP_CSV_COLUMNS,
  overdueBefore,
  toBalanceDto,
  toReceivingAccountDto,
  toTopUpCsvRow,
  toTopUpDto,
} from "./presenter.js";
import type { TopUpRepo } from "./repo.js";
import { requestTopUp } from "./top-up-decisions.js";

/** The fleet portal's side of the balance: what it is, the alert on it, and the requests to add to it. */
export function createTopUpService({ db, repo, clock }: { db: Db; repo: TopUpRepo; clock: () => Date }) {
  async function companyOf(ctx: RequestContext) {
    const company = await repo.companyOf(ctx.tenantId);
    if (!company) throw notFound("company_not_found");
    return company;
  }

  async function balance(ctx: RequestContext): Promise<BalanceDto> {
    const [company, wallet, pending] = await Promise.all([
      companyOf(ctx),
      walletBalance(db, ctx.tenantId),
      repo.pendingTotal(ctx.tenantId),
    ]);
    return toBalanceDto(company.currency, wallet, pending, company.lowBalanceThreshold);
  }

  return {
    balance,

    async setLowBalance(ctx: RequestContext, body: LowBalanceBody): Promise<BalanceDto> {
      await repo.setLowBalanceThreshold(ctx.tenantId, body.threshold === null ? null : toMinor(body.threshold));
      return balance(ctx);
    },

    async accounts(ctx: RequestContext): Promise<ReceivingAccountDto[]> {
      const { country } = await companyOf(ctx);
      return (await repo.receivingAccountsOf(country))
        .map((row) => toReceivingAccountDto(country, row))
        .sort((a, b) => a.bank_name.localeCompare(b.bank_name));
    },

    async list(ctx: RequestContext, q: TopUpListQuery): Promise<ListResult<TopUpDto>> {
      const now = clock();
      const page = await repo.list(ctx.tenantId, q, overdueBefore(now));
      return { ...page, items: page.items.map((row) => toTopUpDto(row, now)) };
    },

    async exportCsv(ctx: RequestContext, q: TopUpExportQuery): Promise<string> {
      const now = clock();
      const rows = await repo.all(ctx.tenantId, q, overdueBefore(now));
      return toCsv(
        TOP_UP_CSV_COLUMNS,
        rows.map((row) => toTopUpCsvRow(toTopUpDto(row, now))),
      );
    },

    /**
     * "Please Select Correct Bank" for a bank that is not an active account of the company's country;
     * the proof must be the company's own image.
     */
    async create(ctx: RequestContext, body: TopUpBody): Promise<TopUpDto> {
      const company = await companyOf(ctx);
      const accounts = await repo.receivingAccountsOf(company.country);
      if (!accounts.some((account) => account.bankCode === body.bank_code)) {
        throw invalid("bank_code", "bank_wrong");
      }
      if (!(await repo.isImageOf(ctx.tenantId, body.proof_id))) throw invalid("proof_id", "image_required");
      const id = await db.transaction((tx) =>
        requestTopUp(tx, ctx.tenantId, {
          bankCode: body.bank_code,
          amount: toMinor(body.amount),
          slipNumber: body.slip_number,
          proofUploadId: body.proof_id,
          requestedBy: ctx.userId,
        }),
      );
      const row = await repo.get(ctx.tenantId, id);
      if (!row) throw notFound("top_up_not_found");
      return toTopUpDto(row, clock());
    },
  };
}

export type TopUpService = ReturnType<typeof createTopUpService>;
