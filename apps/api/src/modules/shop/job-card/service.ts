import {
  notFound,
  type InspectionBody,
  type JobCardCreateBody,
  type JobCardDto,
  type JobCardListQuery,
  type JobCardStatus,
  type JobCardSummaryDto,
  type JobCardUpdateBody,
  type ListResult,
} from "@pitlane/domain";
import type { Db } from "../../../db/client.js";
import type { RequestContext } from "../../../platform/route.js";
import { createBooking } from "./create.js";
import { createEdit } from "./edit.js";
import { createInspection } from "./inspection.js";
import { linesFor, toInspectionDto, toJobCardDto, toJobCardSummaryDto } from "./presenter.js";
import type { JobCardRepo } from "./repo.js";
import { createStatusChange } from "./status.js";

export function createJobCardService({ db, cards }: { db: Db; cards: JobCardRepo }) {
  const book = createBooking(db);
  const edit = createEdit(db, cards);
  const changeStatus = createStatusChange(db);
  const inspect = createInspection(db, cards);

  async function get(ctx: RequestContext, id: string): Promise<JobCardDto> {
    const row = await cards.get(ctx.tenantId, id);
    if (!row) throw notFound("job_card_not_found");
    const lines = await cards.linesOf(ctx.tenantId, [id], db, { packages: row.hasPackages, products: row.hasProducts });
    const inspection = row.card.showInspection
      ? toInspectionDto(await cards.inspectionOf(ctx.tenantId, id), await cards.checklistsOf(ctx.tenantId, id))
      : null;
    return toJobCardDto(row, lines, row.shopVatRateBp, inspection);
  }

  return {
    get,

    async list(ctx: RequestContext, q: JobCardListQuery): Promise<ListResult<JobCardSummaryDto>> {
      const page = await cards.list(ctx.tenantId, q);
      const [lines, vatRateBp] = await Promise.all([
        cards.linesOf(
          ctx.tenantId,
          page.items.map((row) => row.card.id),
        ),
        cards.vatRateOf(ctx.tenantId),
      ]);
      return {
        ...page,
        items: page.items.map((row) => toJobCardSummaryDto(row, linesFor(lines, row.card.id), vatRateBp)),
      };
    },

    async create(ctx: RequestContext, body: JobCardCreateBody): Promise<JobCardDto> {
      return get(ctx, await book(ctx, body));
    },

    async update(ctx: RequestContext, id: string, body: JobCardUpdateBody): Promise<JobCardDto> {
      await edit(ctx, id, body);
      return get(ctx, id);
    },

    async changeStatus(ctx: RequestContext, id: string, status: JobCardStatus): Promise<JobCardDto> {
      await changeStatus(ctx, id, status);
      return get(ctx, id);
    },

    inspect: (ctx: RequestContext, id: string, body: InspectionBody) => inspect(ctx, id, body),
  };
}

export type JobCardService = ReturnType<typeof createJobCardService>;
