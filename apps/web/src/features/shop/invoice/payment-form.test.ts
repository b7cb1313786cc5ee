import { describe, expect, it } from "vitest";
import { schemaErrors } from "../../../shared/forms/use-schema-form";
import { inEnglish } from "../../../test/english";
import { paymentFormSchema, paymentValuesOf } from "./payment-form";

const TOO_MUCH = { amount: "must be more than 0 and at most the balance" };

describe("the payment form", () => {
  it("starts with the whole balance, which it accepts", () => {
    const values = paymentValuesOf(1150.5);
    expect(values.amount).toBe(1150.5);
    expect(schemaErrors(paymentFormSchema(1150.5), values)).toEqual({});
  });

  it("accepts any part of the balance", () => {
    expect(schemaErrors(paymentFormSchema(1150.5), { amount: 0.01, note: "" })).toEqual({});
    expect(schemaErrors(paymentFormSchema(0.3), { amount: 0.1 + 0.2, note: "" })).toEqual({});
  });

  it("refuses more than the balance with the server's words", () => {
    expect(inEnglish(schemaErrors(paymentFormSchema(1150.5), { amount: 1150.51, note: "" }))).toEqual(TOO_MUCH);
  });

  it("refuses nothing, a negative amount and a fraction of a cent", () => {
    const schema = paymentFormSchema(100);
    expect(inEnglish(schemaErrors(schema, { amount: 0, note: "" }))).toEqual(TOO_MUCH);
    expect(inEnglish(schemaErrors(schema, { amount: -5, note: "" }))).toEqual({ amount: "must be at least 0" });
    expect(inEnglish(schemaErrors(schema, { amount: 10.005, note: "" }))).toEqual({
      amount: "must be an amount with at most two decimals",
    });
    expect(inEnglish(schemaErrors(schema, { amount: "", note: "" }))).toEqual({ amount: "This field is required" });
  });

  it("sends an empty note as none", () => {
    expect(paymentFormSchema(100).parse({ amount: 40, note: "  " })).toEqual({ amount: 40, note: null });
  });
});
