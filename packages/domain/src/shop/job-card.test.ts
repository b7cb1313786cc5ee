import { describe, expect, it } from "vitest";
import { JobCardUpdateBody, intakeOdometerRefusal } from "./job-card.js";

describe("intakeOdometerRefusal (decision 0013)", () => {
  it("refuses a reading below the vehicle's last, naming the last", () => {
    expect(intakeOdometerRefusal(1_000, 85_000)).toEqual({ code: "odometer_below_last", params: { last: 85_000 } });
  });

  it("refuses more than 150 % above the last, naming the most allowed", () => {
    expect(intakeOdometerRefusal(212_501, 85_000)).toEqual({ code: "odometer_above_last", params: { max: 212_500 } });
  });

  it("allows the last reading itself, the most allowed, and anything for a vehicle never read", () => {
    expect(intakeOdometerRefusal(85_000, 85_000)).toBeNull();
    expect(intakeOdometerRefusal(212_500, 85_000)).toBeNull();
    expect(intakeOdometerRefusal(900_000, null)).toBeNull();
  });
});

describe("JobCardUpdateBody", () => {
  const pair = {
    service_id: "5b0e6f1c-6a3e-4c55-9d1e-2f7a8c9b0d11",
    employee_id: "8c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e44",
  };

  it("takes the lines without client, vehicle, branch or date", () => {
    const parsed = JobCardUpdateBody.parse({ pairs: [pair], slots: [{ ...pair, start_time: "09:00" }] });
    expect(parsed).toEqual({
      odometer: null,
      package_ids: [],
      pairs: [pair],
      products: [],
      slots: [{ ...pair, start_time: "09:00" }],
      show_inspection: false,
      inspection_provider_id: null,
      notes: null,
    });
  });

  it("asks for a slot for every pair, as a booking does", () => {
    const result = JobCardUpdateBody.safeParse({ pairs: [pair], slots: [] });
    expect(result.error?.issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([
      ["slots", "slot_required"],
    ]);
  });
});
