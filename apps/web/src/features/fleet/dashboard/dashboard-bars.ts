import { FLEET_STATUSES, type FleetDashboardDto, type FleetStatus } from "@pitlane/domain";
import type { CountBar } from "./count-bars";

/** A colour per status: green on the road, grey and amber off it, red gone for good. */
export const STATUS_COLORS: Record<FleetStatus, string> = {
  active: "teal",
  inactive: "gray",
  pause: "yellow",
  deactive: "red",
  out_of_service: "orange",
};

type StatusCounts = FleetDashboardDto["employees"]["by_status"];

/** Every status in the vocabulary's order, named by `labelOf`, each in its colour. */
export function statusBars(counts: StatusCounts, labelOf: (status: FleetStatus) => string): CountBar[] {
  return FLEET_STATUSES.map((status) => ({
    key: status,
    label: labelOf(status),
    count: counts.find((c) => c.status === status)?.count ?? 0,
    color: STATUS_COLORS[status],
  }));
}

/** The company's vehicle types, most vehicles first, named in the reader's language. */
export function typeBars(types: FleetDashboardDto["vehicles"]["by_type"], language: string): CountBar[] {
  return types.map((type) => ({
    key: type._id,
    label: language === "ar" ? type.name_arabic : type.name,
    count: type.count,
  }));
}
