import { describe, expect, it } from "vitest";
import { schemaErrors } from "../../../../shared/forms/use-schema-form";
import { FleetResetPasswordForm } from "./fleet-reset-password-form";

const errorsOf = (password: string, confirm_password: string) =>
  schemaErrors(FleetResetPasswordForm, { password, confirm_password });

describe("FleetResetPasswordForm", () => {
  it("asks for the new password and its match in spec 001's words", () => {
    expect(errorsOf("", "")).toMatchObject({ password: "new_password" });
    expect(errorsOf("fleet-password-1", "fleet-password-2")).toEqual({ confirm_password: "password_not_match" });
    expect(errorsOf("short", "short")).toEqual({ password: "password_min" });
    expect(errorsOf("fleet-password-1", "fleet-password-1")).toEqual({});
  });
});
