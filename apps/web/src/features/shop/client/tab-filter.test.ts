import { describe, expect, it } from "vitest";
import { readTabFilter, withTabFilter } from "./tab-filter";

const STATUSES = ["unpaid", "partial", "paid"] as const;
const read = (search: string) => readTabFilter(new URLSearchParams(search), "sales", STATUSES);

describe("a detail tab's filter in the URL", () => {
  it("reads its own status and page, not another tab's", () => {
    expect(read("sales_status=partial&sales_page=3&appointments_page=2")).toEqual({ status: "partial", page: 3 });
    expect(read("appointments_status=paid&appointments_page=2")).toEqual({ status: undefined, page: 1 });
  });

  it("reads an unknown status as all and an odd page as the first", () => {
    expect(read("sales_status=refunded&sales_page=0")).toEqual({ status: undefined, page: 1 });
    expect(read("sales_page=2.5")).toEqual({ status: undefined, page: 1 });
    expect(read("sales_page=abc")).toEqual({ status: undefined, page: 1 });
  });

  it("writes the filter back beside the other parameters, leaving defaults out", () => {
    const params = new URLSearchParams("tab=sales&appointments_page=2&sales_page=4");
    expect(withTabFilter(params, "sales", { status: "paid", page: 2 }).toString()).toBe(
      "tab=sales&appointments_page=2&sales_status=paid&sales_page=2",
    );
    expect(withTabFilter(params, "sales", { status: undefined, page: 1 }).toString()).toBe(
      "tab=sales&appointments_page=2",
    );
  });
});
