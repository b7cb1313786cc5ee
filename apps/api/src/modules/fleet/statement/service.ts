import { addDays, notFound, startOfDayIn, type ListResult } from "@pitlane/domain";
import type {
  StatementAccountFileQuery,
  StatementAccountQuery,
  StatementDetailDto,
  StatementListItemDto,
  StatementLang,
  StatementLinesQuery,
  StatementListQuery,
} from "@pitlane/domain/fleet/statement";
import type { Db } from "../../../db/client.js";
import type { RequestContext } from "../../../platform/route.js";
import type { Clock } from "../../../platform/tenant-zones.js";
import type { MonthClose } from "../month-close/close.js";
import { statementCsv } from "./csv.js";
import { renderStatementPdf } from "./pdf.js";
import {
  toCommissionDto,
  toPurchaseLineDto,
  toReversalLineDto,
  toStatementDto,
  toTopUpLineDto,
  toTotalsDto,
  type StatementHead,
} from "./presenter.js";
import type { StatementRepo, StatementRow } from "./repo.js";
import { balanceAt, movementsOf, periodTotals, walletIdOf } from "./wallet-repo.js";

interface Deps {
  db: Db;
  statements: StatementRepo;
  months: MonthClose;
  clock: Clock;
}

/** Everything a statement shows, with all its purchases: what its PDF and CSV are made of. */
export type StatementDocument = Omit<StatementDetailDto, "purchases"> & {
  purchases: StatementDetailDto["purchases"]["items"];
};

const headOf = (row: StatementRow): StatementHead => ({ ...row, id: row.id });

/** A file to send: its name and bytes. */
export interface StatementFile {
  fileName: string;
  bytes: Buffer | string;
}

/** The company's monthly statements and its statements of account (decision 0045). */
export function createStatementService({ db, statements, months, clock }: Deps) {
  async function companyOf(companyId: string) {
    const company = await statements.company(companyId);
    // The tenant comes from a live session, so its row exists.
    if (!company) throw new Error("a signed-in company has no row");
    return company;
  }

  /** A month's statement, once the months due are closed: the screen never shows a month as missing. */
  async function monthly(ctx: RequestContext, id: string): Promise<StatementRow> {
    await months.closeDue(ctx.tenantId);
    const row = await statements.get(ctx.tenantId, id);
    if (!row) throw notFound("statement_not_found");
    return row;
  }

  /** The statement of account of a range of the company's days: the wallet's balance at its start, and what moved it. */
  async function account(companyId: string, zone: string, currency: string, q: { from: string; to: string }) {
    const startsAt = startOfDayIn(zone, q.from);
    const endsAt = startOfDayIn(zone, addDays(q.to, 1));
    const walletId = await walletIdOf(db, companyId);
    const opening = await balanceAt(db, companyId, walletId, startsAt);
    const { credits, debits } = await periodTotals(db, companyId, walletId, { startsAt, endsAt });
    const head: StatementHead = {
      id: null,
      number: null,
      month: null,
      startsAt,
      endsAt,
      currency,
      opening,
      credits,
      debits,
      closing: opening + credits - debits,
    };
    return head;
  }

  /** The statement's parts other than its purchases, read side by side. */
  async function partsOf(companyId: string, head: StatementHead) {
    const company = await companyOf(companyId);
    const walletId = await walletIdOf(db, companyId);
    const statement = toStatementDto(head, company.timeZone);
    const common = {
      statement,
      company: {
        name: company.name,
        merchant_id: company.merchantId,
        ntn: company.ntn || null,
        strn: company.strn || null,
      },
      time_zone: company.timeZone,
    };
    if (!walletId) {
      return { ...common, period: null, totals: toTotalsDto([]), commission: [], top_ups: [], reversals: [] };
    }
    const period = { companyId, walletId, startsAt: head.startsAt, endsAt: head.endsAt };
    const [movements, commission, topUps, reversals] = await Promise.all([
      movementsOf(db, companyId, walletId, period),
      statements.commission(period),
      statements.topUps(period),
      statements.reversals(period),
    ]);
    return {
      ...common,
      period,
      totals: toTotalsDto(movements),
      commission: commission.map(toCommissionDto),
      top_ups: topUps.map(toTopUpLineDto),
      reversals: reversals.map(toReversalLineDto),
    };
  }

  async function detailOf(companyId: string, head: StatementHead, q: StatementLinesQuery): Promise<StatementDetailDto> {
    const { period, ...parts } = await partsOf(companyId, head);
    if (!period) return { ...parts, purchases: { items: [], total: 0, total_capped: false, ...q } };
    const page = await statements.purchasesPage(period, q);
    return { ...parts, purchases: { ...page, items: page.items.map(toPurchaseLineDto) } };
  }

  async function documentOf(companyId: string, head: StatementHead): Promise<StatementDocument> {
    const { period, ...parts } = await partsOf(companyId, head);
    return { ...parts, purchases: period ? (await statements.purchases(period)).map(toPurchaseLineDto) : [] };
  }

  async function accountHead(companyId: string, q: { from: string; to: string }) {
    const company = await companyOf(companyId);
    return account(companyId, company.timeZone, company.currency, q);
  }

  const monthlyName = (row: StatementRow) => `statement-${row.number}-${row.month.slice(0, 7)}`;
  const accountName = (q: { from: string; to: string }) => `statement-of-account-${q.from}-${q.to}`;

  return {
    async list(ctx: RequestContext, q: StatementListQuery): Promise<ListResult<StatementListItemDto>> {
      await months.closeDue(ctx.tenantId);
      const [page, company] = await Promise.all([statements.list(ctx.tenantId, q), companyOf(ctx.tenantId)]);
      return {
        ...page,
        items: page.items.map((row) => ({
          ...toStatementDto(headOf(row), company.timeZone),
          _id: row.id,
          number: row.number,
          month: row.month,
        })),
      };
    },

    async get(ctx: RequestContext, id: string, q: StatementLinesQuery): Promise<StatementDetailDto> {
      return detailOf(ctx.tenantId, headOf(await monthly(ctx, id)), q);
    },

    async account(ctx: RequestContext, q: StatementAccountQuery): Promise<StatementDetailDto> {
      return detailOf(ctx.tenantId, await accountHead(ctx.tenantId, q), q);
    },

    async pdf(ctx: RequestContext, id: string, lang: StatementLang): Promise<StatementFile> {
      const row = await monthly(ctx, id);
      const document = await documentOf(ctx.tenantId, headOf(row));
      return { fileName: `${monthlyName(row)}-${lang}.pdf`, bytes: await renderStatementPdf(document, lang, clock()) };
    },

    async csv(ctx: RequestContext, id: string): Promise<StatementFile> {
      const row = await monthly(ctx, id);
      return { fileName: `${monthlyName(row)}.csv`, bytes: statementCsv(await documentOf(ctx.tenantId, headOf(row))) };
    },

    async accountPdf(ctx: RequestContext, q: StatementAccountFileQuery): Promise<StatementFile> {
      const document = await documentOf(ctx.tenantId, await accountHead(ctx.tenantId, q));
      return {
        fileName: `${accountName(q)}-${q.lang}.pdf`,
        bytes: await renderStatementPdf(document, q.lang, clock()),
      };
    },

    async accountCsv(ctx: RequestContext, q: StatementAccountFileQuery): Promise<StatementFile> {
      const document = await documentOf(ctx.tenantId, await accountHead(ctx.tenantId, q));
      return { fileName: `${accountName(q)}.csv`, bytes: statementCsv(document) };
    },
  };
}

export type StatementService = ReturnType<typeof createStatementService>;
