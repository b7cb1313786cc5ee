import { type DraftPair, type ServiceSlotsDto, reducer } from "@pitlane/domain";
import { describe, expect, it } from "vitest";
import { prefilledBooking, prefilledDraft, readPrefill } from "./prefill";

const branch = "6f1c2b7e-8d7a-4c1e-9a55-0c2d6b8e7f10";
const ali = "0b9c1a43-6f3e-4d2b-8a1c-5e7f9d0a2b34";
const sara = "7d2e4f61-1a3b-4c5d-9e8f-0a1b2c3d4e5f";

const url = (query: string) => readPrefill(new URLSearchParams(query));

describe("readPrefill", () => {
  it("reads the calendar's date, branch, technician and start time", () => {
    expect(url(`date=2026-03-09&branch_id=${branch}&employee_id=${ali}&start_time=10:30`)).toEqual({
      date: "2026-03-09",
      branch_id: branch,
      employee_id: ali,
      start_time: "10:30",
    });
  });

  it("leaves out what is missing or malformed", () => {
    expect(url("date=09-03-2026&branch_id=7&employee_id=&start_time=25:00")).toEqual({
      date: null,
      branch_id: null,
      employee_id: null,
      start_time: null,
    });
    expect(url("date=2026-02-31").date).toBeNull();
  });
});

describe("prefilledDraft", () => {
  it("starts on today with no branch when opened from the list", () => {
    const draft = prefilledDraft("2026-03-01", url(""));
    expect(draft.selected_date).toBe("2026-03-01");
    expect(draft.branch_id).toBeNull();
  });

  it("starts on the calendar's date and branch", () => {
    const draft = prefilledDraft("2026-03-01", url(`date=2026-03-09&branch_id=${branch}`));
    expect(draft.selected_date).toBe("2026-03-09");
    expect(draft.branch_id).toBe(branch);
  });
});

describe("prefilledBooking", () => {
  const prefill = url(`date=2026-03-09&branch_id=${branch}&employee_id=${ali}&start_time=10:30`);
  const oilByAli: DraftPair = { service_id: "oil", provider_id: ali, package_id: null };
  const tyresBySara: DraftPair = { service_id: "tyres", provider_id: sara, package_id: null };
  const free = (pair: DraftPair, starts: string[]): ServiceSlotsDto => ({
    service_id: pair.service_id,
    employee_id: pair.provider_id,
    duration_minutes: 30,
    slots: starts.map((start_time) => ({ start_time, end_time: start_time })),
  });
  const withPairs = (...pairs: DraftPair[]) =>
    pairs.reduce((d, pair) => reducer(d, { type: "add_pair", pair }), prefilledDraft("2026-03-01", prefill));

  it("books the calendar's time once a pair with its technician is added and the time is free", () => {
    const draft = withPairs(tyresBySara, oilByAli);
    const slots = [free(tyresBySara, ["10:30"]), free(oilByAli, ["10:00", "10:30"])];
    expect(prefilledBooking(prefill, draft, slots)).toEqual({
      service_id: "oil",
      technician_id: ali,
      slot_id: `oil:${ali}`,
      booking_time_slot: { date: "2026-03-09", start_time: "10:30" },
    });
  });

  it("books nothing before such a pair exists, or while its times are unknown", () => {
    expect(prefilledBooking(prefill, withPairs(tyresBySara), [free(tyresBySara, ["10:30"])])).toBeNull();
    expect(prefilledBooking(prefill, withPairs(oilByAli), undefined)).toBeNull();
  });

  it("books nothing when the time is not free", () => {
    expect(prefilledBooking(prefill, withPairs(oilByAli), [free(oilByAli, ["11:00"])])).toBeNull();
  });

  it("books nothing once the date has been changed, or over a time already chosen", () => {
    const slots = [free(oilByAli, ["10:30", "11:00"])];
    const moved = reducer(withPairs(oilByAli), { type: "set_date", date: "2026-03-10" });
    expect(prefilledBooking(prefill, moved, slots)).toBeNull();
    const chosen = reducer(withPairs(oilByAli), {
      type: "book_slot",
      slot: {
        service_id: "oil",
        technician_id: ali,
        slot_id: `oil:${ali}`,
        booking_time_slot: { date: "2026-03-09", start_time: "11:00" },
      },
    });
    expect(prefilledBooking(prefill, chosen, slots)).toBeNull();
  });
});
