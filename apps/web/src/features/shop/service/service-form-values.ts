import {
  DiscountType,
  discountedPrice,
  formatDuration,
  isAllowedDuration,
  parseDuration,
  toMajor,
  toMinor,
  type Discount,
  type ServiceCreateBody,
  type ServiceDto,
} from "@pitlane/domain";

/** What the inputs hold: numbers may be "" while typed, the duration is text ("1h 30min"). */
export type ServiceFormValues = {
  name: string;
  category_id: string | null;
  description: string;
  price: number | string;
  discount_type: 1 | 2 | null;
  discount_value: number | string;
  duration: string;
  quantity: number | string;
  branch_ids: string[];
  member_ids: string[];
  resources: { resource_id: string; quantity: number | string }[];
  online_booking: boolean;
  lead_time_minutes: number | string;
  checklist: string[];
  commission_type: 1 | 2 | null;
  commission_value: number | string;
  active: boolean;
  vat_applies: boolean;
};

export function valuesOf(service?: ServiceDto): ServiceFormValues {
  return {
    name: service?.name ?? "",
    category_id: service?.category_id ?? null,
    description: service?.description ?? "",
    price: service?.price ?? "",
    discount_type: service?.discount_type ?? null,
    discount_value: service?.discount_value ?? 0,
    duration: service ? formatDuration(service.duration) : "",
    quantity: service?.quantity ?? 1,
    branch_ids: service?.branch_ids ?? [],
    member_ids: service?.member_ids ?? [],
    resources: service?.resources ?? [],
    online_booking: service?.online_booking ?? false,
    lead_time_minutes: service?.lead_time_minutes ?? 0,
    checklist: service?.checklist ?? [],
    commission_type: service?.commission_type ?? null,
    commission_value: service?.commission_value ?? 0,
    active: service?.active ?? true,
    vat_applies: service?.vat_applies ?? true,
  };
}

/** The tabs of spec 000's service form, in its order. */
export const SERVICE_TABS = [
  "basic",
  "locations",
  "members",
  "resources",
  "online_booking",
  "forms",
  "commission",
  "settings",
] as const;
export type ServiceTab = (typeof SERVICE_TABS)[number];

const tabOfField: Record<keyof ServiceFormValues, ServiceTab> = {
  name: "basic",
  category_id: "basic",
  description: "basic",
  price: "basic",
  discount_type: "basic",
  discount_value: "basic",
  duration: "basic",
  quantity: "basic",
  branch_ids: "locations",
  member_ids: "members",
  resources: "resources",
  online_booking: "online_booking",
  lead_time_minutes: "online_booking",
  checklist: "forms",
  commission_type: "commission",
  commission_value: "commission",
  active: "settings",
  vat_applies: "settings",
};

const isField = (name: string): name is keyof ServiceFormValues => Object.hasOwn(tabOfField, name);

/** The tab holding a field error's input: "checklist.2" is on the forms tab. */
export function tabOfError(path: string): ServiceTab {
  const field = path.split(".")[0] ?? "";
  return isField(field) ? tabOfField[field] : "basic";
}

/** How many field errors each tab holds, so a tab can say it needs attention. */
export function errorCountsByTab(errors: Record<string, unknown>): Partial<Record<ServiceTab, number>> {
  const counts: Partial<Record<ServiceTab, number>> = {};
  for (const [path, error] of Object.entries(errors)) {
    if (!error) continue;
    const tab = tabOfError(path);
    counts[tab] = (counts[tab] ?? 0) + 1;
  }
  return counts;
}

/**
 * The fields of an edit that differ from the saved service: what the PATCH sends, so a field
 * nobody touched is never written back over someone else's change.
 */
export function changedFields(body: ServiceCreateBody, saved: ServiceCreateBody): Partial<ServiceCreateBody> {
  const changed: Partial<ServiceCreateBody> = {};
  // Object.keys types its result as string[]; these are the body's own keys.
  for (const key of Object.keys(body) as (keyof ServiceCreateBody)[]) {
    if (JSON.stringify(body[key]) !== JSON.stringify(saved[key])) Object.assign(changed, { [key]: body[key] });
  }
  return changed;
}

/** A number input's value as a number, or null while it is empty or not a number. */
export function numberOf(value: number | string): number | null {
  if (value === "") return null;
  const n = Number(value);
  return Number.isFinite(n) ? n : null;
}

/**
 * The price after the discount while the form is filled in, by the same rule the server applies;
 * null until the price reads as an amount.
 */
export function previewDiscountedPrice(values: Pick<ServiceFormValues, "price" | "discount_type" | "discount_value">) {
  const price = numberOf(values.price);
  if (price === null || price < 0) return null;
  const value = Math.max(0, numberOf(values.discount_value) ?? 0);
  const discount: Discount =
    values.discount_type === DiscountType.fixed
      ? { type: values.discount_type, value: toMinor(value) }
      : { type: values.discount_type, value };
  return toMajor(discountedPrice(toMinor(price), discount));
}

/** "1h 30min" for what was typed when it is an allowed duration, else null. */
export function normalisedDuration(text: string): string | null {
  const minutes = parseDuration(text);
  return minutes !== null && isAllowedDuration(minutes) ? formatDuration(minutes) : null;
}
