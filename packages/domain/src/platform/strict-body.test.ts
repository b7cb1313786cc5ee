import { describe, expect, it } from "vitest";
import { z } from "zod";
import * as domain from "../index.js";
import type { Endpoint } from "./endpoint.js";
import { strictBody } from "./strict-body.js";
import { refusalOfIssue } from "./validation.js";

function isEndpoint(value: unknown): value is Endpoint {
  return typeof value === "object" && value !== null && "method" in value && "path" in value && "result" in value;
}

const endpoints = Object.entries(domain)
  .filter(([name]) => name.endsWith("Endpoints"))
  .flatMap(([, group]) => Object.values(group as Record<string, unknown>).filter(isEndpoint));

/** Every object of a JSON Schema, however deep (properties, items, anyOf, $defs ...). */
function objectsOf(node: unknown, at = "#"): { at: string; node: Record<string, unknown> }[] {
  if (Array.isArray(node)) return node.flatMap((child, i) => objectsOf(child, `${at}/${i}`));
  if (typeof node !== "object" || node === null) return [];
  const record = node as Record<string, unknown>;
  const own = record.type === "object" || "properties" in record ? [{ at, node: record }] : [];
  return [...own, ...Object.entries(record).flatMap(([key, child]) => objectsOf(child, `${at}/${key}`))];
}

const refusalOf = (schema: z.ZodType, value: unknown) => {
  const parsed = schema.safeParse(value);
  return parsed.success ? null : refusalOfIssue(parsed.error.issues[0] ?? { path: [], message: "" });
};

describe("strictBody", () => {
  it("refuses an undeclared key at the top, naming it", () => {
    const body = strictBody(z.object({ name: z.string() }));
    expect(refusalOf(body, { name: "a", shop_id: "x" })).toMatchObject({ code: "unknown_field", field: "shop_id" });
    expect(refusalOf(body, { name: "a" })).toBeNull();
  });

  it("refuses one inside a list of objects, naming its path", () => {
    const body = strictBody(z.object({ lines: z.array(z.object({ qty: z.number() })).optional() }));
    expect(refusalOf(body, { lines: [{ qty: 1 }, { qty: 2, price: 5 }] })).toMatchObject({
      code: "unknown_field",
      field: "lines.1.price",
    });
  });

  it("keeps refinements, transforms, defaults and the choice of a union", () => {
    const body = strictBody(
      z
        .object({ from: z.number(), to: z.number().default(9) })
        .refine((v) => v.to > v.from, { error: "slot_order", path: ["to"] })
        .transform((v) => v.to - v.from),
    );
    expect(body.parse({ from: 1 })).toBe(8);
    expect(refusalOf(body, { from: 10, to: 2 })).toMatchObject({ code: "slot_order", field: "to" });
    const either = strictBody(z.union([z.object({ a: z.string() }), z.object({ b: z.string() })]));
    expect(either.parse({ b: "x" })).toEqual({ b: "x" });
  });

  it("leaves the schema it was given as it was (the web's forms use it)", () => {
    const loose = z.object({ name: z.string() });
    strictBody(loose);
    expect(loose.parse({ name: "a", extra: 1 })).toEqual({ name: "a" });
  });
});

describe("every write body of every endpoint", () => {
  const bodies = endpoints.filter((e) => e.body).map((e): [string, z.ZodType] => [`${e.method} ${e.path}`, e.body!]);

  it("is found", () => expect(bodies.length).toBeGreaterThan(50));

  it.each(bodies)("%s refuses undeclared keys at every depth, as the API registers it", (_, body) => {
    const schema = z.toJSONSchema(strictBody(body), { io: "input", unrepresentable: "any" });
    const open = objectsOf(schema).filter(({ node }) => node.additionalProperties !== false);
    expect(open.map(({ at }) => at)).toEqual([]);
  });
});
