import { describe, expect, it } from "vitest";
import { parseSortOption, readBranchQuery, sortOptionOf, toSearchParams } from "./branch-list-query";

describe("branch list query in the URL", () => {
  it("reads page, search, status and sort", () => {
    const query = readBranchQuery(new URLSearchParams("page=3&search=gulberg&status=inactive&sort=name&order=desc"));
    expect(query).toMatchObject({ page: 3, search: "gulberg", status: "inactive", sort: "name", order: "desc" });
  });

  it("falls back to the defaults for nonsense", () => {
    const query = readBranchQuery(new URLSearchParams("page=-2&status=deleted&sort=price"));
    expect(query).toMatchObject({ page: 1, status: "all", sort: "created_at", order: "asc", limit: 10 });
  });

  it("writes only what differs from the defaults", () => {
    expect(toSearchParams(readBranchQuery(new URLSearchParams())).toString()).toBe("");
    const params = toSearchParams({ ...readBranchQuery(new URLSearchParams()), page: 2, status: "active" });
    expect(params.toString()).toBe("page=2&status=active");
  });

  it("maps the sort select both ways", () => {
    expect(parseSortOption("name:desc")).toEqual({ sort: "name", order: "desc" });
    expect(sortOptionOf(readBranchQuery(new URLSearchParams("sort=name")))).toBe("name:asc");
  });
});
