import { formatDuration, isAllowedDuration, parseDuration, type ServiceDto } from "@pitlane/domain";
import { fieldTabs } from "../../../shared/forms/field-tabs";

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

export const { tabOfError, errorCountsByTab } = fieldTabs(tabOfField, "basic");

/** "1h 30min" for what was typed when it is an allowed duration, else null. */
export function normalisedDuration(text: string): string | null {
  const minutes = parseDuration(text);
  return minutes !== null && isAllowedDuration(minutes) ? formatDuration(minutes) : null;
}
