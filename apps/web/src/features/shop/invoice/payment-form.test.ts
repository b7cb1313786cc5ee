import { describe, expect, it } from "vitest";
import { schemaErrors } from "../../../shared/forms/use-schema-form";
import { paymentFormSchema, paymentValuesOf } from "./payment-form";

const TOO_MUCH = "must be more than 0 and at most the balance";

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
    expect(schemaErrors(paymentFormSchema(1150.5), { amount: 1150.51, note: "" })).toEqual({ amount: TOO_MUCH });
  });

  it("refuses nothing, a negative amount and a fraction of a cent", () => {
    const schema = paymentFormSchema(100);
    expect(schemaErrors(schema, { amount: 0, note: "" })).toEqual({ amount: TOO_MUCH });
    expect(schemaErrors(schema, { amount: -5, note: "" }).amount).toBeDefined();
    expect(schemaErrors(schema, { amount: 10.005, note: "" }).amount).toBeDefined();
    expect(schemaErrors(schema, { amount: "", note: "" }).amount).toBeDefined();
  });

  it("sends an empty note as none", () => {
    expect(paymentFormSchema(100).parse({ amount: 40, note: "  " })).toEqual({ amount: 40, note: null });
  });
});
