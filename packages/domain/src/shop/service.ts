import { z } from "zod";
import { ListQuery } from "../platform/list.js";
import { RefusalCode as m } from "../platform/messages.js";
import { Amount, IdList, LineQuantity, WholeNumber, optionalText, requiredText, text } from "../platform/validation.js";
import { isAllowedDuration, parseDuration } from "../rules/duration.js";
import {
  AmountType,
  checkAmountType,
  commissionDefaults,
  commissionFields,
  discountDefaults,
  discountFields,
} from "./pricing.js";

/** Minutes, from a number or text such as "1h 30min" (spec 000 section 4), in 5-minute steps. */
export const Duration = z.union([z.string(), z.number()], { error: m.duration }).transform((value, ctx) => {
  const minutes = parseDuration(value);
  if (minutes === null || !isAllowedDuration(minutes)) {
    ctx.addIssue({ code: "custom", message: m.duration });
    return z.NEVER;
  }
  return minutes;
});

export const ServiceResourceNeed = z.object({
  resource_id: z.uuid({ error: m.id }),
  quantity: LineQuantity(100),
});

const resourceNeeds = z
  .array(ServiceResourceNeed)
  .max(20, { error: m.too_long })
  // One line per resource: the link table's key is (service, resource), and two lines would contradict.
  .refine((needs) => new Set(needs.map((need) => need.resource_id)).size === needs.length, { error: m.duplicate });
const checklist = z.array(requiredText(200)).max(50, { error: m.too_long });
const flag = z.boolean({ error: m.boolean });

/**
 * The fields of every tab of the service form: basic, locations, members, resources, online
 * booking, forms, commission, settings. Without defaults, so the PATCH built from them never
 * resets a field it leaves out; the create body adds the defaults.
 */
const serviceFields = {
  name: requiredText(120),
  category_id: z.uuid({ error: m.id }),
  description: optionalText(2000),
  price: Amount,
  ...discountFields,
  duration: Duration,
  quantity: WholeNumber(1000),
  branch_ids: IdList(),
  member_ids: IdList(),
  resources: resourceNeeds,
  online_booking: flag,
  lead_time_minutes: WholeNumber(60 * 24 * 30),
  /** The inspection checklist filled in on a job card (the forms tab). */
  checklist,
  ...commissionFields,
  active: flag,
  vat_applies: flag,
};

type PricingInput = {
  discount_type?: 1 | 2 | null;
  discount_value?: number;
  commission_type?: 1 | 2 | null;
  commission_value?: number;
};

export function checkPricing(body: PricingInput, ctx: z.RefinementCtx) {
  checkAmountType("discount", body.discount_type, body.discount_value, ctx);
  checkAmountType("commission", body.commission_type, body.commission_value, ctx);
}

export const ServiceCreateBody = z
  .object({
    ...serviceFields,
    ...discountDefaults,
    ...commissionDefaults,
    quantity: serviceFields.quantity.default(1),
    branch_ids: serviceFields.branch_ids.default([]),
    member_ids: serviceFields.member_ids.default([]),
    resources: resourceNeeds.default([]),
    online_booking: flag.default(false),
    lead_time_minutes: serviceFields.lead_time_minutes.default(0),
    checklist: checklist.default([]),
    active: flag.default(true),
    vat_applies: flag.default(true),
  })
  .superRefine(checkPricing);
export type ServiceCreateBody = z.infer<typeof ServiceCreateBody>;

export const ServiceUpdateBody = z.object(serviceFields).partial().superRefine(checkPricing);
export type ServiceUpdateBody = z.infer<typeof ServiceUpdateBody>;

export const ServiceListQuery = ListQuery.extend({
  category_id: z.uuid().optional().catch(undefined),
  branch_id: z.uuid().optional().catch(undefined),
  status: z.enum(["all", "active", "inactive"]).catch("all").default("all"),
  sort: z.enum(["name", "price", "created_at"]).catch("created_at").default("created_at"),
  order: z.enum(["asc", "desc"]).catch("desc").default("desc"),
});
export type ServiceListQuery = z.infer<typeof ServiceListQuery>;

/** For the choosers of other screens (package builder, job cards): a branch's active services. */
export const ServicesByBranchQuery = z.object({ branch_id: z.uuid({ error: m.id }), search: text(100).optional() });
export const ServiceIdQuery = z.object({ service_id: z.uuid({ error: m.id }) });

export const ServiceDto = z.object({
  _id: z.string(),
  name: z.string(),
  category_id: z.string(),
  category_name_english: z.string(),
  category_name_arabic: z.string(),
  description: z.string().nullable(),
  price: z.number(),
  discount_type: AmountType,
  discount_value: z.number(),
  /** The price after the discount, never below zero. */
  discounted_price: z.number(),
  /** Minutes. */
  duration: z.number().int(),
  quantity: z.number().int(),
  branch_ids: z.array(z.string()),
  member_ids: z.array(z.string()),
  resources: z.array(z.object({ resource_id: z.string(), quantity: z.number().int() })),
  online_booking: z.boolean(),
  lead_time_minutes: z.number().int(),
  checklist: z.array(z.string()),
  commission_type: AmountType,
  commission_value: z.number(),
  active: z.boolean(),
  vat_applies: z.boolean(),
  created_at: z.string(),
});
export type ServiceDto = z.infer<typeof ServiceDto>;

/** A service in a list or a chooser: without the tabs' lists. */
export const ServiceSummaryDto = ServiceDto.omit({ member_ids: true, resources: true, checklist: true }).extend({
  branch_ids: z.array(z.string()),
});
export type ServiceSummaryDto = z.infer<typeof ServiceSummaryDto>;

/** categories-with-services: each category of services with its (active) services, for the team member's services tab. */
export const CategoryWithServicesDto = z.object({
  _id: z.string(),
  name_english: z.string(),
  name_arabic: z.string(),
  services: z.array(z.object({ _id: z.string(), name: z.string(), duration: z.number().int(), price: z.number() })),
});
export type CategoryWithServicesDto = z.infer<typeof CategoryWithServicesDto>;

export const BranchIdQuery = z.object({ branch_id: z.uuid({ error: m.id }) });
