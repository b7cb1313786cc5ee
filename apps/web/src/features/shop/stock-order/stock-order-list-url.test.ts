import { StockOrderListQuery } from "@pitlane/domain";
import { describe, expect, it } from "vitest";
import { readListQuery, toListSearchParams } from "../../../shared/api/list-query";
import { isStockOrderListFiltered, STOCK_ORDER_TABS, statusOfTab, stockOrderTabOf } from "./stock-order-filters";

const read = (search: string) => readListQuery(StockOrderListQuery, new URLSearchParams(search));
const SUPPLIER = "0b6f1c1e-6a4e-4c43-9d0e-3f1a2b3c4d5e";
const BRANCH = "7d1e2f3a-4b5c-4d6e-8f90-a1b2c3d4e5f6";

describe("the stock orders list's filters in the URL", () => {
  it("opens on every order of every supplier and branch, page 1", () => {
    expect(read("")).toMatchObject({ page: 1, supplier_id: null, branch_id: null });
    expect(read("").status).toBeUndefined();
    expect(read("").search).toBeUndefined();
    expect(isStockOrderListFiltered(read(""))).toBe(false);
  });

  it("reads the search, the status, the supplier, the branch and the page", () => {
    const query = read(`search=PO-12&status=partly_received&supplier_id=${SUPPLIER}&branch_id=${BRANCH}&page=2`);
    expect(query).toMatchObject({
      search: "PO-12",
      status: "partly_received",
      supplier_id: SUPPLIER,
      branch_id: BRANCH,
      page: 2,
    });
    expect(isStockOrderListFiltered(query)).toBe(true);
  });

  it("reads an unknown status or page as the default", () => {
    expect(read("status=lost&page=0")).toMatchObject({ page: 1 });
    expect(read("status=lost").status).toBeUndefined();
  });

  it("keeps a plain list's URL plain and writes only what was chosen", () => {
    expect(toListSearchParams(StockOrderListQuery, read("")).toString()).toBe("");
    const chosen = { ...read(""), search: "ravi", status: "ordered" as const, supplier_id: SUPPLIER };
    expect(Object.fromEntries(toListSearchParams(StockOrderListQuery, chosen))).toEqual({
      search: "ravi",
      status: "ordered",
      supplier_id: SUPPLIER,
    });
  });
});

describe("the status tabs", () => {
  it("offer every order, then each status in the order's life", () => {
    expect(STOCK_ORDER_TABS).toEqual(["all", "draft", "ordered", "partly_received", "received", "cancelled"]);
  });

  it("show the URL's status, or All without one", () => {
    expect(stockOrderTabOf({ status: undefined })).toBe("all");
    expect(stockOrderTabOf({ status: "received" })).toBe("received");
  });

  it("filter by the tab's status, and not at all for All", () => {
    expect(statusOfTab("all")).toBeUndefined();
    expect(statusOfTab("cancelled")).toBe("cancelled");
    expect(statusOfTab("archived")).toBeUndefined();
  });
});
