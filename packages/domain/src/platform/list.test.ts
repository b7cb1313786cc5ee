import { describe, expect, it } from "vitest";
import { z } from "zod";
import {
  IdBody,
  IdParams,
  ListQuery,
  MAX_PAGE_SIZE,
  MAX_REFERENCE_PAGE_SIZE,
  Nothing,
  ReferenceListQuery,
  LIST_TOTAL_CAP,
  listResultSchema,
  offsetOf,
} from "./list.js";
import { describeIssue } from "./validation.js";

const UUID = "3f2b8c1e-4d5a-4b6c-9d7e-8f9a0b1c2d3e";

describe("ListQuery", () => {
  it("defaults to page 1 and 10 items", () => {
    expect(ListQuery.parse({})).toEqual({ page: 1, limit: 10 });
  });

  it("coerces URL string params to numbers", () => {
    expect(ListQuery.parse({ page: "2", limit: "25" })).toEqual({ page: 2, limit: 25 });
  });

  it("accepts the cap itself", () => {
    expect(ListQuery.parse({ limit: "100" }).limit).toBe(100);
  });

  it("clamps a limit above the cap to 100 instead of refusing it", () => {
    expect(MAX_PAGE_SIZE).toBe(100);
    expect(ListQuery.parse({ limit: "500" }).limit).toBe(100);
    expect(ListQuery.parse({ limit: 101 }).limit).toBe(100);
  });

  it.each([["abc"], [""], ["0"], ["-3"], ["2.5"], ["NaN"], ["Infinity"], [null], ["true"], [" "]])(
    "falls back to the default page and limit for garbage %j",
    (value) => {
      expect(ListQuery.parse({ page: value, limit: value })).toEqual({ page: 1, limit: 10 });
    },
  );

  it("trims the search text and drops nothing else", () => {
    expect(ListQuery.parse({ search: "  main  " })).toEqual({ page: 1, limit: 10, search: "main" });
  });

  it("refuses a search longer than 100 characters", () => {
    expect(ListQuery.safeParse({ search: "x".repeat(100) }).success).toBe(true);
    const result = ListQuery.safeParse({ search: "x".repeat(101) });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.path)).toEqual([["search"]]);
  });
});

describe("ReferenceListQuery", () => {
  it("defaults to page 1 and 9999 items, so one request fetches a whole reference list", () => {
    expect(ReferenceListQuery.parse({})).toEqual({ page: 1, limit: 9999 });
  });

  it("coerces URL string params to numbers", () => {
    expect(ReferenceListQuery.parse({ page: "3", limit: "50" })).toEqual({ page: 3, limit: 50 });
  });

  it("clamps a limit above the cap to 9999", () => {
    expect(MAX_REFERENCE_PAGE_SIZE).toBe(9999);
    expect(ReferenceListQuery.parse({ limit: "20000" }).limit).toBe(9999);
  });

  it("falls back to the defaults for garbage values", () => {
    expect(ReferenceListQuery.parse({ page: "first", limit: "all" })).toEqual({ page: 1, limit: 9999 });
    expect(ReferenceListQuery.parse({ page: "0", limit: "-1" })).toEqual({ page: 1, limit: 9999 });
  });
});

describe("offsetOf", () => {
  it.each([
    [1, 10, 0],
    [2, 10, 10],
    [3, 25, 50],
    [5, 100, 400],
  ])("page %i with limit %i skips %i rows", (page, limit, offset) => {
    expect(offsetOf({ page, limit })).toBe(offset);
  });

  it("works on a parsed query", () => {
    expect(offsetOf(ListQuery.parse({ page: "3" }))).toBe(20);
  });
});

describe("listResultSchema", () => {
  const schema = listResultSchema(z.object({ _id: z.string() }));

  it("accepts a page of items", () => {
    const body = { items: [{ _id: "a" }, { _id: "b" }], total: 12, total_capped: false, page: 1, limit: 10 };
    expect(schema.parse(body)).toEqual(body);
  });

  it("requires the flag that says whether the total stopped at the cap", () => {
    const capped = { items: [{ _id: "a" }], total: LIST_TOTAL_CAP, total_capped: true, page: 1, limit: 10 };
    expect(schema.parse(capped)).toEqual(capped);
    expect(schema.safeParse({ items: [], total: 0, page: 1, limit: 10 }).success).toBe(false);
  });

  it("accepts an empty page", () => {
    expect(schema.safeParse({ items: [], total: 0, total_capped: false, page: 1, limit: 10 }).success).toBe(true);
  });

  it("rejects an item that does not match the item schema", () => {
    const result = schema.safeParse({
      items: [{ _id: "a" }, { id: "b" }],
      total: 2,
      total_capped: false,
      page: 1,
      limit: 10,
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.path)).toEqual([["items", 1, "_id"]]);
  });

  it("rejects a non-integer total", () => {
    expect(schema.safeParse({ items: [], total: 1.5, total_capped: false, page: 1, limit: 10 }).success).toBe(false);
  });

  it.each(["items", "total", "page", "limit"])("requires %s", (key) => {
    const body: Record<string, unknown> = { items: [], total: 0, page: 1, limit: 10 };
    delete body[key];
    expect(schema.safeParse(body).success).toBe(false);
  });
});

describe("IdParams and IdBody", () => {
  it("accept a uuid", () => {
    expect(IdParams.parse({ id: UUID })).toEqual({ id: UUID });
    expect(IdBody.parse({ id: UUID })).toEqual({ id: UUID });
  });

  it.each(["42", "not-a-uuid", "", `${UUID}x`])("reject the non-uuid %j with a named message", (id) => {
    const result = IdParams.safeParse({ id });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map(describeIssue)).toEqual(["id: must be a valid id"]);
  });

  it("reject a missing id", () => {
    expect(IdParams.safeParse({}).success).toBe(false);
    expect(IdBody.safeParse({}).success).toBe(false);
  });
});

describe("Nothing", () => {
  it("accepts only null", () => {
    expect(Nothing.safeParse(null).success).toBe(true);
    expect(Nothing.safeParse(undefined).success).toBe(false);
    expect(Nothing.safeParse({}).success).toBe(false);
  });
});
