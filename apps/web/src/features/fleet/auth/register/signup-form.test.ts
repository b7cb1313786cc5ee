import { describe, expect, it } from "vitest";
import {
  FleetAccountStep,
  FleetAuthorisedStep,
  FleetBankStep,
  FleetBusinessStep,
  FleetCompanyStep,
  FleetRoleStep,
  FleetSignupBody,
} from "@pitlane/domain";
import { SIGNUP_STEPS, firstStepWith, initialSignupValues } from "./signup-form";

const stepSchemas = {
  account: FleetAccountStep,
  company: FleetCompanyStep,
  business: FleetBusinessStep,
  role: FleetRoleStep,
  bank: FleetBankStep,
  authorised: FleetAuthorisedStep,
};

describe("the onboarding form", () => {
  it("shows on each step exactly the fields its schema checks", () => {
    for (const { step, fields } of SIGNUP_STEPS) {
      expect([...fields].sort()).toEqual(Object.keys(stepSchemas[step].shape).sort());
    }
  });

  it("holds every field of the sign-up body, so nothing is sent unseen", () => {
    expect(Object.keys(initialSignupValues).sort()).toEqual(Object.keys(FleetSignupBody.shape).sort());
  });

  it("finds the step of a field the server refused", () => {
    expect(firstStepWith(["email"])).toBe(0);
    expect(firstStepWith(["city_id"])).toBe(1);
    expect(firstStepWith(["iban", "ntn"])).toBe(4);
    expect(firstStepWith(["body"])).toBeNull();
  });

  it("starts empty: the first step refuses to move on", () => {
    const parsed = FleetAccountStep.safeParse(initialSignupValues);
    expect(parsed.success).toBe(false);
  });
});
