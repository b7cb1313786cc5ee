import { describe, expect, it } from "vitest";
import { schemaErrors } from "../../../shared/forms/use-schema-form";
import { EMPTY_TOP_UP, topUpSchemaFor } from "./top-up-form-values";

const pakistan = topUpSchemaFor([{ bank_code: "HABB" }, { bank_code: "MEZN" }]);
const proof = "0b6f4c3e-8a1d-4f7e-9c2b-5d3a1e0f9b7c";

describe("the add-balance form's checks", () => {
  it("asks for the bank first and for the image, in spec 001's words", () => {
    expect(schemaErrors(pakistan, EMPTY_TOP_UP)).toMatchObject({
      bank_code: "bank_first",
      proof_id: "image_required",
      slip_number: "required",
    });
  });

  it("refuses a bank of another country as the wrong bank", () => {
    const errors = schemaErrors(pakistan, { bank_code: "80", amount: 5000, slip_number: "SLIP-1", proof_id: proof });
    expect(errors).toEqual({ bank_code: "bank_wrong" });
  });

  it("lets a complete request through", () => {
    expect(schemaErrors(pakistan, { bank_code: "MEZN", amount: 5000, slip_number: "SLIP-1", proof_id: proof })).toEqual(
      {},
    );
  });
});
