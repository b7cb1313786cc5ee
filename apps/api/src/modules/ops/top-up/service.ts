import {
  isAlertOn,
  notFound,
  toMajor,
  type ListResult,
  type OpsTopUpDto,
  type OpsTopUpListQuery,
  type OpsAction,
} from "@pitlane/domain";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../../db/client.js";
import type { Mailer } from "../../../platform/mail.js";
import type { RequestContext } from "../../../platform/route.js";
import type { Clock } from "../../../platform/tenant-zones.js";
import {
  approveTopUp,
  overdueBefore,
  rejectTopUp,
  toTopUpDto,
  topUpDecidedMail,
  watchLowBalance,
} from "../../fleet/index.js";
import { recordAudit } from "../audit.js";
import type { OpsCompanyRepo } from "../company/repo.js";
import type { OpsTopUpRepo, QueueRow } from "./repo.js";

const toOpsTopUpDto = (row: QueueRow, now: Date): OpsTopUpDto => ({
  ...toTopUpDto(row, now),
  company_id: row.companyId,
  company_name: row.companyName,
  merchant_id: row.merchantId,
});

interface Deps {
  db: Db;
  repo: OpsTopUpRepo;
  companies: Pick<OpsCompanyRepo, "exists">;
  mailer: Mailer;
  publicUrl: string;
  clock: Clock;
  log: FastifyBaseLogger;
}

/** The console's top-up queue: every company's requests, and the decisions on them. */
export function createOpsTopUpService({ db, repo, companies, mailer, publicUrl, clock, log }: Deps) {
  const balanceLink = `${publicUrl}/fleet/balance`;

  /**
   * A decision made in `tx`, put in the audit trail beside it (every request decided was pending),
   * and its row read in the same transaction: the answer kept for the key is what committed.
   */
  async function recorded(
    tx: Db,
    ctx: RequestContext,
    companyId: string,
    id: string,
    action: OpsAction,
    after: object,
  ) {
    await recordAudit(tx, ctx, {
      action,
      targetType: "top_up",
      targetId: id,
      companyId,
      before: { status: "pending" },
      after,
    });
    const row = await repo.get(companyId, id, tx);
    if (!row) throw notFound("top_up_not_found");
    return toOpsTopUpDto(row, clock());
  }

  return {
    async list(q: OpsTopUpListQuery): Promise<ListResult<OpsTopUpDto>> {
      const now = clock();
      const page = await repo.list(q, overdueBefore(now));
      return { ...page, items: page.items.map((row) => toOpsTopUpDto(row, now)) };
    },

    async proofOf(companyId: string, id: string) {
      const row = await repo.get(companyId, id);
      if (!row) throw notFound("top_up_not_found");
      return row.proofUploadId;
    },

    /** A key names a company's money: an unknown company answers 404 before any key is kept. */
    async checkCompany(companyId: string) {
      if (!(await companies.exists(companyId))) throw notFound("top_up_not_found");
    },

    async approve(ctx: RequestContext, companyId: string, id: string, tx: Db): Promise<OpsTopUpDto> {
      const transferId = await approveTopUp(tx, companyId, id, ctx.userId, clock());
      return recorded(tx, ctx, companyId, id, "top_up.approve", { status: "approved", transfer_id: transferId });
    },

    async reject(ctx: RequestContext, companyId: string, id: string, reason: string, tx: Db): Promise<OpsTopUpDto> {
      await rejectTopUp(tx, companyId, id, ctx.userId, reason, clock());
      return recorded(tx, ctx, companyId, id, "top_up.reject", { status: "rejected", reason });
    },

    /**
     * Once a decision has committed (never on a replay): the company's mail (unless it switched that
     * alert off), and the low-balance alert armed again by the credit. A mail that fails is logged;
     * the decision stands.
     */
    async afterDecision(companyId: string, id: string): Promise<void> {
      try {
        const row = await repo.get(companyId, id);
        if (!row || row.status === "pending") return;
        if (isAlertOn(row.alertsOff, "top_up_decided")) {
          await mailer.send(
            topUpDecidedMail(
              {
                companyName: row.companyName,
                companyEmail: row.companyEmail,
                amount: toMajor(row.amount),
                currency: row.currency,
                slipNumber: row.slipNumber,
                reason: row.status === "rejected" ? row.reason : null,
              },
              balanceLink,
            ),
          );
        }
        await watchLowBalance(db, mailer, balanceLink, companyId);
      } catch (error) {
        log.error({ err: error, companyId, topUpId: id }, "the mail of a top-up decision failed");
      }
    },
  };
}

export type OpsTopUpService = ReturnType<typeof createOpsTopUpService>;
