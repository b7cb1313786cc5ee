import {
  formatDocumentNumber,
  toMajor,
  type StockOrderDto,
  type StockOrderStatus,
  type StockOrderSummaryDto,
} from "@pitlane/domain";
import type { StockOrderDetailRow, StockOrderSummaryRow } from "./repo.js";
import type { StockOrderLineRow } from "./write-repo.js";

export const toStockOrderSummaryDto = ({ order: o, ...row }: StockOrderSummaryRow): StockOrderSummaryDto => ({
  _id: o.id,
  number: o.number,
  number_display: formatDocumentNumber("PO", o.number),
  // The check constraint keeps it to the vocabulary.
  status: o.status as StockOrderStatus,
  supplier_id: o.supplierId,
  supplier_name: row.supplierName,
  branch_id: o.branchId,
  branch_name_english: row.branchNameEnglish,
  branch_name_arabic: row.branchNameArabic,
  expected_on: o.expectedOn,
  currency: row.currency,
  total: toMajor(o.totalMinor),
  received_value: toMajor(o.receivedValueMinor),
  paid: toMajor(o.paidMinor),
  owed: toMajor(o.receivedValueMinor - o.paidMinor),
  ordered_at: o.orderedAt?.toISOString() ?? null,
  created_at: o.createdAt.toISOString(),
});

export function toStockOrderDto(row: StockOrderDetailRow, lines: StockOrderLineRow[]): StockOrderDto {
  const { order: o, supplier: s } = row;
  return {
    ...toStockOrderSummaryDto(row),
    notes: o.notes,
    lines: lines.map(({ line, productId }) => ({
      _id: line.id,
      variant_id: line.variantId,
      product_id: productId,
      name: line.name,
      sku: line.sku,
      quantity: line.quantity,
      received_quantity: line.receivedQuantity,
      unit_cost: toMajor(line.unitCostMinor),
      total: toMajor(line.unitCostMinor * line.quantity),
    })),
    received_at: o.receivedAt?.toISOString() ?? null,
    cancelled_at: o.cancelledAt?.toISOString() ?? null,
    created_by_name: row.createdByName,
    supplier: {
      name: s.name,
      contact_person: s.contactPerson,
      phone: s.phone,
      email: s.email,
      address: s.address,
      tax_number: s.taxNumber,
      payment_terms_days: s.paymentTermsDays,
    },
    updated_at: o.updatedAt.toISOString(),
  };
}
