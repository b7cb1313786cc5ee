import {
  billTotals,
  formatDocumentNumber,
  jobCardBillLines,
  orderNextStatuses,
  paymentStatusOf,
  toMajor,
  type OrderDto,
  type OrderKind,
  type OrderStatus,
  type OrderSummaryDto,
  type PaymentStatus,
} from "@pitlane/domain";
import { fromStoredValue } from "../../../platform/money-columns.js";
import { presentPhone } from "../../../platform/phones.js";
import { orderBillInput } from "./place.js";
import type { OrderDetailRow, OrderDetails, OrderSummaryRow } from "./repo.js";

const iso = (at: Date | null) => at?.toISOString() ?? null;

export function toOrderSummaryDto(row: OrderSummaryRow): OrderSummaryDto {
  const { order } = row;
  const paidMinor = row.paidMinor ?? 0;
  return {
    _id: order.id,
    number: order.number,
    number_display: formatDocumentNumber("ORD", order.number),
    // The check constraints keep both to their vocabularies.
    kind: order.kind as OrderKind,
    status: order.status as OrderStatus,
    client_id: order.clientId,
    client_name: row.clientName,
    client_phone: presentPhone(row.clientPhone),
    branch_id: order.branchId,
    branch_name_english: row.branchNameEnglish,
    branch_name_arabic: row.branchNameArabic,
    delivery_address: order.deliveryAddress,
    pickup_date: order.pickupDate,
    pickup_time: order.pickupTime,
    currency: order.currency,
    total: toMajor(order.totalMinor),
    paid: toMajor(paidMinor),
    balance: order.status === "cancelled" ? 0 : toMajor(order.totalMinor - paidMinor),
    // Before its invoice nothing was paid on it.
    payment_status: (row.paymentStatus as PaymentStatus | null) ?? paymentStatusOf(order.totalMinor, 0),
    units: order.units,
    invoice_id: row.invoiceId,
    invoice_number_display: row.invoiceNumber === null ? null : formatDocumentNumber("INV", row.invoiceNumber),
    placed_at: order.createdAt.toISOString(),
  };
}

export function toOrderDto(row: OrderDetailRow, details: OrderDetails): OrderDto {
  const { order } = row;
  const bill = jobCardBillLines(orderBillInput(details));
  const totals = billTotals(bill, order.vatRateBp);
  const packageNames = new Map(details.packages.map((p) => [p.packageId, p.name]));
  const { shipment } = details;
  return {
    ...toOrderSummaryDto(row),
    client: { name: row.clientName, phone: presentPhone(row.clientPhone) },
    notes: order.notes,
    vat_rate: fromStoredValue(order.vatRateBp),
    subtotal: toMajor(order.subtotalMinor),
    discount: toMajor(order.discountMinor),
    vat: toMajor(order.vatMinor),
    lines: bill.map((line, i) => ({
      kind: line.kind === "package" ? "package" : "product",
      ref_id: line.refId,
      name: line.name,
      quantity: line.quantity,
      unit_price: toMajor(line.unitPriceMinor),
      discount: toMajor(totals.lines[i]?.discountMinor ?? 0),
      net: toMajor(totals.lines[i]?.netMinor ?? 0),
    })),
    items: details.products.map((p) => ({
      variant_id: p.variantId,
      name: p.name,
      quantity: p.quantity,
      package_name: p.packageId === null ? null : (packageNames.get(p.packageId) ?? null),
    })),
    shipment: shipment && {
      courier_company: shipment.courierCompany,
      delivery_address: shipment.deliveryAddress,
      estimated_delivery_date: shipment.estimatedDeliveryDate,
      remarks: shipment.remarks,
      tracking_number: shipment.trackingNumber,
      updated_at: shipment.updatedAt.toISOString(),
    },
    next_statuses: [...orderNextStatuses(order.kind as OrderKind, order.status as OrderStatus)],
    confirmed_at: iso(order.confirmedAt),
    packed_at: iso(order.packedAt),
    dispatched_at: iso(order.dispatchedAt),
    completed_at: iso(order.completedAt),
    cancelled_at: iso(order.cancelledAt),
    cancel_reason: order.cancelReason,
    created_by_name: row.createdByName,
    updated_at: order.updatedAt.toISOString(),
  };
}
