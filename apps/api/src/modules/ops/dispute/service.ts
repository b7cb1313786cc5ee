import {
  notFound,
  type DecideDisputeBody,
  type DisputeDto,
  type DisputeListQuery,
  type DisputeParams,
  type ListResult,
} from "@pitlane/domain";
import type { Db } from "../../../db/client.js";
import type { RequestContext } from "../../../platform/route.js";
import type { Clock } from "../../../platform/tenant-zones.js";
import { decideDispute } from "../../fleet/index.js";
import { recordAudit } from "../audit.js";
import { toDisputeDto } from "./presenter.js";
import type { DisputeRepo } from "./repo.js";

interface Deps {
  repo: DisputeRepo;
  clock: Clock;
}

/** The console's disputes: the purchases companies contest, and the platform's decision on each (decision 0049). */
export function createDisputeService({ repo, clock }: Deps) {
  return {
    async list(q: DisputeListQuery): Promise<ListResult<DisputeDto>> {
      const page = await repo.list(q);
      return { ...page, items: page.items.map(toDisputeDto) };
    },

    /** A key names a company's money: a purchase not disputed in that company answers 404 before any key is kept. */
    async check({ companyId, purchaseId }: DisputeParams) {
      if (!(await repo.get(companyId, purchaseId))) throw notFound("dispute_not_found");
    },

    /**
     * The decision, its reversals (a refund) and its line in the audit trail, in the transaction that
     * claims the request's key; the answer kept for the key is the row as it committed.
     */
    async decide(
      ctx: RequestContext,
      { companyId, purchaseId }: DisputeParams,
      body: DecideDisputeBody,
      tx: Db,
    ): Promise<DisputeDto> {
      const reversals = await decideDispute(tx, companyId, purchaseId, { ...body, by: ctx.userId }, clock());
      await recordAudit(tx, ctx, {
        action: body.outcome === "refunded" ? "dispute.refund" : "dispute.uphold",
        targetType: "purchase",
        targetId: purchaseId,
        companyId,
        before: { review: "disputed", outcome: null },
        after: { outcome: body.outcome, note: body.note, reversal_ids: reversals },
      });
      const row = await repo.get(companyId, purchaseId, tx);
      if (!row) throw notFound("dispute_not_found");
      return toDisputeDto(row);
    },
  };
}

export type DisputeService = ReturnType<typeof createDisputeService>;
