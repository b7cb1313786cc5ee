import { randomBytes } from "node:crypto";
import { fleetAuthEndpoints, type FleetSignupInput } from "@pitlane/domain";
import type { TestApp } from "../app.js";
import type { Places } from "./location.js";

export const SIGNUP_PASSWORD = "indus-password";

/** Valid IBANs of 24 characters, with the bank code each carries. */
export const IBANS = { SCBL: "PK36SCBL0000001123456702", "80": "SA0380000000608010167519" } as const;

/** A complete onboarding of a Lahore company, every step filled in. */
export function signupBody(places: Places, overrides: Partial<FleetSignupInput> = {}): FleetSignupInput {
  return {
    email: `admin-${randomBytes(4).toString("hex")}@indus.test`,
    password: SIGNUP_PASSWORD,
    confirm_password: SIGNUP_PASSWORD,
    company_name: "Indus Logistics",
    first_name: "Ayesha",
    last_name: "Khan",
    phone: "+92 300 1234567",
    company_type: "private_limited",
    address: "12 Port Road",
    country_id: places.pakistan,
    state_id: places.punjab,
    city_id: places.lahore,
    currency: "PKR",
    industry: "logistics",
    company_size: "51_200",
    fleet_size: 30,
    monthly_usage: 4000,
    monthly_usage_unit: "litres",
    contact_role: "fleet_manager",
    experience: "some",
    bank_code: "SCBL",
    iban: IBANS.SCBL,
    account_title: "Indus Logistics (Pvt) Ltd",
    authorised_person: "Ayesha Khan",
    ntn: "1234567-8",
    strn: "12-34-5678-901-23",
    ...overrides,
  };
}

/** Signs a company up through the API, as the onboarding does. */
export async function signUp(t: TestApp, places: Places, overrides: Partial<FleetSignupInput> = {}) {
  const body = signupBody(places, overrides);
  const res = await t.api.call(fleetAuthEndpoints.signup, { body });
  if (res.status !== 200) throw new Error(`sign-up refused: ${res.body.message}`);
  return { ...res.body.result, email: body.email };
}
