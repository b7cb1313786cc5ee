import { describe, expect, it } from "vitest";
import { DomainError, conflict, forbidden, invalid, notFound, statusOfKind, unauthorized } from "./errors.js";
import type { DomainErrorKind } from "./errors.js";

describe("DomainError status", () => {
  const cases: [DomainErrorKind, number][] = [
    ["VALIDATION", 400],
    ["UNAUTHORIZED", 401],
    ["FORBIDDEN", 403],
    ["NOT_FOUND", 404],
    ["CONFLICT", 409],
    ["TOO_LARGE", 413],
    ["RATE_LIMITED", 429],
    ["UNAVAILABLE", 503],
  ];

  it.each(cases)("%s maps to HTTP %i", (kind, status) => {
    const error = new DomainError(kind, "invalid");
    expect(error.status).toBe(status);
    expect(statusOfKind[kind]).toBe(status);
  });

  it("covers every kind in the mapping and nothing else", () => {
    expect(Object.keys(statusOfKind).sort()).toEqual(cases.map(([kind]) => kind).sort());
  });
});

describe("DomainError", () => {
  it("is a real Error carrying its kind, its code and the code's English", () => {
    const error = new DomainError("CONFLICT", "email_taken");
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe("DomainError");
    expect(error.kind).toBe("CONFLICT");
    expect(error.code).toBe("email_taken");
    expect(error.message).toBe("An account with this e-mail already exists");
    expect(error.refusal).toEqual({ code: "email_taken" });
  });

  it("fills the values its text names and keeps them for the web", () => {
    const error = invalid("fuelings_per_day", "max", { max: 24 });
    expect(error.message).toBe("fuelings_per_day: must be at most 24");
    expect(error.refusal).toEqual({ code: "max", field: "fuelings_per_day", params: { max: 24 } });
  });

  it("can be thrown and caught with its status intact", () => {
    expect(() => {
      throw new DomainError("RATE_LIMITED", "too_many_attempts");
    }).toThrow(expect.objectContaining({ status: 429, code: "too_many_attempts" }));
  });
});

describe("helper constructors", () => {
  it("notFound answers 404 with the missing thing's own code", () => {
    const error = notFound("image_not_found");
    expect(error.message).toBe("Image not found");
    expect(error.status).toBe(404);
  });

  it("conflict answers 409 and carries what the envelope's result should hold", () => {
    const fresh = [{ start_time: "09:00" }];
    expect(conflict("duplicate_record", { result: fresh }).result).toBe(fresh);
    expect(conflict("duplicate_record").result).toBeNull();
    expect(notFound("image_not_found").result).toBeNull();
  });

  it("invalid names the field and answers 400", () => {
    const error = invalid("email", "email");
    expect(error.message).toBe("email: must be a valid e-mail address");
    expect(error.field).toBe("email");
    expect(error.status).toBe(400);
  });

  it("forbidden and unauthorized have default codes", () => {
    expect(forbidden()).toMatchObject({ code: "forbidden", status: 403 });
    expect(forbidden().message).toBe("You do not have permission to do this");
    expect(forbidden("grant_own_only").code).toBe("grant_own_only");
    expect(unauthorized()).toMatchObject({ code: "sign_in_required", status: 401 });
    expect(unauthorized("session_expired").message).toBe("Your session has expired. Please log in again to continue.");
  });
});
