import { z } from "zod";
import { ListQuery } from "../platform/list.js";
import { RefusalCode as m } from "../platform/messages.js";
import { IdList, IsoDate, LineQuantity, OptionalId, WholeNumber, optionalText } from "../platform/validation.js";
import type { RefusalCode } from "../platform/messages.js";
import type { RefusalParams } from "../platform/refusal.js";
import { checkOdometer, maxOdometerOver } from "../rules/odometer.js";
import { TIME_PATTERN } from "../rules/schedule.js";
import { JOB_CARD_STATUSES } from "./front-desk-vocabulary.js";

export const JobCardStatus = z.enum(JOB_CARD_STATUSES, { error: m.choice });
export type JobCardStatus = z.infer<typeof JobCardStatus>;

/** A wall-clock time of the shop, "HH:mm". */
export const ClockTime = z.string({ error: m.time }).regex(TIME_PATTERN, { error: m.time });

/** A service with the team member who performs it (spec 000: "service and provider pairs"). */
export const ServiceEmployee = z.object({
  service_id: z.uuid({ error: m.id }),
  employee_id: z.uuid({ error: m.id }),
});
export type ServiceEmployee = z.infer<typeof ServiceEmployee>;

const pairKey = (p: ServiceEmployee) => `${p.service_id}:${p.employee_id}`;

/**
 * What a job card holds besides its client, vehicle, branch and date: the part an open job card
 * may change. `pairs` holds every service to perform, those of the chosen packages too (the server
 * knows which package a service came from); `products` only the ones sold on their own (a package
 * brings its products). Every pair has exactly one booked slot on the job card's date.
 */
const jobCardLines = {
  odometer: WholeNumber(5_000_000)
    .nullish()
    .transform((v) => v ?? null),
  package_ids: IdList(20).default([]),
  pairs: z.array(ServiceEmployee, { error: m.pairs_required }).max(50, { error: m.too_long }),
  products: z
    .array(z.object({ variant_id: z.uuid({ error: m.id }), quantity: LineQuantity(1000) }))
    .max(100, { error: m.too_long })
    .default([]),
  slots: z
    .array(ServiceEmployee.extend({ start_time: ClockTime }), { error: m.slot_required })
    .max(50, { error: m.too_long }),
  show_inspection: z.boolean({ error: m.boolean }).default(false),
  inspection_provider_id: OptionalId,
  notes: optionalText(1000),
};

type JobCardLinesShape = z.infer<z.ZodObject<typeof jobCardLines>>;

/** Something to do, no pair, product or slot twice, and one slot for every pair. */
function checkLines(body: JobCardLinesShape, ctx: z.RefinementCtx) {
  if (body.pairs.length === 0 && body.products.length === 0 && body.package_ids.length === 0) {
    ctx.addIssue({ code: "custom", path: ["pairs"], message: m.pairs_required });
  }
  const pairs = new Set(body.pairs.map(pairKey));
  if (pairs.size !== body.pairs.length) ctx.addIssue({ code: "custom", path: ["pairs"], message: m.duplicate });
  const variants = new Set(body.products.map((p) => p.variant_id));
  if (variants.size !== body.products.length) {
    ctx.addIssue({ code: "custom", path: ["products"], message: m.duplicate });
  }
  const slotted = new Set(body.slots.map(pairKey));
  if (slotted.size !== body.slots.length) ctx.addIssue({ code: "custom", path: ["slots"], message: m.duplicate });
  if (body.slots.some((s) => !pairs.has(pairKey(s)))) {
    ctx.addIssue({ code: "custom", path: ["slots"], message: m.slot_unknown });
  }
  if (body.pairs.some((p) => !slotted.has(pairKey(p)))) {
    ctx.addIssue({ code: "custom", path: ["slots"], message: m.slot_required });
  }
}

/** A new job card: who, where and when, and its lines. */
export const JobCardCreateBody = z
  .object({
    client_id: z.uuid({ error: m.id }),
    vehicle_id: z.uuid({ error: m.id }),
    branch_id: z.uuid({ error: m.id }),
    date: IsoDate,
    ...jobCardLines,
  })
  .superRefine(checkLines);
export type JobCardCreateBody = z.infer<typeof JobCardCreateBody>;

/**
 * An open job card's new lines, odometer, inspection and notes, all of them (a full update): its
 * client, vehicle, branch and date stay. A line kept as it was keeps the price it was booked at.
 */
export const JobCardUpdateBody = z.object(jobCardLines).superRefine(checkLines);
export type JobCardUpdateBody = z.infer<typeof JobCardUpdateBody>;

/**
 * The job card's odometer against the vehicle's last reading (decision 0013: not below it, at most
 * 150 % above it), as the refusal the API and the form give; null when it is allowed.
 */
export function intakeOdometerRefusal(
  reading: number,
  last: number | null,
): { code: RefusalCode; params: RefusalParams } | null {
  const check = checkOdometer(reading, last);
  if (check === "below") return { code: m.odometer_below_last, params: { last: last ?? 0 } };
  if (check === "above") return { code: m.odometer_above_last, params: { max: maxOdometerOver(last ?? 0) } };
  return null;
}

export const JobCardStatusBody = z.object({ status: JobCardStatus });

const optionalDate = IsoDate.optional().catch(undefined);

export const JobCardListQuery = ListQuery.extend({
  status: JobCardStatus.optional().catch(undefined),
  branch_id: z.uuid().optional().catch(undefined),
  client_id: z.uuid().optional().catch(undefined),
  /** The scheduled date, from and to inclusive. */
  from: optionalDate,
  to: optionalDate,
});
export type JobCardListQuery = z.infer<typeof JobCardListQuery>;

/** Money in major units, as the API shows it. */
const Money = z.number();

export const JobCardTotalsDto = z.object({
  subtotal: Money,
  discount: Money,
  vat: Money,
  total: Money,
});

export const JobCardSummaryDto = z.object({
  _id: z.string(),
  number: z.number().int(),
  status: JobCardStatus,
  client_id: z.string(),
  client_name: z.string(),
  vehicle_plate: z.string(),
  branch_id: z.string(),
  branch_name_english: z.string(),
  branch_name_arabic: z.string(),
  scheduled_date: z.string(),
  /** The earliest booked slot, or null when it has none. */
  start_time: z.string().nullable(),
  service_names: z.array(z.string()),
  total: Money,
  invoice_id: z.string().nullable(),
  created_at: z.string(),
});
export type JobCardSummaryDto = z.infer<typeof JobCardSummaryDto>;

export const JobCardAppointmentDto = z.object({
  _id: z.string(),
  appointment_date: z.string(),
  start_time: z.string(),
  end_time: z.string(),
  status: JobCardStatus,
});

export const InspectionItem = z.object({
  item: z.string().trim().min(1, { error: m.required }).max(200, { error: m.too_long }),
  ok: z.boolean({ error: m.boolean }).nullable(),
  note: optionalText(500),
});

export const InspectionBody = z.object({
  items: z.array(InspectionItem).max(200, { error: m.too_long }),
  notes: optionalText(2000),
  photo_ids: IdList(10).default([]),
});
export type InspectionBody = z.infer<typeof InspectionBody>;

export const InspectionDto = z.object({
  /** The checklists of the job card's services, merged, in order, without repeats. */
  checklist: z.array(z.string()),
  items: z.array(z.object({ item: z.string(), ok: z.boolean().nullable(), note: z.string().nullable() })),
  notes: z.string().nullable(),
  photo_ids: z.array(z.string()),
  updated_at: z.string().nullable(),
});
export type InspectionDto = z.infer<typeof InspectionDto>;

export const JobCardDto = z.object({
  _id: z.string(),
  number: z.number().int(),
  status: JobCardStatus,
  client: z.object({
    _id: z.string(),
    name: z.string(),
    phone: z.string(),
    identity_number_display: z.string().nullable(),
  }),
  vehicle: z.object({ _id: z.string(), plate: z.string(), make_name: z.string(), model_name: z.string() }),
  branch_id: z.string(),
  branch_name_english: z.string(),
  branch_name_arabic: z.string(),
  scheduled_date: z.string(),
  odometer: z.number().int().nullable(),
  /** The vehicle's reading before this job card's: what its odometer is checked against (decision 0013). */
  previous_odometer: z.number().int().nullable(),
  show_inspection: z.boolean(),
  inspection_provider_id: z.string().nullable(),
  inspection_provider_name: z.string().nullable(),
  notes: z.string().nullable(),
  packages: z.array(z.object({ package_id: z.string(), name: z.string(), price: Money })),
  services: z.array(
    z.object({
      _id: z.string(),
      service_id: z.string(),
      name: z.string(),
      employee_id: z.string(),
      employee_name: z.string(),
      package_id: z.string().nullable(),
      price: Money,
      discount_type: z.number().int().nullable(),
      discount_value: z.number(),
      duration_minutes: z.number().int(),
      appointment: JobCardAppointmentDto.nullable(),
    }),
  ),
  products: z.array(
    z.object({
      _id: z.string(),
      variant_id: z.string(),
      name: z.string(),
      quantity: z.number().int(),
      package_id: z.string().nullable(),
      price: Money,
      discount_type: z.number().int().nullable(),
      discount_value: z.number(),
      /**
       * The branch's stock of the variant now, null when the product does not track stock. Below the
       * line's quantity, completing the job card is refused (stock_short) until stock arrives.
       */
      in_stock: z.number().int().nullable(),
    }),
  ),
  /** What the invoice will say (or said): the same computation as issuing it. */
  totals: JobCardTotalsDto,
  invoice_id: z.string().nullable(),
  invoice_number: z.number().int().nullable(),
  inspection: InspectionDto.nullable(),
  created_at: z.string(),
});
export type JobCardDto = z.infer<typeof JobCardDto>;
