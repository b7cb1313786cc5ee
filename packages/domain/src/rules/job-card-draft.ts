import type { z } from "zod";
import type { JobCardCreateBody, JobCardDto } from "../shop/job-card.js";

/** A chosen package: its services wait for a provider each, its products come with it. */
export interface DraftPackage {
  package_id: string;
  service_ids: string[];
  products: { variant_id: string; quantity: number }[];
}

/** A service with the team member who performs it; `package_id` when the service came with a package. */
export interface DraftPair {
  service_id: string;
  provider_id: string;
  package_id: string | null;
}

/**
 * A number as typed into the form, never rewritten to fit: "" when emptied, "-" while begun.
 * Parsing the body (JobCardCreateBody) names the rule it breaks.
 */
export type TypedNumber = number | string;

export interface DraftProduct {
  variant_id: string;
  quantity: TypedNumber;
  package_id: string | null;
}

/** One booked time of a pair; the form's slot id is `${service_id}:${technician_id}`. */
export interface BookedSlot {
  service_id: string;
  technician_id: string;
  slot_id: string;
  booking_time_slot: { date: string; start_time: string };
}

export interface JobCardDraft {
  client_id: string | null;
  vehicle_id: string | null;
  branch_id: string | null;
  selected_date: string;
  packages: DraftPackage[];
  pairs: DraftPair[];
  products: DraftProduct[];
  booked_slots: BookedSlot[];
  /** Booked slots of every date visited, so going back to a date brings its times back. */
  preserved_slots: BookedSlot[];
  job_card_slots: { service_id: string; employee_id: string }[];
  show_inspection: boolean;
  inspection_provider_id: string | null;
  odometer: TypedNumber | null;
  notes: string;
}

export type JobCardDraftAction =
  | { type: "set_client"; client_id: string | null }
  | { type: "set_vehicle"; vehicle_id: string | null }
  | { type: "set_branch"; branch_id: string | null }
  | { type: "add_package"; package: DraftPackage }
  | { type: "remove_package"; package_id: string }
  | { type: "add_pair"; pair: DraftPair }
  | { type: "remove_pair"; service_id: string; provider_id: string }
  | { type: "add_product"; variant_id: string; quantity: number }
  | { type: "set_product_quantity"; variant_id: string; quantity: TypedNumber }
  | { type: "remove_product"; variant_id: string }
  | { type: "book_slot"; slot: BookedSlot }
  | { type: "set_date"; date: string }
  | { type: "set_inspection"; show: boolean; provider_id: string | null }
  | { type: "set_odometer"; odometer: TypedNumber | null }
  | { type: "set_notes"; notes: string }
  | { type: "reset"; today: string }
  /** Back to a given draft: an edit's reset returns to the job card as saved. */
  | { type: "load"; draft: JobCardDraft };

export function initialDraft(today: string): JobCardDraft {
  return {
    client_id: null,
    vehicle_id: null,
    branch_id: null,
    selected_date: today,
    packages: [],
    pairs: [],
    products: [],
    booked_slots: [],
    preserved_slots: [],
    job_card_slots: [],
    show_inspection: false,
    inspection_provider_id: null,
    odometer: null,
    notes: "",
  };
}

/**
 * The draft of a saved job card, for its edit: its lines as booked, each service's booked time on
 * its date, its packages with the services and products they brought then.
 */
export function draftOfJobCard(card: JobCardDto): JobCardDraft {
  const date = card.scheduled_date;
  const booked = card.services.flatMap((s): BookedSlot[] =>
    s.appointment
      ? [
          {
            service_id: s.service_id,
            technician_id: s.employee_id,
            slot_id: pairKey(s.service_id, s.employee_id),
            booking_time_slot: { date, start_time: s.appointment.start_time },
          },
        ]
      : [],
  );
  return {
    client_id: card.client._id,
    vehicle_id: card.vehicle._id,
    branch_id: card.branch_id,
    selected_date: date,
    packages: card.packages.map((p) => ({
      package_id: p.package_id,
      service_ids: card.services.filter((s) => s.package_id === p.package_id).map((s) => s.service_id),
      products: card.products
        .filter((line) => line.package_id === p.package_id)
        .map((line) => ({ variant_id: line.variant_id, quantity: line.quantity })),
    })),
    pairs: card.services.map((s) => ({
      service_id: s.service_id,
      provider_id: s.employee_id,
      package_id: s.package_id,
    })),
    products: card.products.map((p) => ({ variant_id: p.variant_id, quantity: p.quantity, package_id: p.package_id })),
    booked_slots: booked,
    preserved_slots: booked,
    job_card_slots: card.services.map((s) => ({ service_id: s.service_id, employee_id: s.employee_id })),
    show_inspection: card.show_inspection,
    inspection_provider_id: card.inspection_provider_id,
    odometer: card.odometer,
    notes: card.notes ?? "",
  };
}

/** Pairs, booked slots and job card slots all name a service and the team member doing it. */
const pairKey = (serviceId: string, memberId: string) => `${serviceId}:${memberId}`;
const keyOfPair = (p: DraftPair) => pairKey(p.service_id, p.provider_id);
const keyOfSlot = (s: BookedSlot) => pairKey(s.service_id, s.technician_id);
const keyOfJobSlot = (s: JobCardDraft["job_card_slots"][number]) => pairKey(s.service_id, s.employee_id);
const sameBooking = (a: BookedSlot, b: BookedSlot) => keyOfSlot(a) === keyOfSlot(b) && a.slot_id === b.slot_id;
const preservedKey = (s: BookedSlot) => `${keyOfSlot(s)}:${s.booking_time_slot.date}`;

/** The draft without the given pairs and everything booked for them. */
function withoutPairs(draft: JobCardDraft, removed: DraftPair[]): JobCardDraft {
  const keys = new Set(removed.map(keyOfPair));
  return {
    ...draft,
    pairs: draft.pairs.filter((p) => !keys.has(keyOfPair(p))),
    booked_slots: draft.booked_slots.filter((s) => !keys.has(keyOfSlot(s))),
    // A forgotten preserved slot would come back on a date change for a pair that is gone.
    preserved_slots: draft.preserved_slots.filter((s) => !keys.has(keyOfSlot(s))),
    job_card_slots: draft.job_card_slots.filter((s) => !keys.has(keyOfJobSlot(s))),
  };
}

function removePackage(draft: JobCardDraft, packageId: string): JobCardDraft {
  const rest = withoutPairs(
    draft,
    draft.pairs.filter((p) => p.package_id === packageId),
  );
  return {
    ...rest,
    packages: rest.packages.filter((p) => p.package_id !== packageId),
    products: rest.products.filter((p) => p.package_id !== packageId),
  };
}

function addPackage(draft: JobCardDraft, chosen: DraftPackage): JobCardDraft {
  if (draft.packages.some((p) => p.package_id === chosen.package_id)) return draft;
  const products = chosen.products.map((p) => ({ ...p, package_id: chosen.package_id }));
  return { ...draft, packages: [...draft.packages, chosen], products: [...draft.products, ...products] };
}

function addPair(draft: JobCardDraft, pair: DraftPair): JobCardDraft {
  if (draft.pairs.some((p) => keyOfPair(p) === keyOfPair(pair))) return draft;
  return {
    ...draft,
    pairs: [...draft.pairs, pair],
    job_card_slots: [...draft.job_card_slots, { service_id: pair.service_id, employee_id: pair.provider_id }],
  };
}

const isQuantity = (quantity: number) => Number.isInteger(quantity) && quantity >= 1;
const isOwnProduct = (p: DraftProduct, variantId: string) => p.package_id === null && p.variant_id === variantId;

/**
 * A product chosen again on its own adds to the quantity already chosen, so the variant stays one
 * line; a quantity typed as no number yet gives way to the one chosen.
 */
function addProduct(draft: JobCardDraft, variantId: string, quantity: number): JobCardDraft {
  if (!isQuantity(quantity)) return draft;
  if (!draft.products.some((p) => isOwnProduct(p, variantId))) {
    return { ...draft, products: [...draft.products, { variant_id: variantId, quantity, package_id: null }] };
  }
  const products = draft.products.map((p) =>
    isOwnProduct(p, variantId)
      ? { ...p, quantity: typeof p.quantity === "number" ? p.quantity + quantity : quantity }
      : p,
  );
  return { ...draft, products };
}

function bookSlot(draft: JobCardDraft, slot: BookedSlot): JobCardDraft {
  const index = draft.booked_slots.findIndex((s) => sameBooking(s, slot));
  if (index < 0) return { ...draft, booked_slots: [...draft.booked_slots, slot] };
  return { ...draft, booked_slots: draft.booked_slots.map((s, i) => (i === index ? slot : s)) };
}

/** Keeps the booked times of the old date, then brings back those already chosen for the new one. */
function setDate(draft: JobCardDraft, date: string): JobCardDraft {
  const latest = new Map(draft.preserved_slots.map((s) => [preservedKey(s), s]));
  for (const slot of draft.booked_slots) latest.set(preservedKey(slot), slot);
  const preserved = [...latest.values()];
  const restored: BookedSlot[] = [];
  for (const slot of preserved) {
    if (slot.booking_time_slot.date === date && !restored.some((s) => sameBooking(s, slot))) restored.push(slot);
  }
  return { ...draft, selected_date: date, preserved_slots: preserved, booked_slots: restored };
}

/** The job card form's state changes (spec 000 section 4, "Job card rules"). */
export function reducer(draft: JobCardDraft, action: JobCardDraftAction): JobCardDraft {
  switch (action.type) {
    case "set_client":
      // A vehicle belongs to one client.
      return { ...draft, client_id: action.client_id, vehicle_id: null };
    case "set_vehicle":
      return { ...draft, vehicle_id: action.vehicle_id };
    case "set_branch":
      if (action.branch_id === draft.branch_id) return draft;
      // Packages, services, products and team members all come from the old branch's catalogue.
      return {
        ...draft,
        branch_id: action.branch_id,
        packages: [],
        pairs: [],
        products: [],
        booked_slots: [],
        preserved_slots: [],
        job_card_slots: [],
        inspection_provider_id: null,
      };
    case "add_package":
      return addPackage(draft, action.package);
    case "remove_package":
      return removePackage(draft, action.package_id);
    case "add_pair":
      return addPair(draft, action.pair);
    case "remove_pair":
      return withoutPairs(
        draft,
        draft.pairs.filter((p) => p.service_id === action.service_id && p.provider_id === action.provider_id),
      );
    case "add_product":
      return addProduct(draft, action.variant_id, action.quantity);
    case "set_product_quantity":
      // Kept as typed (0, -5, emptied): the form shows the rule it breaks rather than the old value.
      return {
        ...draft,
        products: draft.products.map((p) =>
          isOwnProduct(p, action.variant_id) ? { ...p, quantity: action.quantity } : p,
        ),
      };
    case "remove_product":
      return { ...draft, products: draft.products.filter((p) => !isOwnProduct(p, action.variant_id)) };
    case "book_slot":
      return bookSlot(draft, action.slot);
    case "set_date":
      return setDate(draft, action.date);
    case "set_inspection":
      return {
        ...draft,
        show_inspection: action.show,
        inspection_provider_id: action.show ? action.provider_id : null,
      };
    case "set_odometer":
      return { ...draft, odometer: action.odometer };
    case "set_notes":
      return { ...draft, notes: action.notes };
    case "reset":
      return initialDraft(action.today);
    case "load":
      return action.draft;
  }
}

/**
 * What the form sends; the ids stay null until chosen and the numbers are as typed, so that
 * parsing names the missing field or the rule a number breaks.
 */
export type JobCardDraftBody = Omit<
  z.input<typeof JobCardCreateBody>,
  "client_id" | "vehicle_id" | "branch_id" | "odometer" | "products"
> & {
  client_id: string | null;
  vehicle_id: string | null;
  branch_id: string | null;
  odometer: TypedNumber | null;
  products: { variant_id: string; quantity: TypedNumber }[];
};

/** The create body of a draft: a package brings its own products, and only the selected date's slots count. */
export function draftToBody(draft: JobCardDraft): JobCardDraftBody {
  return {
    client_id: draft.client_id,
    vehicle_id: draft.vehicle_id,
    branch_id: draft.branch_id,
    date: draft.selected_date,
    odometer: draft.odometer,
    package_ids: draft.packages.map((p) => p.package_id),
    pairs: draft.pairs.map((p) => ({ service_id: p.service_id, employee_id: p.provider_id })),
    products: draft.products
      .filter((p) => p.package_id === null)
      .map((p) => ({ variant_id: p.variant_id, quantity: p.quantity })),
    slots: draft.booked_slots
      .filter((s) => s.booking_time_slot.date === draft.selected_date)
      .map((s) => ({
        service_id: s.service_id,
        employee_id: s.technician_id,
        start_time: s.booking_time_slot.start_time,
      })),
    show_inspection: draft.show_inspection,
    inspection_provider_id: draft.show_inspection ? draft.inspection_provider_id : null,
    notes: draft.notes.trim() === "" ? null : draft.notes,
  };
}
