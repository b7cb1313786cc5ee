import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { describeIssue } from "../platform/validation.js";
import { DEFAULT_VAT_RATE, ShopEditBody } from "./shop.js";

function problemsOf(schema: z.ZodType, value: unknown): string[] {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map(describeIssue);
}

const COUNTRY = "3f2b8c1e-4d5a-4b6c-9d7e-8f9a0b1c2d3e";
const STATE = "7c9e6679-7425-40de-944b-e07fc1f90ae7";
const CITY = "a3bb189e-8bf9-3888-9912-ace4e6543002";
const LOGO = "16fd2706-8baf-433b-82eb-8c7fada847da";

const edit = {
  shop_name: " Lahore Auto Care ",
  phone: "0300-1234567",
  email: "Owner@Shop.PK",
  address: "",
  country_id: null,
  state_id: null,
  city_id: null,
  currency: "PKR",
  vat_rate: 10,
  logo: null,
};

describe("ShopEditBody", () => {
  it("takes the nullable fields as null and trims the rest", () => {
    expect(ShopEditBody.parse(edit)).toEqual({
      shop_name: "Lahore Auto Care",
      phone: "0300-1234567",
      email: "owner@shop.pk",
      address: null,
      country_id: null,
      state_id: null,
      city_id: null,
      currency: "PKR",
      vat_rate: 10,
      logo: null,
    });
  });

  it("keeps every optional field when given", () => {
    const parsed = ShopEditBody.parse({
      ...edit,
      address: " 12 Mall Road ",
      country_id: COUNTRY,
      state_id: STATE,
      city_id: CITY,
      vat_rate: 15,
      logo: LOGO,
      currency: "SAR",
    });
    expect(parsed).toMatchObject({
      address: "12 Mall Road",
      country_id: COUNTRY,
      state_id: STATE,
      city_id: CITY,
      vat_rate: 15,
      logo: LOGO,
      currency: "SAR",
    });
  });

  describe("vat_rate", () => {
    it("is 10 for a new shop, and must be sent on an edit so leaving it out cannot reset it", () => {
      expect(DEFAULT_VAT_RATE).toBe(10);
      expect(problemsOf(ShopEditBody, { ...edit, vat_rate: undefined })).toEqual(["vat_rate: is required"]);
    });

    it.each([0, 100, 12.5, 12.34, 5])("accepts %d", (rate) => {
      expect(ShopEditBody.parse({ ...edit, vat_rate: rate }).vat_rate).toBe(rate);
    });

    it.each([
      [-1, "must be at least 0"],
      [-0.01, "must be at least 0"],
      [101, "must be at most 100"],
      [150, "must be at most 100"],
      [100.01, "must be at most 100"],
      [12.345, "must be a percent with at most two decimals"],
      ["abc", "must be a percent with at most two decimals"],
      ["12.5", "must be a percent with at most two decimals"],
      [false, "must be a percent with at most two decimals"],
      [null, "is required"],
      ["", "is required"],
    ])("refuses %j, saying which rule it breaks (never clamped to fit)", (rate, message) => {
      expect(problemsOf(ShopEditBody, { ...edit, vat_rate: rate })).toEqual([`vat_rate: ${message}`]);
    });
  });

  describe("ids", () => {
    it.each(["country_id", "state_id", "city_id", "logo"])("%s accepts null but must be sent", (field) => {
      expect(ShopEditBody.parse({ ...edit, [field]: null })[field as keyof ShopEditBody]).toBeNull();
      expect(problemsOf(ShopEditBody, { ...edit, [field]: undefined })).toEqual([`${field}: must be a valid id`]);
    });

    it.each(["country_id", "state_id", "city_id", "logo"])("%s refuses a non-uuid", (field) => {
      expect(problemsOf(ShopEditBody, { ...edit, [field]: "42" })).toEqual([`${field}: must be a valid id`]);
    });
  });

  describe("address", () => {
    it.each(["", "   "])("turns %j into null", (address) => {
      expect(ShopEditBody.parse({ ...edit, address }).address).toBeNull();
    });

    it("refuses more than 300 characters", () => {
      expect(problemsOf(ShopEditBody, { ...edit, address: "x".repeat(301) })).toEqual(["address: is too long"]);
    });
  });

  it.each([
    ["shop_name", "", "shop_name: is required"],
    ["phone", "abc", "phone: must be a valid phone number"],
    ["email", "owner", "email: must be a valid e-mail address"],
    ["currency", "USD", "currency: must be PKR or SAR"],
  ])("refuses a bad %s", (field, value, problem) => {
    expect(problemsOf(ShopEditBody, { ...edit, [field]: value })).toEqual([problem]);
  });
});
