import { describe, expect, it } from "vitest";
import { describeIssue } from "../platform/validation.js";
import { AssignmentCalendarQuery, AssignmentSaveBody } from "./assignment.js";

const body = {
  vehicle_id: "0b5a3c4e-7d2f-4c1a-9e8b-1f2a3b4c5d6e",
  employee_id: "1c6b4d5f-8e3a-4d2b-8f9c-2a3b4c5d6e7f",
  starts_at: "2026-03-02T09:00:00+05:00",
  ends_at: "2026-03-02T17:00:00+05:00",
  start_odometer: 41_000,
};

/** The first refusal as the API words it ("field: message"), or null when the value passes. */
function refusalOf(schema: typeof AssignmentSaveBody | typeof AssignmentCalendarQuery, value: unknown) {
  const parsed = schema.safeParse(value);
  const issue = parsed.success ? undefined : parsed.error.issues[0];
  return issue ? describeIssue(issue) : null;
}

describe("AssignmentSaveBody", () => {
  it("takes date-times with an offset or Z, and leaves the comment out as null", () => {
    expect(AssignmentSaveBody.parse(body).comment).toBeNull();
    expect(refusalOf(AssignmentSaveBody, { ...body, starts_at: "2026-03-02T04:00:00Z" })).toBeNull();
  });

  it("refuses a time without its offset, or a date alone", () => {
    const message = "must be a date and time with its offset, such as 2026-01-31T09:00:00+05:00";
    expect(refusalOf(AssignmentSaveBody, { ...body, starts_at: "2026-03-02T09:00:00" })).toBe(`starts_at: ${message}`);
    expect(refusalOf(AssignmentSaveBody, { ...body, ends_at: "2026-03-02" })).toBe(`ends_at: ${message}`);
  });

  it("refuses an end at or before the start, offsets counted", () => {
    expect(refusalOf(AssignmentSaveBody, { ...body, ends_at: body.starts_at })).toBe(
      "ends_at: must end after it starts",
    );
    // 08:00 in Riyadh is 10:00 in Karachi: after 09:00 there.
    expect(refusalOf(AssignmentSaveBody, { ...body, ends_at: "2026-03-02T08:00:00+03:00" })).toBeNull();
    expect(refusalOf(AssignmentSaveBody, { ...body, ends_at: "2026-03-02T06:00:00+03:00" })).toBe(
      "ends_at: must end after it starts",
    );
  });

  it("refuses a start odometer that is not a whole number from 0", () => {
    expect(refusalOf(AssignmentSaveBody, { ...body, start_odometer: -1 })).toBe("start_odometer: must be at least 0");
    expect(refusalOf(AssignmentSaveBody, { ...body, start_odometer: 10.5 })).toBe(
      "start_odometer: must be a whole number",
    );
  });
});

describe("AssignmentCalendarQuery", () => {
  const from = "2026-03-01T00:00:00Z";

  it("takes up to 100 days and no more", () => {
    expect(refusalOf(AssignmentCalendarQuery, { from, to: "2026-06-09T00:00:00Z" })).toBeNull();
    expect(refusalOf(AssignmentCalendarQuery, { from, to: "2026-06-09T00:00:01Z" })).toBe(
      "to: must be at most 100 days after from",
    );
  });

  it("refuses a range that ends where it starts", () => {
    expect(refusalOf(AssignmentCalendarQuery, { from, to: from })).toBe("to: must end after it starts");
  });
});
