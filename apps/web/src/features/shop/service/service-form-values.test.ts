import { ServiceCreateBody, type ServiceDto } from "@pitlane/domain";
import { describe, expect, it } from "vitest";
import { changedFields } from "../../../shared/forms/changed-fields";
import { errorCountsByTab, normalisedDuration, tabOfError, valuesOf } from "./service-form-values";

const saved: ServiceDto = {
  _id: "5b0c6f3e-9a55-4a7e-8d2e-3f1c2b7a9e01",
  name: "Oil change",
  category_id: "0d4f8e3a-6b1c-4c2d-9e7f-1a2b3c4d5e6f",
  category_name_english: "Maintenance",
  category_name_arabic: "صيانة",
  description: null,
  price: 1500,
  discount_type: 2,
  discount_value: 10,
  discounted_price: 1350,
  duration: 90,
  quantity: 1,
  branch_ids: [],
  member_ids: [],
  resources: [],
  online_booking: false,
  lead_time_minutes: 0,
  checklist: ["Check the oil level"],
  commission_type: null,
  commission_value: 0,
  active: true,
  vat_applies: true,
  created_at: "2026-01-31T10:00:00.000Z",
};

describe("service form values", () => {
  it("shows a saved duration as the text it is typed as, and parses back to the same body", () => {
    const values = valuesOf(saved);
    expect(values.duration).toBe("1h 30min");
    const body = ServiceCreateBody.parse(values);
    expect(body).toMatchObject({ duration: 90, price: 1500, discount_type: 2, checklist: ["Check the oil level"] });
  });

  it("reads a typed duration back in the form it is shown, or not at all", () => {
    expect(normalisedDuration("90 minutes")).toBe("1h 30min");
    expect(normalisedDuration("2h")).toBe("2h");
    expect(normalisedDuration("45")).toBe("45 min");
    expect(normalisedDuration("7min")).toBeNull();
    expect(normalisedDuration("soon")).toBeNull();
  });

  it("places each field error on its tab and counts them", () => {
    expect(tabOfError("checklist.2")).toBe("forms");
    expect(tabOfError("member_ids")).toBe("members");
    expect(tabOfError("somewhere")).toBe("basic");
    expect(errorCountsByTab({ name: "is required", duration: "x", commission_value: "y", resources: null })).toEqual({
      basic: 2,
      commission: 1,
    });
  });

  it("sends only the fields an edit changed", () => {
    const before = ServiceCreateBody.parse(valuesOf(saved));
    const after = ServiceCreateBody.parse({ ...valuesOf(saved), price: 1600, checklist: ["Check the oil level"] });
    expect(changedFields(after, before)).toEqual({ price: 1600 });
    expect(changedFields(before, before)).toEqual({});
  });
});
