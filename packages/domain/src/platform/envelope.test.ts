import { describe, expect, it } from "vitest";
import { z } from "zod";
import { envelopeSchema } from "./envelope-schema.js";
import { ErrorCode, isOk, ok } from "./envelope.js";
import type { Envelope } from "./envelope.js";

const Item = z.object({ name: z.string() });

describe("ok", () => {
  it("wraps a result in a 200 envelope with the default message", () => {
    expect(ok({ name: "Main branch" })).toEqual({ error_code: 200, message: "OK", result: { name: "Main branch" } });
  });

  it("uses the message it is given", () => {
    expect(ok(null, "Branch deleted")).toEqual({ error_code: 200, message: "Branch deleted", result: null });
  });

  it("never adds a token (only the server's session rotation does)", () => {
    expect(ok(1)).not.toHaveProperty("token");
  });
});

describe("isOk", () => {
  it("is true for an envelope built by ok()", () => {
    expect(isOk(ok("x"))).toBe(true);
  });

  it.each([ErrorCode.validation, ErrorCode.unauthorized, ErrorCode.notFound, ErrorCode.internal])(
    "is false for error_code %i",
    (code) => {
      const envelope: Envelope<string | null> = { error_code: code, message: "failed", result: null };
      expect(isOk(envelope)).toBe(false);
    },
  );
});

describe("envelopeSchema", () => {
  const schema = envelopeSchema(Item);

  it("accepts a valid envelope and returns it unchanged", () => {
    const body = { error_code: 200, message: "OK", result: { name: "A" } };
    expect(schema.parse(body)).toEqual(body);
  });

  it("accepts the envelope produced by ok()", () => {
    expect(schema.safeParse(ok({ name: "A" })).success).toBe(true);
  });

  it("accepts the optional rotated session token", () => {
    const body = { error_code: 200, message: "OK", result: { name: "A" }, token: "new-session-token" };
    expect(schema.parse(body).token).toBe("new-session-token");
  });

  it("rejects a token that is not a string", () => {
    const result = schema.safeParse({ error_code: 200, message: "OK", result: { name: "A" }, token: 42 });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.path)).toEqual([["token"]]);
  });

  it("rejects an envelope without error_code", () => {
    const result = schema.safeParse({ message: "OK", result: { name: "A" } });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.path)).toEqual([["error_code"]]);
  });

  it("rejects a non-integer error_code", () => {
    expect(schema.safeParse({ error_code: 200.5, message: "OK", result: { name: "A" } }).success).toBe(false);
  });

  it("rejects an envelope without message", () => {
    expect(schema.safeParse({ error_code: 200, result: { name: "A" } }).success).toBe(false);
  });

  it("validates the result against the given schema", () => {
    const result = schema.safeParse({ error_code: 200, message: "OK", result: { name: 7 } });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.path)).toEqual([["result", "name"]]);
  });

  it("accepts an error envelope whose result is null when the result schema allows it", () => {
    const errorSchema = envelopeSchema(z.null());
    expect(errorSchema.safeParse({ error_code: 404, message: "Branch not found", result: null }).success).toBe(true);
  });
});
