import {
  conflict,
  invalid,
  notFound,
  paymentStatusOf,
  toMinor,
  type ClientSalesQuery,
  type InvoiceDto,
  type InvoiceListQuery,
  type InvoiceSummaryDto,
  type ListResult,
  type PaymentBody,
  type VoidBody,
} from "@pitlane/domain";
import type { Db } from "../../../db/client.js";
import type { RequestContext } from "../../../platform/route.js";
import type { TenantZones } from "../../../platform/tenant-zones.js";
import { renderInvoicePdf } from "./pdf.js";
import type { PdfLang } from "../../../platform/pdf/pdf-language.js";
import { toInvoiceDto, toInvoiceSummaryDto } from "./presenter.js";
import type { InvoiceRepo } from "./repo.js";
import { dayRangeIn } from "../../../platform/day-range.js";
import { restoreStock } from "../stock/movements.js";
import { addDailySales, invoiceSalesDelta } from "../dashboard/daily-sales.js";
import type { InvoiceWrites, LockedInvoice } from "./write-repo.js";

interface Deps {
  db: Db;
  invoices: InvoiceRepo;
  writes: InvoiceWrites;
  zones: TenantZones;
}

export function createInvoiceService({ db, invoices, writes, zones }: Deps) {
  async function get(ctx: RequestContext, id: string): Promise<InvoiceDto> {
    const row = await invoices.get(ctx.tenantId, id);
    if (!row) throw notFound("invoice_not_found");
    const [lines, payments] = await Promise.all([
      invoices.lines(ctx.tenantId, id),
      invoices.payments(ctx.tenantId, id),
    ]);
    return toInvoiceDto(row, lines, payments);
  }

  /** Locks the invoice for the change, in the change's transaction; another shop's reads as none. */
  async function lockOwn(tx: Db, ctx: RequestContext, id: string): Promise<LockedInvoice> {
    const invoice = await writes.lock(tx, ctx.tenantId, id);
    if (!invoice) throw notFound("invoice_not_found");
    return invoice;
  }

  return {
    get,

    async list(ctx: RequestContext, q: InvoiceListQuery): Promise<ListResult<InvoiceSummaryDto>> {
      const page = await invoices.list(ctx.tenantId, q, await dayRangeIn(() => zones.ofShop(ctx.tenantId), q));
      return { ...page, items: page.items.map(toInvoiceSummaryDto) };
    },

    async byClient(ctx: RequestContext, q: ClientSalesQuery): Promise<ListResult<InvoiceSummaryDto>> {
      if (!(await invoices.hasClient(ctx.tenantId, q.client_id))) throw notFound("client_not_found");
      const page = await invoices.byClient(ctx.tenantId, q);
      return { ...page, items: page.items.map(toInvoiceSummaryDto) };
    },

    /** The invoice as a PDF in the language asked for, named by its number. */
    async pdf(ctx: RequestContext, id: string, lang: PdfLang): Promise<{ fileName: string; bytes: Buffer }> {
      const invoice = await get(ctx, id);
      const bytes = await renderInvoicePdf(invoice, lang, await zones.ofShop(ctx.tenantId));
      return { fileName: `${invoice.number_display}.pdf`, bytes };
    },

    /** Spec 000 section 9: cash, any amount up to the balance; the status follows what is paid. */
    async recordPayment(ctx: RequestContext, id: string, body: PaymentBody): Promise<InvoiceDto> {
      const amountMinor = toMinor(body.amount);
      const zone = await zones.ofShop(ctx.tenantId);
      await db.transaction(async (tx) => {
        const invoice = await lockOwn(tx, ctx, id);
        if (invoice.voidedAt) throw conflict("voided_no_payment");
        if (amountMinor > invoice.totalMinor - invoice.paidMinor) throw invalid("amount", "payment_amount");
        const paidMinor = invoice.paidMinor + amountMinor;
        await writes.addPayment(
          tx,
          { shopId: ctx.tenantId, invoiceId: id, amountMinor, note: body.note, recordedBy: ctx.userId },
          { paidMinor, paymentStatus: paymentStatusOf(invoice.totalMinor, paidMinor) },
        );
        await addDailySales(tx, { shopId: ctx.tenantId, branchId: invoice.branchId, zone }, { paidMinor: amountMinor });
      });
      return get(ctx, id);
    },

    /**
     * The invoice stays in the books, marked void with the reason; what it took from stock goes back,
     * and it leaves its issue day's sales (a voided invoice holds no payment, so the cash stays).
     */
    async void(ctx: RequestContext, id: string, body: VoidBody): Promise<InvoiceDto> {
      const zone = await zones.ofShop(ctx.tenantId);
      await db.transaction(async (tx) => {
        const invoice = await lockOwn(tx, ctx, id);
        if (invoice.voidedAt) throw conflict("already_voided");
        if (invoice.paidMinor > 0) throw conflict("paid_no_void");
        await writes.markVoided(tx, ctx.tenantId, id, body.reason, ctx.userId);
        await restoreStock(tx, { shopId: ctx.tenantId, branchId: invoice.branchId, invoiceId: id, userId: ctx.userId });
        const issueDay = { shopId: ctx.tenantId, branchId: invoice.branchId, zone, at: invoice.issuedAt };
        await addDailySales(tx, issueDay, invoiceSalesDelta(invoice, -1));
      });
      return get(ctx, id);
    },
  };
}

export type InvoiceService = ReturnType<typeof createInvoiceService>;
