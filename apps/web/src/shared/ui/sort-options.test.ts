import type { TFunction } from "i18next";
import { describe, expect, it } from "vitest";
import { nameAndDateSorts, sortKeyOf, sortOfKey } from "./sort-options";

// The keys stand for the texts: what matters here is which sort each option stands for.
const t = ((key: string) => key) as unknown as TFunction;

describe("a list's sort select", () => {
  const options = nameAndDateSorts(t);

  it("maps a sort to its option and back", () => {
    expect(sortKeyOf({ sort: "name", order: "asc" })).toBe("name:asc");
    expect(sortOfKey(options, "name:desc")).toEqual({ sort: "name", order: "desc" });
    expect(sortOfKey(options, "created_at:desc")).toEqual({ sort: "created_at", order: "desc" });
  });

  it("ignores a value the list does not offer", () => {
    expect(sortOfKey(options, "price:asc")).toBeNull();
    expect(sortOfKey(options, null)).toBeNull();
  });

  it("offers newest first, then oldest, then by name either way", () => {
    expect(options.map(sortKeyOf)).toEqual(["created_at:desc", "created_at:asc", "name:asc", "name:desc"]);
  });
});
