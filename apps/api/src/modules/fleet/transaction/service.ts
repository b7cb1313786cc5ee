import {
  conflict,
  notFound,
  type PURCHASE_PHOTOS,
  type ListResult,
  type TransactionChoiceDto,
  type TransactionChoiceQuery,
  type TransactionDetailDto,
  type TransactionDto,
  type TransactionFilterQuery,
  type TransactionListQuery,
  type TransactionReviewBody,
} from "@pitlane/domain";
import { toCsv } from "../../../platform/csv.js";
import type { RequestContext } from "../../../platform/route.js";
import type { Clock, TenantZones } from "../../../platform/tenant-zones.js";
import type { AssignmentChoicesRepo } from "../assignment/choices-repo.js";
import type { StationReviewRepo } from "../station-review/repo.js";
import { toStationReviewDto } from "../station-review/service.js";
import type { TransactionHistoryRepo } from "./history-repo.js";
import { TRANSACTION_CSV_COLUMNS, toTransactionCsvRow, toTransactionDetailDto, toTransactionDto } from "./presenter.js";
import type { TransactionRepo } from "./repo.js";
import { dayRangeIn } from "../../../platform/day-range.js";
import type { StationChoicesRepo } from "./station-choices-repo.js";

interface Deps {
  transactions: TransactionRepo;
  stationReviews: Pick<StationReviewRepo, "of">;
  history: TransactionHistoryRepo;
  stations: StationChoicesRepo;
  people: AssignmentChoicesRepo;
  zones: TenantZones;
  clock: Clock;
}

/** The company's purchases at the pump, as its fleet managers read them: listed, exported, one by one. */
export function createTransactionService({
  transactions,
  stationReviews,
  history,
  stations,
  people,
  zones,
  clock,
}: Deps) {
  /** The date range is of the company's days, both ends included. */
  const within = (ctx: RequestContext, q: TransactionFilterQuery) => dayRangeIn(() => zones.ofCompany(ctx.tenantId), q);

  async function get(ctx: RequestContext, id: string): Promise<TransactionDetailDto> {
    const row = await transactions.get(ctx.tenantId, id);
    if (!row) throw notFound("purchase_not_found");
    const holdId = row.purchase.holdId;
    const [hold, transfers, usage, review] = await Promise.all([
      holdId ? history.hold(ctx.tenantId, holdId) : null,
      holdId ? history.transfers(ctx.tenantId, holdId) : [],
      zones.ofCompany(ctx.tenantId).then((zone) => history.usageThen(ctx.tenantId, row.purchase, zone)),
      stationReviews.of(ctx.tenantId, id),
    ]);
    const stationReview = review && toStationReviewDto(review);
    return toTransactionDetailDto(row, { hold, transfers, usage, stationReview }, clock());
  }

  return {
    async list(ctx: RequestContext, q: TransactionListQuery): Promise<ListResult<TransactionDto>> {
      const now = clock();
      const page = await transactions.list(ctx.tenantId, q, await within(ctx, q), now);
      return { ...page, items: page.items.map((row) => toTransactionDto(row, now)) };
    },

    async exportCsv(ctx: RequestContext, q: TransactionFilterQuery): Promise<string> {
      const now = clock();
      const rows = await transactions.all(ctx.tenantId, q, await within(ctx, q), now);
      return toCsv(
        TRANSACTION_CSV_COLUMNS,
        rows.map((row) => toTransactionCsvRow(toTransactionDto(row, now))),
      );
    },

    get,

    /**
     * A review only closes the look a flag asked for: a purchase not flagged has nothing to review. Once
     * the platform has decided a dispute, the company's review stays as the decision answered it.
     */
    async review(ctx: RequestContext, id: string, body: TransactionReviewBody): Promise<TransactionDetailDto> {
      const review = { outcome: body.outcome, note: body.note, by: ctx.userId };
      if (!(await transactions.review(ctx.tenantId, id, review))) {
        const row = await transactions.get(ctx.tenantId, id);
        if (!row) throw notFound("purchase_not_found");
        throw conflict(row.purchase.disputeOutcome ? "dispute_decided" : "purchase_not_flagged");
      }
      return get(ctx, id);
    },

    /** The upload id of a purchase's odometer or pump photo; 404 when the station sent none. */
    async photoOf(ctx: RequestContext, id: string, kind: (typeof PURCHASE_PHOTOS)[number]): Promise<string> {
      const row = await transactions.get(ctx.tenantId, id);
      if (!row) throw notFound("purchase_not_found");
      const photoId = kind === "odometer" ? row.purchase.odometerPhotoId : row.purchase.pumpPhotoId;
      if (!photoId) throw notFound("image_not_found");
      return photoId;
    },

    async choices(ctx: RequestContext, q: TransactionChoiceQuery): Promise<TransactionChoiceDto[]> {
      const query = { search: q.search, status: "any" as const };
      switch (q.kind) {
        case "station":
          return (await stations.stations(ctx.tenantId, q.search)).map((s) => ({
            _id: s.id,
            label: `${s.name} · ${s.city}`,
          }));
        case "vehicle":
          return (await people.vehicles(ctx.tenantId, query)).map((v) => ({
            _id: v.id,
            label: `${v.plateNo} · ${v.carId}`,
          }));
        case "employee":
          return (await people.employees(ctx.tenantId, query)).map((e) => ({
            _id: e.id,
            label: e.code ? `${e.name} · ${e.code}` : e.name,
          }));
      }
    },
  };
}

export type TransactionService = ReturnType<typeof createTransactionService>;
