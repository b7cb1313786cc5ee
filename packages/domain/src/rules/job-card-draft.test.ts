import { describe, expect, it } from "vitest";
import { JobCardCreateBody } from "../shop/job-card.js";
import {
  draftToBody,
  initialDraft,
  reducer,
  type BookedSlot,
  type DraftPackage,
  type JobCardDraft,
  type JobCardDraftAction,
} from "./job-card-draft.js";

const TODAY = "2025-03-05";
const TOMORROW = "2025-03-06";
const run = (draft: JobCardDraft, ...actions: JobCardDraftAction[]) => actions.reduce(reducer, draft);

const wash: DraftPackage = {
  package_id: "pkg-wash",
  service_ids: ["svc-rinse", "svc-dry"],
  products: [{ variant_id: "var-wax", quantity: 1 }],
};
const pair = (service_id: string, provider_id: string, package_id: string | null = null): JobCardDraftAction => ({
  type: "add_pair",
  pair: { service_id, provider_id, package_id },
});
const slot = (service_id: string, technician_id: string, start_time: string, date = TODAY): BookedSlot => ({
  service_id,
  technician_id,
  slot_id: `${service_id}:${technician_id}`,
  booking_time_slot: { date, start_time },
});
const book = (s: BookedSlot): JobCardDraftAction => ({ type: "book_slot", slot: s });
const times = (slots: BookedSlot[]) =>
  slots.map((s) => `${s.slot_id}@${s.booking_time_slot.date} ${s.booking_time_slot.start_time}`);

/** A draft with the wash package (rinse by Ali) and an oil change by Sara on its own, both booked. */
function busyDraft(): JobCardDraft {
  return run(
    initialDraft(TODAY),
    { type: "set_client", client_id: "client-1" },
    { type: "set_vehicle", vehicle_id: "vehicle-1" },
    { type: "set_branch", branch_id: "branch-1" },
    { type: "add_package", package: wash },
    pair("svc-rinse", "ali", "pkg-wash"),
    pair("svc-oil", "sara"),
    { type: "add_product", variant_id: "var-filter", quantity: 2 },
    book(slot("svc-rinse", "ali", "09:00")),
    book(slot("svc-oil", "sara", "10:00")),
  );
}

describe("job card draft", () => {
  it("starts empty on today's date", () => {
    expect(initialDraft(TODAY)).toMatchObject({ selected_date: TODAY, client_id: null, pairs: [], notes: "" });
  });

  it("forgets the vehicle when the client changes", () => {
    const draft = run(busyDraft(), { type: "set_client", client_id: "client-2" });
    expect(draft).toMatchObject({ client_id: "client-2", vehicle_id: null });
  });

  it("clears the packages and everything chosen from the old branch when the branch changes", () => {
    const draft = run(busyDraft(), { type: "set_inspection", show: true, provider_id: "ali" });
    const moved = run(draft, { type: "set_branch", branch_id: "branch-2" });
    expect(moved).toMatchObject({
      branch_id: "branch-2",
      packages: [],
      pairs: [],
      products: [],
      booked_slots: [],
      preserved_slots: [],
      job_card_slots: [],
      show_inspection: true,
      inspection_provider_id: null,
      client_id: "client-1",
    });
    expect(run(draft, { type: "set_branch", branch_id: "branch-1" })).toBe(draft);
  });

  it("brings a package's products along with it, once", () => {
    const draft = run(busyDraft(), { type: "add_package", package: wash });
    expect(draft.packages).toEqual([wash]);
    expect(draft.products).toEqual([
      { variant_id: "var-wax", quantity: 1, package_id: "pkg-wash" },
      { variant_id: "var-filter", quantity: 2, package_id: null },
    ]);
  });

  it("removes a package's services from the pairs, booked, preserved and job card slots, and its products", () => {
    const visited = run(busyDraft(), { type: "set_date", date: TOMORROW }, { type: "set_date", date: TODAY });
    expect(times(visited.preserved_slots)).toHaveLength(2);
    const draft = run(visited, { type: "remove_package", package_id: "pkg-wash" });
    expect(draft.packages).toEqual([]);
    expect(draft.pairs).toEqual([{ service_id: "svc-oil", provider_id: "sara", package_id: null }]);
    expect(times(draft.booked_slots)).toEqual([`svc-oil:sara@${TODAY} 10:00`]);
    expect(times(draft.preserved_slots)).toEqual([`svc-oil:sara@${TODAY} 10:00`]);
    expect(draft.job_card_slots).toEqual([{ service_id: "svc-oil", employee_id: "sara" }]);
    expect(draft.products).toEqual([{ variant_id: "var-filter", quantity: 2, package_id: null }]);
  });

  it("ignores a pair whose service and provider are already chosen, and adds its job card slot otherwise", () => {
    const draft = run(busyDraft(), pair("svc-oil", "sara"), pair("svc-oil", "omar"));
    expect(draft.pairs.map((p) => `${p.service_id}:${p.provider_id}`)).toEqual([
      "svc-rinse:ali",
      "svc-oil:sara",
      "svc-oil:omar",
    ]);
    expect(draft.job_card_slots).toContainEqual({ service_id: "svc-oil", employee_id: "omar" });
    expect(draft.job_card_slots).toHaveLength(3);
  });

  it("removes a pair with its booked slots and job card slots", () => {
    const visited = run(busyDraft(), { type: "set_date", date: TOMORROW }, { type: "set_date", date: TODAY });
    const draft = run(visited, { type: "remove_pair", service_id: "svc-oil", provider_id: "sara" });
    expect(draft.pairs.map((p) => p.service_id)).toEqual(["svc-rinse"]);
    expect(times(draft.booked_slots)).toEqual([`svc-rinse:ali@${TODAY} 09:00`]);
    expect(draft.job_card_slots).toEqual([{ service_id: "svc-rinse", employee_id: "ali" }]);
    // Otherwise a later date change would bring back a time for a pair that is gone.
    expect(times(draft.preserved_slots)).toEqual([`svc-rinse:ali@${TODAY} 09:00`]);
  });

  it("changes the products chosen on their own, never a package's", () => {
    const more = run(busyDraft(), { type: "add_product", variant_id: "var-filter", quantity: 1 });
    expect(more.products).toContainEqual({ variant_id: "var-filter", quantity: 3, package_id: null });
    const own = run(busyDraft(), { type: "add_product", variant_id: "var-wax", quantity: 1 });
    expect(own.products).toContainEqual({ variant_id: "var-wax", quantity: 1, package_id: null });
    expect(own.products).toContainEqual({ variant_id: "var-wax", quantity: 1, package_id: "pkg-wash" });
    const set = run(own, { type: "set_product_quantity", variant_id: "var-wax", quantity: 4 });
    expect(set.products.filter((p) => p.variant_id === "var-wax").map((p) => p.quantity)).toEqual([1, 4]);
    const gone = run(set, { type: "remove_product", variant_id: "var-wax" });
    expect(gone.products.filter((p) => p.variant_id === "var-wax")).toEqual([
      { variant_id: "var-wax", quantity: 1, package_id: "pkg-wash" },
    ]);
  });

  it("keeps a quantity as typed, for the body's schema to name the rule it breaks", () => {
    const draft = busyDraft();
    for (const quantity of [0, -5, "", "-"]) {
      const typed = run(draft, { type: "set_product_quantity", variant_id: "var-filter", quantity });
      expect(typed.products).toContainEqual({ variant_id: "var-filter", quantity, package_id: null });
    }
    const refused = draftToBody(run(draft, { type: "set_product_quantity", variant_id: "var-filter", quantity: -5 }));
    const issues = JobCardCreateBody.safeParse(refused).error?.issues ?? [];
    expect(issues.find((issue) => issue.path.join(".") === "products.0.quantity")?.message).toBe("min");
  });

  it("adds a product chosen again to a quantity typed as no number yet by taking the chosen one", () => {
    const emptied = run(busyDraft(), { type: "set_product_quantity", variant_id: "var-filter", quantity: "" });
    const again = run(emptied, { type: "add_product", variant_id: "var-filter", quantity: 1 });
    expect(again.products).toContainEqual({ variant_id: "var-filter", quantity: 1, package_id: null });
  });

  it("adds only whole quantities from 1 from the picker", () => {
    const draft = busyDraft();
    expect(run(draft, { type: "add_product", variant_id: "var-oil", quantity: 1.5 })).toBe(draft);
  });

  it("replaces a booked slot of the same service, technician and slot id, and adds any other", () => {
    const draft = run(busyDraft(), book(slot("svc-oil", "sara", "11:30")), book(slot("svc-oil", "omar", "12:00")));
    expect(times(draft.booked_slots)).toEqual([
      `svc-rinse:ali@${TODAY} 09:00`,
      `svc-oil:sara@${TODAY} 11:30`,
      `svc-oil:omar@${TODAY} 12:00`,
    ]);
  });

  it("keeps the booked slots of each date and brings them back without duplicates", () => {
    const tomorrow = run(busyDraft(), { type: "set_date", date: TOMORROW });
    expect(tomorrow.selected_date).toBe(TOMORROW);
    expect(tomorrow.booked_slots).toEqual([]);
    const booked = run(tomorrow, book(slot("svc-oil", "sara", "15:00", TOMORROW)));
    const back = run(booked, { type: "set_date", date: TODAY });
    expect(times(back.booked_slots)).toEqual([`svc-rinse:ali@${TODAY} 09:00`, `svc-oil:sara@${TODAY} 10:00`]);
    const again = run(back, { type: "set_date", date: TOMORROW }, { type: "set_date", date: TOMORROW });
    expect(times(again.booked_slots)).toEqual([`svc-oil:sara@${TOMORROW} 15:00`]);
    expect(again.preserved_slots).toHaveLength(3);
  });

  it("keeps only the latest booked time of a service and provider on a date", () => {
    const first = run(busyDraft(), { type: "set_date", date: TOMORROW }, { type: "set_date", date: TODAY });
    const moved = run(first, book(slot("svc-oil", "sara", "14:00")), { type: "set_date", date: TOMORROW });
    const back = run(moved, { type: "set_date", date: TODAY });
    expect(times(back.booked_slots)).toEqual([`svc-rinse:ali@${TODAY} 09:00`, `svc-oil:sara@${TODAY} 14:00`]);
    expect(back.preserved_slots).toHaveLength(2);
  });

  it("clears the inspection provider when the inspection is hidden", () => {
    const shown = run(busyDraft(), { type: "set_inspection", show: true, provider_id: "ali" });
    expect(shown).toMatchObject({ show_inspection: true, inspection_provider_id: "ali" });
    const hidden = run(shown, { type: "set_inspection", show: false, provider_id: "ali" });
    expect(hidden).toMatchObject({ show_inspection: false, inspection_provider_id: null });
  });

  it("keeps the odometer and the notes", () => {
    const draft = run(busyDraft(), { type: "set_odometer", odometer: 120_500 }, { type: "set_notes", notes: "Noise" });
    expect(draft).toMatchObject({ odometer: 120_500, notes: "Noise" });
  });

  it("reset returns to defaults with today's date", () => {
    const draft = run(busyDraft(), { type: "set_date", date: TOMORROW }, { type: "reset", today: "2025-03-07" });
    expect(draft).toEqual(initialDraft("2025-03-07"));
  });
});

describe("draftToBody", () => {
  it("sends the packages, pairs, own products and the selected date's slots", () => {
    const draft = run(
      busyDraft(),
      book(slot("svc-oil", "omar", "08:00", TOMORROW)),
      { type: "set_notes", notes: "  " },
      { type: "set_odometer", odometer: 42 },
    );
    expect(draftToBody(draft)).toEqual({
      client_id: "client-1",
      vehicle_id: "vehicle-1",
      branch_id: "branch-1",
      date: TODAY,
      odometer: 42,
      package_ids: ["pkg-wash"],
      pairs: [
        { service_id: "svc-rinse", employee_id: "ali" },
        { service_id: "svc-oil", employee_id: "sara" },
      ],
      products: [{ variant_id: "var-filter", quantity: 2 }],
      slots: [
        { service_id: "svc-rinse", employee_id: "ali", start_time: "09:00" },
        { service_id: "svc-oil", employee_id: "sara", start_time: "10:00" },
      ],
      show_inspection: false,
      inspection_provider_id: null,
      notes: null,
    });
  });

  it("makes a body the server accepts, and names a missing choice", () => {
    const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`;
    const draft = run(
      initialDraft(TODAY),
      { type: "set_client", client_id: id(1) },
      { type: "set_branch", branch_id: id(2) },
      pair(id(3), id(4)),
      book(slot(id(3), id(4), "09:15")),
      { type: "set_inspection", show: true, provider_id: id(4) },
      { type: "set_notes", notes: "Brakes squeal" },
    );
    const missing = JobCardCreateBody.safeParse(draftToBody(draft));
    expect(missing.error?.issues.map((issue) => issue.path.join("."))).toEqual(["vehicle_id"]);
    const body = JobCardCreateBody.parse(draftToBody(run(draft, { type: "set_vehicle", vehicle_id: id(5) })));
    expect(body).toMatchObject({
      slots: [{ service_id: id(3), employee_id: id(4), start_time: "09:15" }],
      inspection_provider_id: id(4),
      notes: "Brakes squeal",
    });
  });
});
