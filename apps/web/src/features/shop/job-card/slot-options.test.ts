import { type DraftPair, type ServiceSlotsDto, initialDraft, reducer } from "@pitlane/domain";
import { describe, expect, it } from "vitest";
import { bookingOf, pairSlots, withFreshSlots } from "./slot-options";

const oil: DraftPair = { service_id: "oil", provider_id: "ali", package_id: null };
const wash: DraftPair = { service_id: "wash", provider_id: "ali", package_id: null };
const tyres: DraftPair = { service_id: "tyres", provider_id: "sara", package_id: null };

const entry = (pair: DraftPair, duration: number, starts: string[], ends: string[]): ServiceSlotsDto => ({
  service_id: pair.service_id,
  employee_id: pair.provider_id,
  duration_minutes: duration,
  slots: starts.map((start_time, i) => ({ start_time, end_time: ends[i] ?? "" })),
});

const slots = [
  entry(oil, 60, ["09:00", "10:00", "11:00"], ["10:00", "11:00", "12:00"]),
  entry(wash, 30, ["09:00", "09:30", "10:00", "10:30"], ["09:30", "10:00", "10:30", "11:00"]),
  entry(tyres, 45, ["09:00"], ["09:45"]),
];

function draftWith(...pairs: DraftPair[]) {
  return pairs.reduce((d, pair) => reducer(d, { type: "add_pair", pair }), initialDraft("2026-03-09"));
}

const book = (draft: ReturnType<typeof draftWith>, pair: DraftPair, time: string) =>
  reducer(draft, { type: "book_slot", slot: bookingOf(pair, draft.selected_date, time) });

describe("pairSlots", () => {
  it("lists a pair's free start times with their end, none booked at first", () => {
    const { chips, isBookedTimeGone } = pairSlots(slots, draftWith(oil), oil);
    expect(chips.map((c) => `${c.start_time}-${c.end_time}`)).toEqual(["09:00-10:00", "10:00-11:00", "11:00-12:00"]);
    expect(chips.some((c) => c.isBooked || c.isClash)).toBe(false);
    expect(isBookedTimeGone).toBe(false);
  });

  it("marks the booked time, and moves the mark when another time is booked", () => {
    let draft = book(draftWith(oil), oil, "10:00");
    expect(
      pairSlots(slots, draft, oil)
        .chips.filter((c) => c.isBooked)
        .map((c) => c.start_time),
    ).toEqual(["10:00"]);
    draft = book(draft, oil, "11:00");
    expect(
      pairSlots(slots, draft, oil)
        .chips.filter((c) => c.isBooked)
        .map((c) => c.start_time),
    ).toEqual(["11:00"]);
  });

  it("marks the times that overlap the same technician's other booking on this job card", () => {
    const draft = book(draftWith(oil, wash, tyres), oil, "09:00");
    const wash09 = pairSlots(slots, draft, wash).chips;
    // Oil change 09:00-10:00: the wash may start at 10:00, not before.
    expect(wash09.filter((c) => c.isClash).map((c) => c.start_time)).toEqual(["09:00", "09:30"]);
    // Another technician is not held up by Ali's booking.
    expect(pairSlots(slots, draft, tyres).chips.some((c) => c.isClash)).toBe(false);
  });

  it("says when the booked time is no longer free", () => {
    const draft = book(draftWith(oil), oil, "10:00");
    const fresh = [entry(oil, 60, ["09:00", "11:00"], ["10:00", "12:00"])];
    expect(pairSlots(fresh, draft, oil).isBookedTimeGone).toBe(true);
  });

  it("shows nothing for a pair the search has not answered yet", () => {
    expect(pairSlots(undefined, draftWith(oil), oil)).toEqual({ chips: [], isBookedTimeGone: false });
  });

  it("ignores a booking made on another date", () => {
    let draft = book(draftWith(oil), oil, "10:00");
    draft = reducer(draft, { type: "set_date", date: "2026-03-10" });
    expect(pairSlots(slots, draft, oil).chips.some((c) => c.isBooked)).toBe(false);
  });
});

describe("withFreshSlots", () => {
  it("replaces the refused pair's times and keeps the others", () => {
    const fresh = [entry(oil, 60, ["11:00"], ["12:00"])];
    const merged = withFreshSlots(slots, fresh);
    expect(merged?.find((e) => e.service_id === "oil")?.slots.map((s) => s.start_time)).toEqual(["11:00"]);
    expect(merged?.find((e) => e.service_id === "wash")?.slots).toHaveLength(4);
    expect(merged).toHaveLength(3);
  });

  it("is null when the refusal carries no slots", () => {
    expect(withFreshSlots(slots, null)).toBeNull();
    expect(withFreshSlots(slots, { something: "else" })).toBeNull();
    expect(withFreshSlots(slots, [])).toBeNull();
  });
});
