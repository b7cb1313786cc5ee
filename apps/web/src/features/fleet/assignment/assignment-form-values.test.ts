import { issueText } from "@pitlane/domain";
import type { AssignmentDto } from "@pitlane/domain";
import { describe, expect, it } from "vitest";
import { createTenantClock } from "../../../shared/clock/tenant-clock";
import { assignmentFormOf, assignmentValuesOf } from "./assignment-form-values";

// A company in Karachi (UTC+5), whatever zone the test runs in.
const clock = createTenantClock({ zone: "Asia/Karachi", countryCode: "PK", language: "en" });
const AssignmentForm = assignmentFormOf(clock);

const vehicle = "0b5a3c4e-7d2f-4c1a-9e8b-1f2a3b4c5d6e";
const employee = "1c6b4d5f-8e3a-4d2b-8f9c-2a3b4c5d6e7f";

describe("AssignmentForm", () => {
  it("turns the pickers' times on the company's clock into the instants the API takes", () => {
    const body = AssignmentForm.parse({
      ...assignmentValuesOf(clock),
      vehicle_id: vehicle,
      employee_id: employee,
      starts_at: "2026-03-02 09:00:00",
      ends_at: "2026-03-02 17:30:00",
      start_odometer: 41_000,
    });
    expect(body.starts_at).toBe("2026-03-02T04:00:00.000Z");
    expect(body.ends_at).toBe("2026-03-02T12:30:00.000Z");
    expect(body.comment).toBeNull();
  });

  it("names each missing field as the API would", () => {
    const result = AssignmentForm.safeParse(assignmentValuesOf(clock));
    const messages = Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join("."), issueText(i)]));
    expect(messages).toEqual({
      vehicle_id: "is required",
      employee_id: "is required",
      starts_at: "is required",
      ends_at: "is required",
      start_odometer: "is required",
    });
  });

  it("refuses an end before the start on the end field", () => {
    const result = AssignmentForm.safeParse({
      ...assignmentValuesOf(clock),
      vehicle_id: vehicle,
      employee_id: employee,
      starts_at: "2026-03-02 09:00:00",
      ends_at: "2026-03-02 08:00:00",
      start_odometer: 41_000,
    });
    expect(result.error?.issues.map((i) => [i.path.join("."), issueText(i)])).toEqual([
      ["ends_at", "must end after it starts"],
    ]);
  });
});

describe("assignmentValuesOf", () => {
  it("starts from a calendar selection, or from the assignment edited", () => {
    const slot = { start: new Date("2026-03-02T03:00:00Z"), end: new Date("2026-03-02T07:00:00Z") };
    expect(assignmentValuesOf(clock, undefined, slot)).toMatchObject({
      starts_at: "2026-03-02 08:00:00",
      ends_at: "2026-03-02 12:00:00",
    });
    const dto: AssignmentDto = {
      _id: "2d7c5e6a-9f4b-4e3c-8a0d-3b4c5d6e7f80",
      vehicle_id: vehicle,
      employee_id: employee,
      plate_no: "LEA-4512",
      car_id: "CAR-12",
      employee_name: "Bilal Ahmed",
      employee_code: "E-7",
      starts_at: "2026-03-02T03:00:00.000Z",
      ends_at: "2026-03-03T03:00:00.000Z",
      unassigned_at: null,
      start_odometer: 500,
      comment: null,
      status: "upcoming",
      created_at: new Date(2026, 2, 1).toISOString(),
    };
    expect(assignmentValuesOf(clock, dto)).toMatchObject({
      vehicle_id: vehicle,
      starts_at: "2026-03-02 08:00:00",
      ends_at: "2026-03-03 08:00:00",
      start_odometer: 500,
      comment: "",
    });
  });
});
