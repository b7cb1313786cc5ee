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
  ];

  it.each(cases)("%s maps to HTTP %i", (kind, status) => {
    const error = new DomainError(kind, "something");
    expect(error.status).toBe(status);
    expect(statusOfKind[kind]).toBe(status);
  });

  it("covers every kind in the mapping and nothing else", () => {
    expect(Object.keys(statusOfKind).sort()).toEqual(cases.map(([kind]) => kind).sort());
  });
});

describe("DomainError", () => {
  it("is a real Error carrying its kind and message", () => {
    const error = new DomainError("CONFLICT", "Branch name already used");
    expect(error).toBeInstanceOf(Error);
    expect(error).toBeInstanceOf(DomainError);
    expect(error.name).toBe("DomainError");
    expect(error.kind).toBe("CONFLICT");
    expect(error.message).toBe("Branch name already used");
  });

  it("can be thrown and caught with its status intact", () => {
    expect(() => {
      throw new DomainError("RATE_LIMITED", "Too many attempts");
    }).toThrow(expect.objectContaining({ status: 429, message: "Too many attempts" }));
  });
});

describe("helper constructors", () => {
  it("notFound names the missing thing and answers 404", () => {
    const error = notFound("Branch");
    expect(error.message).toBe("Branch not found");
    expect(error.kind).toBe("NOT_FOUND");
    expect(error.status).toBe(404);
  });

  it("conflict keeps the message and answers 409", () => {
    const error = conflict("This e-mail is already registered");
    expect(error.message).toBe("This e-mail is already registered");
    expect(error.status).toBe(409);
  });

  it("a conflict carries what the envelope's result should hold, and other errors nothing", () => {
    const fresh = [{ start_time: "09:00" }];
    expect(conflict("This slot was just taken", fresh).result).toBe(fresh);
    expect(conflict("This e-mail is already registered").result).toBeNull();
    expect(notFound("Branch").result).toBeNull();
  });

  it("invalid prefixes the field name and answers 400", () => {
    const error = invalid("email", "must be a valid e-mail address");
    expect(error.message).toBe("email: must be a valid e-mail address");
    expect(error.kind).toBe("VALIDATION");
    expect(error.status).toBe(400);
  });

  it("forbidden has a default message and answers 403", () => {
    const error = forbidden();
    expect(error.message).toBe("You do not have permission to do this");
    expect(error.status).toBe(403);
  });

  it("forbidden accepts a custom message", () => {
    expect(forbidden("Only the owner can do this").message).toBe("Only the owner can do this");
  });

  it("unauthorized has a default message and answers 401", () => {
    const error = unauthorized();
    expect(error.message).toBe("Please sign in to continue");
    expect(error.status).toBe(401);
  });

  it("unauthorized accepts a custom message", () => {
    const error = unauthorized("Your session has expired");
    expect(error.message).toBe("Your session has expired");
    expect(error.status).toBe(401);
  });
});
