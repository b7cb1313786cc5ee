import { afterEach, describe, expect, it, vi } from "vitest";
import { describeIssue } from "../platform/validation.js";
import { EmployeeBody, EmployeeListQuery } from "./employee.js";

const valid = { name: "Ali Raza", employee_id: "E-001", phone: "+92 300 1234567" };
const ROLE_ID = "6f1c2a3e-8b7d-4c5e-9a0b-1c2d3e4f5a6b";

/** The first refusal as the API words it ("phone: Please enter valid phone number"), or null. */
function refusal(body: object): string | null {
  const parsed = EmployeeBody.safeParse({ ...valid, ...body });
  const issue = parsed.error?.issues[0];
  return issue ? describeIssue(issue) : null;
}

describe("EmployeeBody", () => {
  it("takes the least an employee needs and defaults the rest", () => {
    expect(EmployeeBody.parse(valid)).toMatchObject({
      status: "active",
      email: null,
      branch_id: null,
      role_id: null,
      rule_id: null,
      tpin: null,
      password: null,
    });
  });

  it("refuses a phone with spec 001's words", () => {
    expect(refusal({ phone: "call me" })).toBe("phone: Please enter valid phone number");
    expect(refusal({ phone: "12345" })).toBe("phone: Please enter valid phone number");
    expect(refusal({ phone: "" })).toBe("phone: is required");
  });

  it("refuses a T-PIN that is not 4 to 6 digits, or typed differently twice", () => {
    expect(refusal({ tpin: "123", confirm_tpin: "123" })).toBe("tpin: must be 4 to 6 digits");
    expect(refusal({ tpin: "1234567", confirm_tpin: "1234567" })).toBe("tpin: must be 4 to 6 digits");
    expect(refusal({ tpin: "12a4", confirm_tpin: "12a4" })).toBe("tpin: must be 4 to 6 digits");
    expect(refusal({ tpin: "4821", confirm_tpin: "4822" })).toBe("confirm_tpin: T-pin must be same");
    expect(refusal({ tpin: "4821" })).toBe("confirm_tpin: T-pin must be same");
    expect(refusal({ tpin: "482193", confirm_tpin: "482193" })).toBeNull();
  });

  it("asks for the same password twice, an e-mail and a role to sign in", () => {
    const signIn = { password: "drive-safe-1", confirm_password: "drive-safe-1", email: "ali@example.test" };
    expect(refusal({ ...signIn, confirm_password: "drive-safe-2", role_id: ROLE_ID })).toBe(
      "confirm_password: Password must be same",
    );
    expect(refusal({ ...signIn, email: null, role_id: ROLE_ID })).toBe("email: is required");
    expect(refusal(signIn)).toBe("role_id: is required");
    expect(refusal({ ...signIn, role_id: ROLE_ID })).toBeNull();
    expect(refusal({ ...signIn, password: "short", confirm_password: "short", role_id: ROLE_ID })).toBe(
      "password: must be at least 8 characters",
    );
  });

  it("refuses a status or gender outside the choices", () => {
    expect(refusal({ status: "retired" })).toBe("status: is not one of the choices");
    expect(refusal({ gender: "other" })).toBe("gender: is not one of the choices");
    expect(refusal({ dob: "1990-02-30" })).toBe("dob: must be a date such as 2026-01-31");
  });
});

describe("the employee's date of birth", () => {
  afterEach(() => vi.useRealTimers());

  it("refuses a date after today, wherever today is", () => {
    // 20:00 in UTC on 10 March: already 11 March east of UTC+4, still 10 March in Karachi.
    vi.useFakeTimers({ now: new Date("2026-03-10T20:00:00Z") });
    expect(refusal({ dob: "1990-05-17" })).toBeNull();
    expect(refusal({ dob: "2026-03-10" })).toBeNull();
    expect(refusal({ dob: "2026-03-11" })).toBeNull();
    expect(refusal({ dob: "2026-03-12" })).toBe("dob: must not be in the future");
    expect(refusal({ dob: "2090-01-01" })).toBe("dob: must not be in the future");
  });
});

describe("the employee's phone", () => {
  it("takes 7 to 15 digits with spaces, dashes, brackets and a leading +", () => {
    for (const phone of ["0300-1234567", "+92 (300) 123 4567", "+966 50 123 4567", "1234567"]) {
      expect(refusal({ phone }), phone).toBeNull();
    }
    for (const phone of ["123456", "1234567890123456", "92+300", "0300 123456x"]) {
      expect(refusal({ phone }), phone).toBe("phone: Please enter valid phone number");
    }
  });
});

describe("EmployeeListQuery", () => {
  it("pages by 10 and falls back to all for an unknown status tab", () => {
    expect(EmployeeListQuery.parse({ status: "sleeping" })).toMatchObject({ page: 1, limit: 10, status: "all" });
    expect(EmployeeListQuery.parse({ status: "inactive" }).status).toBe("inactive");
  });
});
