import {
  formatDocumentNumber,
  type StockAdjustmentReason,
  type StockMovementDto,
  type StockMovementReason,
} from "@pitlane/domain";
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
  created_by_name: row.createdByName,
  created_at: m.createdAt.toISOString(),
});
