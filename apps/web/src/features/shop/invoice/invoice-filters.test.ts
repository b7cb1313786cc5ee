import { InvoiceListQuery } from "@pitlane/domain";
import { describe, expect, it } from "vitest";
import { readListQuery, toListSearchParams } from "../../../shared/api/list-query";
import {
  type DateRange,
  dateRangeOf,
  isInvoiceListFiltered,
  pickDateRange,
  paymentStatusOfTab,
  paymentTabOf,
} from "./invoice-filters";

const CLIENT = "7b0c8a3e-2f41-4a57-9a55-0d4c3b1f6e21";
const BRANCH = "0f3d7c2a-9b84-4e1f-8c6d-5a2b1e9f4c70";
const fromUrl = (search: string) => readListQuery(InvoiceListQuery, new URLSearchParams(search));

describe("the invoice list's filters in the URL", () => {
  it("reads every filter back from a shared link", () => {
    const query = fromUrl(
      `page=2&search=INV-000123&payment_status=partial&from=2025-03-01&to=2025-03-31&client_id=${CLIENT}&branch_id=${BRANCH}`,
    );
    expect(query).toMatchObject({
      page: 2,
      search: "INV-000123",
      payment_status: "partial",
      from: "2025-03-01",
      to: "2025-03-31",
      client_id: CLIENT,
      branch_id: BRANCH,
    });
    expect(isInvoiceListFiltered(query)).toBe(true);
  });

  it("writes them back as the same link, leaving the defaults out", () => {
    const search = `page=2&search=Ali&payment_status=paid&from=2025-03-01&to=2025-03-31&client_id=${CLIENT}&branch_id=${BRANCH}`;
    const params = toListSearchParams(InvoiceListQuery, fromUrl(search));
    expect(Object.fromEntries(params)).toEqual(Object.fromEntries(new URLSearchParams(search)));
    expect(toListSearchParams(InvoiceListQuery, fromUrl("page=1&limit=10")).toString()).toBe("");
  });

  it("drops a filter that is not one (an old or edited link) and still lists", () => {
    const query = fromUrl("payment_status=overdue&from=2025-02-30&to=yesterday&client_id=42&branch_id=x");
    expect(query.payment_status).toBeUndefined();
    expect(query.from).toBeUndefined();
    expect(query.to).toBeUndefined();
    expect(query.client_id).toBeUndefined();
    expect(query.branch_id).toBeUndefined();
    expect(isInvoiceListFiltered(query)).toBe(false);
  });
});

describe("payment status tabs", () => {
  it("shows All without a filter and the status's tab with one", () => {
    expect(paymentTabOf({})).toBe("all");
    expect(paymentTabOf({ payment_status: "unpaid" })).toBe("unpaid");
  });

  it("turns a tab into the filter, All into none", () => {
    expect(paymentStatusOfTab("partial")).toBe("partial");
    expect(paymentStatusOfTab("all")).toBeUndefined();
    expect(paymentStatusOfTab(null)).toBeUndefined();
  });
});

describe("the date range", () => {
  const none: DateRange = [null, null];
  const march: DateRange = ["2025-03-01", "2025-03-31"];

  it("shows the URL's range in the picker, open ends as null", () => {
    expect(dateRangeOf({ from: "2025-03-01", to: "2025-03-31" })).toEqual(march);
    expect(dateRangeOf({})).toEqual(none);
  });

  it("waits for the second day before filtering", () => {
    expect(pickDateRange(none, ["2025-03-01", null], none)).toEqual({ shown: ["2025-03-01", null], patch: null });
  });

  it("filters by the picked days, back on page 1", () => {
    expect(pickDateRange(["2025-03-01", null], march, none)).toEqual({
      shown: march,
      patch: { from: "2025-03-01", to: "2025-03-31", page: 1 },
    });
  });

  it("puts back the URL's range when a new one is abandoned half-way", () => {
    expect(pickDateRange(["2025-04-10", null], none, march)).toEqual({ shown: march, patch: null });
  });

  it("clears the filter when a picked range is cleared", () => {
    expect(pickDateRange(march, none, march)).toEqual({
      shown: none,
      patch: { from: undefined, to: undefined, page: 1 },
    });
  });
});
