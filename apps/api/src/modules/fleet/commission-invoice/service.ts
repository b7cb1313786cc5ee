import {
  notFound,
  type CommissionInvoiceDto,
  type CommissionInvoiceListQuery,
  type CommissionInvoiceSummaryDto,
  type ListResult,
} from "@pitlane/domain";
import type { RequestContext } from "../../../platform/route.js";
import type { TenantZones } from "../../../platform/tenant-zones.js";
import type { MonthClose } from "../month-close/close.js";
import type { CommissionPdfLang } from "./pdf-texts.js";
import { renderCommissionPdf } from "./pdf.js";
import { toCommissionInvoiceDto, toCommissionSummaryDto } from "./presenter.js";
import type { CommissionInvoiceRepo } from "./repo.js";

interface Deps {
  documents: CommissionInvoiceRepo;
  /** Closes the company's months that are over, writing their documents (the month close). */
  closeDue: MonthClose["closeDue"];
  zones: TenantZones;
}

/** The platform's commission invoices and credit notes as the company reads them: listed, one by one, printed. */
export function createCommissionInvoiceService({ documents, closeDue, zones }: Deps) {
  async function get(ctx: RequestContext, id: string): Promise<CommissionInvoiceDto> {
    const row = await documents.get(ctx.tenantId, id);
    if (!row) throw notFound("commission_invoice_not_found");
    const [corrects, creditNotes] = await Promise.all([
      row.correctsId ? documents.summaryOf(ctx.tenantId, row.correctsId) : null,
      row.kind === "invoice" ? documents.creditNotesOf(ctx.tenantId, row.id) : [],
    ]);
    return toCommissionInvoiceDto(row, { corrects, creditNotes });
  }

  return {
    /** A month that is over has its invoice by the time the list answers, whenever the periodic close runs. */
    async list(ctx: RequestContext, q: CommissionInvoiceListQuery): Promise<ListResult<CommissionInvoiceSummaryDto>> {
      await closeDue(ctx.tenantId);
      const page = await documents.list(ctx.tenantId, q);
      return { ...page, items: page.items.map(toCommissionSummaryDto) };
    },

    get,

    async pdf(ctx: RequestContext, id: string, lang: CommissionPdfLang) {
      const [doc, zone] = await Promise.all([get(ctx, id), zones.ofCompany(ctx.tenantId)]);
      return { fileName: `${doc.number_display}.pdf`, bytes: await renderCommissionPdf(doc, lang, zone) };
    },
  };
}

export type CommissionInvoiceService = ReturnType<typeof createCommissionInvoiceService>;
