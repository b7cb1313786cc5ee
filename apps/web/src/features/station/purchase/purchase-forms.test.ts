import { describe, expect, it } from "vitest";
import { schemaErrors } from "../../../shared/forms/use-schema-form";
import { AuthoriseForm, completeFormFor, toAuthoriseBody } from "./purchase-forms";

const filled = { tpin: "4321", odometer: 12_100, fuel_type: "petrol", by: "litres", litres: 40, amount: "" };
const vehicle = { vehicle: "q-token-1" };

describe("the authorisation's form", () => {
  it("asks for litres or an amount, the one chosen", () => {
    const byLitres = AuthoriseForm.parse(filled);
    expect(toAuthoriseBody(byLitres, "T1-a", vehicle)).toEqual({
      reference: "T1-a",
      vehicle: "q-token-1",
      tpin: "4321",
      odometer: 12_100,
      fuel_type: "petrol",
      litres: 40,
    });
    const byAmount = AuthoriseForm.parse({ ...filled, by: "amount", litres: 40, amount: 5000 });
    const body = toAuthoriseBody(byAmount, "T1-b", vehicle);
    expect(body).toMatchObject({ amount: 5000 });
    expect(body).not.toHaveProperty("litres");
  });

  it("names the empty quantity, a malformed T-PIN and an odometer that is no whole number", () => {
    expect(schemaErrors(AuthoriseForm, { ...filled, litres: "" })).toEqual({ litres: "required" });
    expect(schemaErrors(AuthoriseForm, { ...filled, by: "amount", amount: "" })).toEqual({ amount: "required" });
    expect(schemaErrors(AuthoriseForm, { ...filled, tpin: "12a" })).toEqual({ tpin: "tpin_format" });
    expect(schemaErrors(AuthoriseForm, { ...filled, odometer: 12.5 })).toEqual({ odometer: "whole_number" });
    expect(schemaErrors(AuthoriseForm, { ...filled, litres: 1.2345 })).toEqual({ litres: "litres" });
  });
});

describe("the completion's form", () => {
  it("takes the litres the pump gave up to those authorised, and refuses more", () => {
    const form = completeFormFor(40);
    expect(form.parse({ litres: 32.5 })).toEqual({ litres: 32.5 });
    expect(form.parse({ litres: 40 })).toEqual({ litres: 40 });
    expect(schemaErrors(form, { litres: 40.001 })).toEqual({ litres: "litres_above_authorised" });
    expect(schemaErrors(form, { litres: 0 })).toEqual({ litres: "litres" });
  });
});
