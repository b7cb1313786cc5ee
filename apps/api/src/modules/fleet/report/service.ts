import {
  offsetOf,
  toLitres,
  toMajor,
  type ConsumptionReportDto,
  type ConsumptionReportQuery,
  type EmployeeReportDto,
  type EmployeeReportQuery,
  type FuelingReportDto,
  type FuelingReportQuery,
  type TopUpReportDto,
  type TopUpReportQuery,
} from "@pitlane/domain";
import type { RequestContext } from "../../../platform/route.js";
import type { Clock } from "../../../platform/tenant-zones.js";
import { toTopUpDto } from "../top-up/presenter.js";
import type { FillSums } from "./completed-fills.js";
import type { ConsumptionRepo } from "./consumption-repo.js";
import type { EmployeeReportRepo } from "./employee-report-repo.js";
import type { FuelingReportRepo } from "./fueling-repo.js";
import { toChartDto, toConsumptionRowDto, toEmployeeRowDto, toFillFigures, toFuelingRowDto } from "./presenter.js";
import { bucketsOf, frameOf, type FrameRepo, type ReportFrame } from "./report-frame.js";
import type { TopUpReportRepo } from "./top-up-report-repo.js";

interface Deps {
  frames: FrameRepo;
  consumption: ConsumptionRepo;
  employees: EmployeeReportRepo;
  fuelings: FuelingReportRepo;
  topUps: TopUpReportRepo;
  clock: Clock;
}

const NO_FILLS: FillSums = { fuelings: 0, ml: 0, fuel: 0, paid: 0, km: 0, mlWithKm: 0, paidWithKm: 0 };
const ALL = { limit: null, offset: 0 };
const FIRST = { limit: 1, offset: 0 };

const frameFields = (frame: ReportFrame) => ({ from: frame.from, to: frame.to, currency: frame.currency });

/**
 * The four reports, each over a range of the company's days: a page of rows with the range's
 * totals, and every row for the exports (`all*`), with the frame they were read in.
 */
export function createReportService({ frames, consumption, employees, fuelings, topUps, clock }: Deps) {
  const frameFor = (ctx: RequestContext, q: { from?: string; to?: string }) => frameOf(frames, clock, ctx.tenantId, q);
  const cutOf = (q: { page: number; limit: number }) => ({ limit: q.limit, offset: offsetOf(q) });

  /**
   * Grouped rows carry the range's totals; a page past the last has none, so the first row is
   * read for them alone.
   */
  async function withTotals<Row>(rows: Row[], page: number, first: () => Promise<Row[]>): Promise<Row | undefined> {
    return rows[0] ?? (page > 1 ? (await first())[0] : undefined);
  }

  async function allConsumption(ctx: RequestContext, q: ConsumptionReportQuery) {
    const frame = await frameFor(ctx, q);
    const rows = await consumption.groups(ctx.tenantId, q, frame.span, ALL);
    return { frame, rows: rows.map(toConsumptionRowDto), totals: toFillFigures(rows[0]?.totals ?? NO_FILLS) };
  }

  async function allEmployees(ctx: RequestContext, q: EmployeeReportQuery) {
    const frame = await frameFor(ctx, q);
    const rows = await employees.drivers(ctx.tenantId, q, frame, ALL);
    return { frame, rows: rows.map(toEmployeeRowDto), totals: employeeTotals(rows[0]) };
  }

  async function allFuelings(ctx: RequestContext, q: FuelingReportQuery) {
    const frame = await frameFor(ctx, q);
    const now = clock();
    const [rows, totals] = await Promise.all([
      fuelings.all(ctx.tenantId, q, frame),
      fuelings.totals(ctx.tenantId, q, frame),
    ]);
    return { frame, rows: rows.map((row) => toFuelingRowDto(row, now)), totals: toFillFigures(totals) };
  }

  async function allTopUps(ctx: RequestContext, q: TopUpReportQuery) {
    const frame = await frameFor(ctx, q);
    const now = clock();
    const [rows, totals] = await Promise.all([
      topUps.all(ctx.tenantId, q, frame),
      topUps.totals(ctx.tenantId, q, frame),
    ]);
    return { frame, rows: rows.map((row) => toTopUpDto(row, now)), totals: topUpTotals(totals) };
  }

  return {
    async consumption(ctx: RequestContext, q: ConsumptionReportQuery): Promise<ConsumptionReportDto> {
      const frame = await frameFor(ctx, q);
      const rows = await consumption.groups(ctx.tenantId, q, frame.span, cutOf(q));
      const first = await withTotals(rows, q.page, () => consumption.groups(ctx.tenantId, q, frame.span, FIRST));
      return {
        ...frameFields(frame),
        by: q.by,
        items: rows.map(toConsumptionRowDto),
        total: first?.groups ?? 0,
        total_capped: false,
        page: q.page,
        limit: q.limit,
        totals: toFillFigures(first?.totals ?? NO_FILLS),
      };
    },

    async employees(ctx: RequestContext, q: EmployeeReportQuery): Promise<EmployeeReportDto> {
      const frame = await frameFor(ctx, q);
      const rows = await employees.drivers(ctx.tenantId, q, frame, cutOf(q));
      const first = await withTotals(rows, q.page, () => employees.drivers(ctx.tenantId, q, frame, FIRST));
      return {
        ...frameFields(frame),
        items: rows.map(toEmployeeRowDto),
        total: first?.drivers ?? 0,
        total_capped: false,
        page: q.page,
        limit: q.limit,
        totals: employeeTotals(first),
      };
    },

    async fuelings(ctx: RequestContext, q: FuelingReportQuery): Promise<FuelingReportDto> {
      const frame = await frameFor(ctx, q);
      const { size, starts, bucketOf } = bucketsOf(frame);
      const now = clock();
      const [page, totals, bars] = await Promise.all([
        fuelings.page(ctx.tenantId, q, frame),
        fuelings.totals(ctx.tenantId, q, frame),
        fuelings.litresByBucket(ctx.tenantId, q, frame, bucketOf),
      ]);
      return {
        ...frameFields(frame),
        ...page,
        items: page.items.map((row) => toFuelingRowDto(row, now)),
        totals: toFillFigures(totals),
        chart: toChartDto(size, starts, bars, toLitres),
      };
    },

    async topUps(ctx: RequestContext, q: TopUpReportQuery): Promise<TopUpReportDto> {
      const frame = await frameFor(ctx, q);
      const { size, starts, bucketOf } = bucketsOf(frame);
      const now = clock();
      const [page, totals, bars] = await Promise.all([
        topUps.page(ctx.tenantId, q, frame),
        topUps.totals(ctx.tenantId, q, frame),
        topUps.approvedByBucket(ctx.tenantId, q, frame, bucketOf),
      ]);
      return {
        ...frameFields(frame),
        ...page,
        items: page.items.map((row) => toTopUpDto(row, now)),
        totals: topUpTotals(totals),
        chart: toChartDto(size, starts, bars, toMajor),
      };
    },

    allConsumption,
    allEmployees,
    allFuelings,
    allTopUps,
  };
}

function employeeTotals(
  first: { totals: FillSums & { flagged: number; declines: number }; drivers: number } | undefined,
) {
  const totals = first?.totals ?? { ...NO_FILLS, flagged: 0, declines: 0 };
  return {
    ...toFillFigures(totals),
    drivers: first?.drivers ?? 0,
    declines: totals.declines,
    flagged: totals.flagged,
  };
}

function topUpTotals(t: { requests: number; approved: number; pending: number; rejected: number }) {
  return {
    requests: t.requests,
    approved_amount: toMajor(t.approved),
    pending_amount: toMajor(t.pending),
    rejected_amount: toMajor(t.rejected),
  };
}

export type ReportService = ReturnType<typeof createReportService>;
