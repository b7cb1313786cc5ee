import { invalid, minutesOf, type JobCardUpdateBody, type ServiceEmployee } from "@pitlane/domain";
import type { JobCardLines } from "./repo.js";
import { pairKey, type WantedSlot } from "./slot-taking.js";

type StoredService = JobCardLines["services"][number];

/** A pair of the new body with the package it comes from and where it sits in the body. */
export interface PlannedPair {
  pair: ServiceEmployee;
  index: number;
  packageId: string | null;
}

/**
 * What an edit keeps, adds and drops. A line kept as it was keeps its row, and so the price it
 * was booked at; a slot kept at the same start keeps its appointment and is not checked again.
 */
export interface EditPlan {
  newPackageIds: string[];
  droppedPackageIds: string[];
  newPairs: PlannedPair[];
  droppedServiceIds: string[];
  /** Kept lines whose appointment moves, by their line id. */
  moved: Map<string, WantedSlot>;
  /** The starts to check: new pairs' and moved ones'. */
  wanted: WantedSlot[];
  /** The pairs of those starts, checked as at booking (where each sits in the body, for the field). */
  checkedPairs: PlannedPair[];
  /** The appointments given up: of dropped lines and of moved ones. */
  released: string[];
}

/** The services each kept package brought when it was booked: its own lines, not today's package. */
function keptPackageServices(stored: JobCardLines, keptIds: Set<string>) {
  const byPackage = new Map<string, string[]>();
  for (const { line } of stored.services) {
    if (line.packageId && keptIds.has(line.packageId)) {
      byPackage.set(line.packageId, [...(byPackage.get(line.packageId) ?? []), line.serviceId]);
    }
  }
  return byPackage;
}

/**
 * The package each service of the new body comes from: a kept package's services as booked, a new
 * package's as its links say now; a service two packages share is the first one's, in body order.
 */
export function packagesOfServices(
  body: JobCardUpdateBody,
  stored: JobCardLines,
  newLinks: Map<string, string>,
): Map<string, string> {
  const storedIds = new Set(stored.packages.map((p) => p.packageId));
  const kept = keptPackageServices(stored, storedIds);
  const paired = new Set(body.pairs.map((pair) => pair.service_id));
  const packageOf = new Map<string, string>();
  for (const packageId of body.package_ids) {
    const serviceIds = storedIds.has(packageId)
      ? (kept.get(packageId) ?? [])
      : [...newLinks].filter(([, id]) => id === packageId).map(([serviceId]) => serviceId);
    // A kept package still charges for every service it was booked with.
    if (serviceIds.some((id) => !paired.has(id))) throw invalid("pairs", "package_service_unpaired");
    for (const serviceId of serviceIds) if (!packageOf.has(serviceId)) packageOf.set(serviceId, packageId);
  }
  return packageOf;
}

/** A stored line is kept when the body names its pair from the same package (or on its own again). */
const sameLine = (line: StoredService["line"], planned: PlannedPair) =>
  pairKey({ service_id: line.serviceId, employee_id: line.providerId }) === pairKey(planned.pair) &&
  line.packageId === planned.packageId;

export function planEdit(body: JobCardUpdateBody, stored: JobCardLines, packageOf: Map<string, string>): EditPlan {
  const storedPackageIds = new Set(stored.packages.map((p) => p.packageId));
  const planned = body.pairs.map((pair, index) => ({
    pair,
    index,
    packageId: packageOf.get(pair.service_id) ?? null,
  }));
  const plannedOf = new Map(planned.map((p) => [pairKey(p.pair), p]));
  const keptLines = new Map<string, StoredService>();
  const newPairs: PlannedPair[] = [];
  for (const p of planned) {
    const kept = stored.services.find((s) => sameLine(s.line, p));
    if (kept) keptLines.set(pairKey(p.pair), kept);
    else newPairs.push(p);
  }
  const keptIds = new Set([...keptLines.values()].map((s) => s.line.id));
  const dropped = stored.services.filter((s) => !keptIds.has(s.line.id));
  const moved = new Map<string, WantedSlot>();
  const wanted: WantedSlot[] = [];
  body.slots.forEach((slot, index) => {
    const want: WantedSlot = { pair: slot, startTime: slot.start_time, index };
    const kept = keptLines.get(pairKey(slot));
    if (!kept) return wanted.push(want);
    const { appointment, line } = kept;
    if (appointment && appointment.start === minutesOf(slot.start_time)) return;
    const move = { ...want, durationMinutes: line.durationMinutes };
    moved.set(line.id, move);
    wanted.push(move);
  });
  const releasedOf = (services: StoredService[]) => services.flatMap((s) => (s.appointment ? [s.appointment.id] : []));
  return {
    newPackageIds: body.package_ids.filter((id) => !storedPackageIds.has(id)),
    droppedPackageIds: [...storedPackageIds].filter((id) => !body.package_ids.includes(id)),
    newPairs,
    droppedServiceIds: dropped.map((s) => s.line.id),
    moved,
    wanted,
    checkedPairs: wanted.flatMap((slot) => plannedOf.get(pairKey(slot.pair)) ?? []),
    released: [...releasedOf(dropped), ...releasedOf(stored.services.filter((s) => moved.has(s.line.id)))],
  };
}

/** The products sold on their own: new ones (to check and price now), changed quantities, dropped rows. */
export function planOwnProducts(body: JobCardUpdateBody, stored: JobCardLines) {
  const own = stored.products.filter((p) => p.line.packageId === null).map((p) => p.line);
  const byVariant = new Map(own.map((line) => [line.variantId, line]));
  const chosen = new Set(body.products.map((p) => p.variant_id));
  return {
    added: body.products.filter((p) => !byVariant.has(p.variant_id)),
    requantified: body.products.flatMap((p) => {
      const line = byVariant.get(p.variant_id);
      return line && line.quantity !== p.quantity ? [{ id: line.id, quantity: p.quantity }] : [];
    }),
    droppedIds: own.filter((line) => !chosen.has(line.variantId)).map((line) => line.id),
  };
}
