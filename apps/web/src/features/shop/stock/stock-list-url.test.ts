import { StockListQuery } from "@pitlane/domain";
import { describe, expect, it } from "vitest";
import { readListQuery, toListSearchParams } from "../../../shared/api/list-query";

const read = (search: string) => readListQuery(StockListQuery, new URLSearchParams(search));
const BRANCH = "0b6f1c1e-6a4e-4c43-9d0e-3f1a2b3c4d5e";

describe("the stock list's filters in the URL", () => {
  it("opens on every branch, low or not, page 1", () => {
    expect(read("")).toMatchObject({ page: 1, low: false, branch_id: null });
    expect(read("").search).toBeUndefined();
  });

  it("reads the search, the branch, the low-stock switch and the page", () => {
    expect(read(`search=shell%20hx7&branch_id=${BRANCH}&low=true&page=3`)).toMatchObject({
      search: "shell hx7",
      branch_id: BRANCH,
      low: true,
      page: 3,
    });
  });

  it("reads an odd switch or page as the default", () => {
    expect(read("low=yes&page=-2")).toMatchObject({ low: false, page: 1 });
  });

  it("keeps a plain list's URL plain and writes only what was chosen", () => {
    expect(toListSearchParams(StockListQuery, read("")).toString()).toBe("");
    const chosen = { ...read(""), search: "filter", branch_id: BRANCH, low: true };
    expect(Object.fromEntries(toListSearchParams(StockListQuery, chosen))).toEqual({
      search: "filter",
      branch_id: BRANCH,
      low: "true",
    });
  });
});
