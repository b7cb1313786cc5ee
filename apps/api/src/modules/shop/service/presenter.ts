import { toMinor, type ServiceDto, type ServiceSummaryDto, type ServiceUpdateBody } from "@pitlane/domain";
import { commissionFieldsOf, priceFieldsOf } from "../../../platform/money-columns.js";
import type { ServiceLinks } from "./link-repo.js";
import type { ServiceInsert, ServiceWithNames } from "./repo.js";

export function toServiceSummaryDto(row: ServiceWithNames, branchIds: string[]): ServiceSummaryDto {
  const { service } = row;
  return {
    _id: service.id,
    name: service.name,
    category_id: service.categoryId,
    category_name_english: row.categoryNameEnglish,
    category_name_arabic: row.categoryNameArabic,
    description: service.description,
    ...priceFieldsOf(service),
    duration: service.durationMinutes,
    quantity: service.quantity,
    branch_ids: branchIds,
    online_booking: service.onlineBooking,
    lead_time_minutes: service.leadTimeMinutes,
    ...commissionFieldsOf(service),
    active: service.active,
    vat_applies: service.vatApplies,
    created_at: service.createdAt.toISOString(),
  };
}

export function toServiceDto(row: ServiceWithNames, links: ServiceLinks): ServiceDto {
  return {
    ...toServiceSummaryDto(row, links.branchIds),
    member_ids: links.memberIds,
    resources: links.resources.map((need) => ({ resource_id: need.resourceId, quantity: need.quantity })),
    checklist: row.service.checklist,
  };
}

/**
 * API field names to columns, money to minor units; absent fields stay absent so a PATCH changes
 * only what it names. The discount and commission pairs are left to the service (money-columns.ts),
 * which checks each against what is stored.
 */
export function toServiceColumns(body: ServiceUpdateBody): Partial<ServiceInsert> {
  const columns: Partial<ServiceInsert> = {
    name: body.name,
    categoryId: body.category_id,
    description: body.description,
    priceMinor: body.price === undefined ? undefined : toMinor(body.price),
    durationMinutes: body.duration,
    quantity: body.quantity,
    onlineBooking: body.online_booking,
    leadTimeMinutes: body.lead_time_minutes,
    checklist: body.checklist,
    active: body.active,
    vatApplies: body.vat_applies,
  };
  return Object.fromEntries(Object.entries(columns).filter(([, v]) => v !== undefined));
}
