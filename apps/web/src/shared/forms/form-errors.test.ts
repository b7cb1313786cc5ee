import { describe, expect, it } from "vitest";
import { ApiError } from "../api/api-error";
import { toFormErrors } from "./form-errors";

const fields = ["email", "password"];

describe("toFormErrors", () => {
  it("puts a 400 'field: message' on the field the form has", () => {
    const errors = toFormErrors(new ApiError(400, "email: must be a valid e-mail address"), fields);
    expect(errors).toEqual({ form: null, fields: { email: "must be a valid e-mail address" } });
  });

  it("keeps a 400 about a field the form does not have as a form error", () => {
    const errors = toFormErrors(new ApiError(400, "token: this reset link is invalid or has expired"), fields);
    expect(errors.fields).toEqual({});
    expect(errors.form).toEqual({ code: 400, message: "token: this reset link is invalid or has expired" });
  });

  it("puts the server's place checks on their fields", () => {
    const place = ["country_id", "state_id", "city_id"];
    expect(toFormErrors(new ApiError(400, "city_id: is not a city of the chosen state"), place)).toEqual({
      form: null,
      fields: { city_id: "is not a city of the chosen state" },
    });
  });

  it("splits several field messages", () => {
    const errors = toFormErrors(
      new ApiError(400, "email: is required; password: must be at least 8 characters"),
      fields,
    );
    expect(errors.fields).toEqual({ email: "is required", password: "must be at least 8 characters" });
    expect(errors.form).toBeNull();
  });

  it("shows any other refusal at form level with its code", () => {
    expect(toFormErrors(new ApiError(401, "Invalid e-mail or password"), fields).form).toEqual({
      code: 401,
      message: "Invalid e-mail or password",
    });
    expect(toFormErrors(new Error("boom"), fields).form).toEqual({ code: 500, message: "boom" });
  });
});
