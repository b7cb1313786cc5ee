import {
  formatDocumentNumber,
  toMajor,
  type StockRowDto,
  type StockAdjustmentReason,
  type StockMovementDto,
  type StockMovementReason,
} from "@pitlane/domain";
import type { StockRow } from "./stock-list-repo.js";
import type { StockMovementRow } from "./movement-repo.js";

export const toStockMovementDto = ({ movement: m, ...row }: StockMovementRow): StockMovementDto => ({
  _id: m.id,
  branch_id: m.branchId,
  branch_name: row.branchName,
  quantity_change: m.quantityChange,
  // The check constraints keep both to their vocabularies.
  reason: m.reason as StockMovementReason,
  adjustment_reason: m.adjustmentReason as StockAdjustmentReason | null,
  note: m.note,
  invoice_id: m.invoiceId,
  invoice_number: row.invoiceNumber === null ? null : formatDocumentNumber("INV", row.invoiceNumber),
  stock_order_id: m.stockOrderId,
  other_branch_id: m.otherBranchId,
  other_branch_name: row.otherBranchName,
  stock_order_number: row.stockOrderNumber === null ? null : formatDocumentNumber("PO", row.stockOrderNumber),
  order_id: m.orderId,
  order_number: row.orderNumber === null ? null : formatDocumentNumber("ORD", row.orderNumber),
  created_by_name: row.createdByName,
  created_at: m.createdAt.toISOString(),
});

export const toStockRowDto = (row: StockRow): StockRowDto => ({
  variant_id: row.variantId,
  product_id: row.productId,
  product_name: row.productName,
  variant_name: row.variantName,
  sku: row.sku,
  branch_id: row.branchId,
  branch_name: row.branchName,
  branch_name_arabic: row.branchNameArabic,
  quantity: row.quantity,
  reserved: row.reserved,
  available: row.quantity - row.reserved,
  low_stock_level: row.lowStockLevel,
  is_low: row.lowStockLevel > 0 && row.quantity <= row.lowStockLevel,
  unit_cost: row.unitCostMinor === null ? null : toMajor(row.unitCostMinor),
  value: row.unitCostMinor === null ? null : toMajor(row.unitCostMinor * row.quantity),
});
