import {
  conflict,
  notFound,
  toMajor,
  type ListResult,
  type OpsTopUpDto,
  type OpsTopUpListQuery,
} from "@pitlane/domain";
import { eq } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../../db/client.js";
import { companies } from "../../../db/schema/index.js";
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
  mailer: Mailer;
  publicUrl: string;
  clock: Clock;
  log: FastifyBaseLogger;
}

/** The console's top-up queue: every company's requests, and the decisions on them. */
export function createOpsTopUpService({ db, repo, mailer, publicUrl, clock, log }: Deps) {
  const balanceLink = `${publicUrl}/fleet/balance`;

  /** A decision's row, read in its transaction: the answer kept for the key is what committed. */
  async function decided(tx: Db, companyId: string, id: string) {
    const row = await repo.get(companyId, id, tx);
    if (!row) throw notFound("top_up_not_found");
    return toOpsTopUpDto(row, clock());
  }

  async function refuseSuspended(tx: Db, companyId: string) {
    const [company] = await tx
      .select({ suspendedAt: companies.suspendedAt })
      .from(companies)
      .where(eq(companies.id, companyId));
    if (company?.suspendedAt) throw conflict("company_suspended");
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
      if (!(await repo.companyExists(companyId))) throw notFound("top_up_not_found");
    },

    async approve(ctx: RequestContext, companyId: string, id: string, tx: Db): Promise<OpsTopUpDto> {
      await refuseSuspended(tx, companyId);
      const transferId = await approveTopUp(tx, companyId, id, ctx.userId, clock());
      await recordAudit(tx, ctx, {
        action: "top_up.approve",
        targetType: "top_up",
        targetId: id,
        companyId,
        before: { status: "pending" },
        after: { status: "approved", transfer_id: transferId },
      });
      return decided(tx, companyId, id);
    },

    async reject(ctx: RequestContext, companyId: string, id: string, reason: string, tx: Db): Promise<OpsTopUpDto> {
      await rejectTopUp(tx, companyId, id, ctx.userId, reason, clock());
      await recordAudit(tx, ctx, {
        action: "top_up.reject",
        targetType: "top_up",
        targetId: id,
        companyId,
        before: { status: "pending" },
        after: { status: "rejected", reason },
      });
      return decided(tx, companyId, id);
    },

    /**
     * Once a decision has committed (never on a replay): the company's mail, and the low-balance
     * alert armed again by the credit. A mail that fails is logged; the decision stands.
     */
    async afterDecision(companyId: string, id: string): Promise<void> {
      try {
        const row = await repo.get(companyId, id);
        if (!row || row.status === "pending") return;
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
        await watchLowBalance(db, mailer, balanceLink, companyId);
      } catch (error) {
        log.error({ err: error, companyId, topUpId: id }, "the mail of a top-up decision failed");
      }
    },
  };
}

export type OpsTopUpService = ReturnType<typeof createOpsTopUpService>;
