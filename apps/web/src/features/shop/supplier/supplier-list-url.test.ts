import { SupplierListQuery } from "@pitlane/domain";
import { describe, expect, it } from "vitest";
import { readListQuery, toListSearchParams } from "../../../shared/api/list-query";

const read = (search: string) => readListQuery(SupplierListQuery, new URLSearchParams(search));

describe("the suppliers list's filters in the URL", () => {
  it("opens on every supplier, by name from A, page 1", () => {
    expect(read("")).toMatchObject({ page: 1, status: "all", sort: "name", order: "asc" });
    expect(read("").search).toBeUndefined();
  });

  it("reads the search, the status, the sort and the page", () => {
    expect(read("search=lahore%20oils&status=inactive&sort=created_at&order=desc&page=2")).toMatchObject({
      search: "lahore oils",
      status: "inactive",
      sort: "created_at",
      order: "desc",
      page: 2,
    });
  });

  it("reads an unknown status, sort or page as the default", () => {
    expect(read("status=archived&sort=city&order=up&page=0")).toMatchObject({
      status: "all",
      sort: "name",
      order: "asc",
      page: 1,
    });
  });

  it("keeps a plain list's URL plain and writes only what was chosen", () => {
    expect(toListSearchParams(SupplierListQuery, read("")).toString()).toBe("");
    const chosen = { ...read(""), search: "oil", status: "active" as const, sort: "created_at" as const };
    expect(Object.fromEntries(toListSearchParams(SupplierListQuery, chosen))).toEqual({
      search: "oil",
      status: "active",
      sort: "created_at",
    });
  });
});
