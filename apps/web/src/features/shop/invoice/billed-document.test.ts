import { describe, expect, it } from "vitest";
import { billedDocumentOf } from "./billed-document";

const none = { job_card_id: null, job_card_number: null, order_id: null, order_number: null };

describe("billedDocumentOf", () => {
  it("names a job card's invoice by its job card", () => {
    expect(billedDocumentOf({ ...none, job_card_id: "jc-1", job_card_number: 7 })).toEqual({
      kind: "job_card",
      number: "JC-000007",
      path: "/jobs/job-list/jc-1",
    });
  });

  it("names an order's invoice by its order", () => {
    expect(billedDocumentOf({ ...none, order_id: "o-1", order_number: 12 })).toEqual({
      kind: "order",
      number: "ORD-000012",
      path: "/orders/o-1",
    });
  });

  it("names nothing when the invoice carries neither", () => {
    expect(billedDocumentOf(none)).toBeNull();
  });
});
