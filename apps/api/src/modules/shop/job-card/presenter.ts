import {
  billTotals,
  clockOf,
  formatIdentityNumber,
  jobCardBillLines,
  toMajor,
  type InspectionDto,
  type JobCardDto,
  type JobCardStatus,
  type JobCardSummaryDto,
} from "@pitlane/domain";
import type { jobCardInspections } from "../../../db/schema/index.js";
import { discountFieldsOf } from "../../../platform/money-columns.js";
import { billInputOf } from "./line-rows.js";
import type { JobCardLines, JobCardRow, JobCardSummaryRow } from "./repo.js";
import { presentPhone } from "../../../platform/phones.js";

// The status columns hold only JOB_CARD_STATUSES: their check constraints say so.
const statusOf = (status: string) => status as JobCardStatus;

/** The lines of one job card out of the lines read for several. */
export function linesFor(lines: JobCardLines, jobCardId: string): JobCardLines {
  return {
    services: lines.services.filter((s) => s.line.jobCardId === jobCardId),
    packages: lines.packages.filter((p) => p.jobCardId === jobCardId),
    products: lines.products.filter((p) => p.line.jobCardId === jobCardId),
  };
}

/** What the invoice says, or will say: the same rule over the same lines, at its rate or else the shop's. */
function totalsOf(lines: JobCardLines, vatRateBp: number) {
  const input = billInputOf({
    packages: lines.packages,
    services: lines.services.map((s) => s.line),
    products: lines.products.map((p) => p.line),
  });
  const totals = billTotals(jobCardBillLines(input), vatRateBp);
  return {
    subtotal: toMajor(totals.subtotalMinor),
    discount: toMajor(totals.discountMinor),
    vat: toMajor(totals.vatMinor),
    total: toMajor(totals.totalMinor),
  };
}

function earliestStart(lines: JobCardLines): string | null {
  const starts = lines.services.flatMap((s) => (s.appointment ? [s.appointment.start] : []));
  return starts.length > 0 ? clockOf(Math.min(...starts)) : null;
}

export function toJobCardSummaryDto(
  row: JobCardSummaryRow,
  lines: JobCardLines,
  shopVatRateBp: number,
): JobCardSummaryDto {
  const { card } = row;
  return {
    _id: card.id,
    number: card.number,
    status: statusOf(card.status),
    client_id: card.clientId,
    client_name: row.clientName,
    vehicle_plate: row.vehiclePlate,
    branch_id: card.branchId,
    branch_name_english: row.branchNameEnglish,
    branch_name_arabic: row.branchNameArabic,
    scheduled_date: card.scheduledDate,
    start_time: earliestStart(lines),
    service_names: lines.services.map((s) => s.line.name),
    total: totalsOf(lines, row.invoiceVatRateBp ?? shopVatRateBp).total,
    invoice_id: row.invoiceId,
    created_at: card.createdAt.toISOString(),
  };
}

type InspectionRow = typeof jobCardInspections.$inferSelect;

/** The checklists of the services merged in order without repeats, and what was filled in so far. */
export function toInspectionDto(row: InspectionRow | null, checklists: string[][]): InspectionDto {
  return {
    checklist: [...new Set(checklists.flat())],
    items: row?.items ?? [],
    notes: row?.notes ?? null,
    photo_ids: row?.photoUploadIds ?? [],
    updated_at: row ? row.updatedAt.toISOString() : null,
  };
}

export function toJobCardDto(
  row: JobCardRow,
  lines: JobCardLines,
  shopVatRateBp: number,
  inspection: InspectionDto | null,
): JobCardDto {
  const { card } = row;
  return {
    _id: card.id,
    number: card.number,
    status: statusOf(card.status),
    client: {
      _id: card.clientId,
      name: row.clientName,
      phone: presentPhone(row.clientPhone),
      identity_number_display: row.clientIdentityNumber ? formatIdentityNumber(row.clientIdentityNumber) : null,
    },
    vehicle: { _id: card.vehicleId, plate: row.vehiclePlate, make_name: row.makeName, model_name: row.modelName },
    branch_id: card.branchId,
    branch_name_english: row.branchNameEnglish,
    branch_name_arabic: row.branchNameArabic,
    scheduled_date: card.scheduledDate,
    odometer: card.odometer,
    previous_odometer: card.previousOdometer,
    show_inspection: card.showInspection,
    inspection_provider_id: card.inspectionProviderId,
    inspection_provider_name: row.inspectorName,
    notes: card.notes,
    packages: lines.packages.map((p) => ({ package_id: p.packageId, name: p.name, price: toMajor(p.priceMinor) })),
    services: lines.services.map(({ line, employeeName, appointment }) => ({
      _id: line.id,
      service_id: line.serviceId,
      name: line.name,
      employee_id: line.providerId,
      employee_name: employeeName,
      package_id: line.packageId,
      price: toMajor(line.priceMinor),
      ...discountFieldsOf(line),
      duration_minutes: line.durationMinutes,
      appointment: appointment
        ? {
            _id: appointment.id,
            appointment_date: appointment.date,
            start_time: clockOf(appointment.start),
            end_time: clockOf(appointment.end),
            status: statusOf(appointment.status),
          }
        : null,
    })),
    products: lines.products.map(({ line, inStock }) => ({
      _id: line.id,
      variant_id: line.variantId,
      name: line.name,
      quantity: line.quantity,
      package_id: line.packageId,
      price: toMajor(line.priceMinor),
      ...discountFieldsOf(line),
      in_stock: inStock,
    })),
    totals: totalsOf(lines, row.invoiceVatRateBp ?? shopVatRateBp),
    invoice_id: row.invoiceId,
    invoice_number: row.invoiceNumber,
    inspection,
    created_at: card.createdAt.toISOString(),
  };
}
