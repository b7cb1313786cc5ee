import { describe, expect, it } from "vitest";
import { ApiError } from "../api/api-error";
import { refusalOnField } from "./refusal-on-field";

const taken = new ApiError(409, "A supplier with this name already exists", null, { code: "supplier_name_taken" });

describe("a refusal placed on its field", () => {
  it("puts the refusal with that code on the field", () => {
    const placed = refusalOnField(taken, "supplier_name_taken", "name");
    expect(placed).toBeInstanceOf(ApiError);
    expect(placed).toMatchObject({ code: 409, refusal: { code: "supplier_name_taken", field: "name" } });
  });

  it("leaves another refusal, one already on a field, and any other error as they are", () => {
    expect(refusalOnField(taken, "branch_name_taken", "name")).toBe(taken);
    const onEmail = new ApiError(409, "taken", null, { code: "supplier_name_taken", field: "email" });
    expect(refusalOnField(onEmail, "supplier_name_taken", "name")).toBe(onEmail);
    const network = new Error("offline");
    expect(refusalOnField(network, "supplier_name_taken", "name")).toBe(network);
    expect(refusalOnField(null, "supplier_name_taken", "name")).toBeNull();
  });
});
