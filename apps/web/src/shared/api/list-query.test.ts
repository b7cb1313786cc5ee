import { BranchListQuery } from "@pitlane/domain";
import { describe, expect, it } from "vitest";
import { readListQuery, toListSearchParams } from "./list-query";

const read = (search: string) => readListQuery(BranchListQuery, new URLSearchParams(search));

describe("a list query in the URL", () => {
  it("reads page, search, status and sort", () => {
    const query = read("page=3&search=gulberg&status=inactive&sort=name&order=desc");
    expect(query).toMatchObject({ page: 3, search: "gulberg", status: "inactive", sort: "name", order: "desc" });
  });

  it("falls back to the defaults for nonsense", () => {
    const query = read("page=-2&status=deleted&sort=price");
    expect(query).toMatchObject({ page: 1, status: "all", sort: "created_at", order: "asc", limit: 10 });
  });

  it("writes only what differs from the defaults", () => {
    expect(toListSearchParams(BranchListQuery, read("")).toString()).toBe("");
    const params = toListSearchParams(BranchListQuery, { ...read(""), page: 2, status: "active", search: "" });
    expect(params.toString()).toBe("page=2&status=active");
  });
});
