import { describeIssue } from "../platform/validation.js";
import { describe, expect, it } from "vitest";
import type { z } from "zod";
import {
  FleetAccountStep,
  FleetAuthorisedStep,
  FleetBankStep,
  FleetBusinessStep,
  FleetCompanyStep,
  FleetRoleStep,
  FleetSignupBody,
  INDUSTRIES,
} from "./company.js";
import { FleetChangePasswordBody, FleetLoginBody, FleetProfileBody } from "./fleet-auth.js";

const PLACE = "0b7c9f3e-1d2a-4c5b-8e6f-7a8b9c0d1e2f";

const steps = {
  account: { email: "Admin@Indus.test", password: "a-good-password", confirm_password: "a-good-password" },
  company: {
    company_name: "Indus Logistics",
    first_name: "Ayesha",
    last_name: "Khan",
    phone: "+92 300 1234567",
    company_type: "private_limited",
    address: "12 Port Road",
    country_id: PLACE,
    state_id: PLACE,
    city_id: PLACE,
    currency: "PKR",
  },
  business: {
    industry: "logistics",
    company_size: "just_me",
    fleet_size: 12,
    monthly_usage: 4000,
    monthly_usage_unit: "litres",
  },
  role: { contact_role: "fleet_manager", experience: "some" },
  bank: { bank_code: "SCBL", iban: "pk36 scbl 0000 0011 2345 6702", account_title: "Indus Logistics" },
  authorised: { authorised_person: "Ayesha Khan", ntn: "1234567-8", strn: "12-34-5678-901-23" },
};

/** The messages of a refused value, as "field: message", in the order zod reports them. */
function messagesOf(schema: z.ZodType, value: unknown): string[] {
  const parsed = schema.safeParse(value);
  return parsed.success ? [] : parsed.error.issues.map(describeIssue);
}

describe("the onboarding steps", () => {
  it("accept a complete step each, and the sign-up body is all of them", () => {
    expect(messagesOf(FleetAccountStep, steps.account)).toEqual([]);
    expect(messagesOf(FleetCompanyStep, steps.company)).toEqual([]);
    expect(messagesOf(FleetBusinessStep, steps.business)).toEqual([]);
    expect(messagesOf(FleetRoleStep, steps.role)).toEqual([]);
    expect(messagesOf(FleetBankStep, steps.bank)).toEqual([]);
    expect(messagesOf(FleetAuthorisedStep, steps.authorised)).toEqual([]);
    const body = FleetSignupBody.parse(Object.assign({}, ...Object.values(steps)));
    expect(body).toMatchObject({ email: "admin@indus.test", iban: "PK36SCBL0000001123456702", referral: null });
  });

  it("refuses a confirmation that differs with spec 001's words", () => {
    const account = { ...steps.account, confirm_password: "another-password" };
    expect(messagesOf(FleetAccountStep, account)).toEqual(["confirm_password: Password not match"]);
    const all = Object.assign({}, ...Object.values(steps), account);
    expect(messagesOf(FleetSignupBody, all)).toEqual(["confirm_password: Password not match"]);
  });

  it("refuses a bad phone number with spec 001's words and an empty one as missing", () => {
    expect(messagesOf(FleetCompanyStep, { ...steps.company, phone: "12ab" })).toEqual([
      "phone: Please enter valid phone number",
    ]);
    expect(messagesOf(FleetCompanyStep, { ...steps.company, phone: "" })).toEqual(["phone: is required"]);
  });

  it("asks for a place that is not chosen yet, and for a company type among the choices", () => {
    expect(messagesOf(FleetCompanyStep, { ...steps.company, city_id: "" })).toEqual(["city_id: is required"]);
    expect(messagesOf(FleetCompanyStep, { ...steps.company, state_id: "42" })).toEqual([
      "state_id: must be a valid id",
    ]);
    expect(messagesOf(FleetCompanyStep, { ...steps.company, company_type: "cartel" })).toEqual([
      "company_type: is not one of the choices",
    ]);
    expect(messagesOf(FleetCompanyStep, { ...steps.company, currency: "USD" })).toEqual([
      "currency: must be PKR or SAR",
    ]);
  });

  it("needs the monthly usage with spec 001's words, and takes litres or the currency", () => {
    const { monthly_usage: _usage, ...withoutUsage } = steps.business;
    expect(messagesOf(FleetBusinessStep, withoutUsage)).toEqual(["monthly_usage: Total Monthly Usage (PKR) required"]);
    expect(messagesOf(FleetBusinessStep, { ...steps.business, monthly_usage: "" })).toEqual([
      "monthly_usage: Total Monthly Usage (PKR) required",
    ]);
    expect(messagesOf(FleetBusinessStep, { ...steps.business, monthly_usage: 0 })).toEqual([
      "monthly_usage: must be at least 1",
    ]);
    expect(messagesOf(FleetBusinessStep, { ...steps.business, monthly_usage_unit: "currency" })).toEqual([]);
    expect(messagesOf(FleetBusinessStep, { ...steps.business, monthly_usage_unit: "gallons" })).toEqual([
      "monthly_usage_unit: is not one of the choices",
    ]);
  });

  it("takes a fleet size only as a whole number", () => {
    expect(messagesOf(FleetBusinessStep, { ...steps.business, fleet_size: 2.5 })).toEqual([
      "fleet_size: must be a whole number",
    ]);
    expect(messagesOf(FleetBusinessStep, { ...steps.business, fleet_size: "" })).toEqual(["fleet_size: is required"]);
  });

  it("offers the experience levels of spec 001 and refuses others", () => {
    for (const experience of ["none", "some", "expert"]) {
      expect(messagesOf(FleetRoleStep, { ...steps.role, experience })).toEqual([]);
    }
    expect(messagesOf(FleetRoleStep, { ...steps.role, experience: "guru" })).toEqual([
      "experience: is not one of the choices",
    ]);
  });
});

describe("the bank step", () => {
  it("asks for a bank first when only the IBAN is given", () => {
    const { bank_code: _bank, ...ibanOnly } = steps.bank;
    expect(messagesOf(FleetBankStep, ibanOnly)).toEqual(["bank_code: Please select bank first"]);
  });

  it("refuses an IBAN that is not 24 characters or fails its checksum", () => {
    expect(messagesOf(FleetBankStep, { ...steps.bank, iban: "PK36SCBL000000112345670" })).toEqual([
      "iban: Please add valid 24 digit IBAN",
    ]);
    expect(messagesOf(FleetBankStep, { ...steps.bank, iban: "PK37SCBL0000001123456702" })).toEqual([
      "iban: Please add valid 24 digit IBAN",
    ]);
  });

  it("refuses an IBAN of another bank than the chosen one", () => {
    expect(messagesOf(FleetBankStep, { ...steps.bank, bank_code: "HABB" })).toEqual([
      "bank_code: Please Select Correct Bank",
    ]);
    expect(messagesOf(FleetBankStep, { ...steps.bank, bank_code: "80", iban: "SA0380000000608010167519" })).toEqual([]);
  });
});

describe("the industries", () => {
  it("run alphabetically from advertising to waste management", () => {
    expect(INDUSTRIES[0]).toBe("advertising");
    expect(INDUSTRIES.at(-1)).toBe("waste_management");
    expect([...INDUSTRIES].sort()).toEqual([...INDUSTRIES]);
    expect(INDUSTRIES.length).toBeGreaterThanOrEqual(40);
  });
});

describe("the account forms", () => {
  it("sign-in remembers only when asked", () => {
    const body = { email: "a@b.test", password: "x" };
    expect(FleetLoginBody.parse(body).remember_me).toBe(false);
    expect(FleetLoginBody.parse({ ...body, remember_me: true }).remember_me).toBe(true);
    expect(messagesOf(FleetLoginBody, { ...body, remember_me: "yes" })).toEqual(["remember_me: must be true or false"]);
  });

  it("change password asks for the new one and for the same one twice, with spec 001's words", () => {
    const body = { current_password: "old-password", new_password: "new-password", confirm_password: "new-password" };
    expect(messagesOf(FleetChangePasswordBody, body)).toEqual([]);
    expect(messagesOf(FleetChangePasswordBody, { ...body, new_password: "" })[0]).toBe(
      "new_password: Please enter new password",
    );
    expect(messagesOf(FleetChangePasswordBody, { ...body, confirm_password: "new-passw0rd" })).toEqual([
      "confirm_password: Password must be same",
    ]);
    expect(messagesOf(FleetChangePasswordBody, { ...body, new_password: "short", confirm_password: "short" })).toEqual([
      "new_password: must be at least 8 characters",
    ]);
  });

  it("the profile takes a name and a phone number", () => {
    expect(messagesOf(FleetProfileBody, { name: " ", phone: "+92 300 1234567" })).toEqual(["name: is required"]);
    expect(messagesOf(FleetProfileBody, { name: "Ayesha", phone: "call me" })).toEqual([
      "phone: Please enter valid phone number",
    ]);
  });
});
