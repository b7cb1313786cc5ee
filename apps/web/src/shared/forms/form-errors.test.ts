import { describe, expect, it } from "vitest";
import { ApiError } from "../api/api-error";
import { toFormErrors } from "./form-errors";

const fields = ["email", "password"];

describe("toFormErrors", () => {
  it("puts a 400 naming a field on the field the form has, by its code", () => {
    const error = new ApiError(400, "email: must be a valid e-mail address", null, { code: "email", field: "email" });
    expect(toFormErrors(error, fields)).toEqual({ form: null, fields: { email: "email" } });
  });

  it("keeps the values a field's refusal names", () => {
    const error = new ApiError(400, "password: must be at most 128 characters", null, {
      code: "max",
      field: "password",
      params: { max: 128 },
    });
    expect(toFormErrors(error, fields).fields).toEqual({ password: 'max {"max":128}' });
  });

  it("keeps a refusal about a field the form does not have as a form error", () => {
    const refusal = { code: "reset_link", field: "token" };
    const errors = toFormErrors(
      new ApiError(400, "token: this reset link is invalid or has expired", null, refusal),
      fields,
    );
    expect(errors.fields).toEqual({});
    expect(errors.form).toEqual({ code: 400, message: "token: this reset link is invalid or has expired", refusal });
  });

  it("shows any other refusal at form level", () => {
    const refusal = { code: "invalid_credentials" };
    expect(toFormErrors(new ApiError(401, "Invalid e-mail or password", null, refusal), fields).form).toEqual({
      code: 401,
      message: "Invalid e-mail or password",
      refusal,
    });
    expect(toFormErrors(new Error("boom"), fields).form).toEqual({ code: 500, message: "boom" });
  });
});
