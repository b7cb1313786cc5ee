import type { FleetSignupStep } from "@pitlane/domain/fleet/company";
import type { useSchemaForm } from "../../../../shared/forms/use-schema-form";

/**
 * Every onboarding field in one form, so going back keeps what was typed. Choices start as null
 * (nothing chosen) and number boxes as "" (empty), which the step schemas read as missing.
 */
export const initialSignupValues = {
  email: "",
  password: "",
  confirm_password: "",
  company_name: "",
  first_name: "",
  last_name: "",
  phone: "",
  company_type: null as string | null,
  address: "",
  country_id: null as string | null,
  state_id: null as string | null,
  city_id: null as string | null,
  currency: "PKR",
  industry: null as string | null,
  company_size: null as string | null,
  fleet_size: "" as number | string,
  monthly_usage: "" as number | string,
  monthly_usage_unit: "litres",
  contact_role: null as string | null,
  experience: null as string | null,
  bank_code: null as string | null,
  iban: "",
  account_title: "",
  authorised_person: "",
  ntn: "",
  strn: "",
  referral: "",
};
export type SignupValues = typeof initialSignupValues;
export type SignupField = keyof SignupValues;

/** The steps in order, each with the fields it shows (and its schema checks). */
export const SIGNUP_STEPS = [
  { step: "account", fields: ["email", "password", "confirm_password"] },
  {
    step: "company",
    fields: [
      "company_name",
      "first_name",
      "last_name",
      "phone",
      "company_type",
      "address",
      "country_id",
      "state_id",
      "city_id",
      "currency",
    ],
  },
  { step: "business", fields: ["industry", "company_size", "fleet_size", "monthly_usage", "monthly_usage_unit"] },
  { step: "role", fields: ["contact_role", "experience"] },
  { step: "bank", fields: ["bank_code", "iban", "account_title"] },
  { step: "authorised", fields: ["authorised_person", "ntn", "strn", "referral"] },
] as const satisfies readonly { step: FleetSignupStep; fields: readonly SignupField[] }[];

const stepFields: readonly (readonly string[])[] = SIGNUP_STEPS.map((s) => s.fields);
export const ALL_SIGNUP_FIELDS: readonly string[] = stepFields.flat();

/** The first step showing any of these fields (a server refusal names the field it is about). */
export function firstStepWith(fields: readonly string[]): number | null {
  const index = stepFields.findIndex((own) => own.some((field) => fields.includes(field)));
  return index === -1 ? null : index;
}

/** What each step's component gets: the shared form and its translated input props. */
export type SignupFormKit = Pick<ReturnType<typeof useSchemaForm<SignupValues, never>>, "form" | "field">;
