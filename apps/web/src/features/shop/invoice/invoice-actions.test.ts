import { describe, expect, it } from "vitest";
import { invoiceActionsOf, shownStatusOf } from "./invoice-actions";

const all = { canRecordPayment: true, canVoid: true };

describe("the status shown", () => {
  it("colours what is still owed", () => {
    expect(shownStatusOf({ payment_status: "unpaid", voided: false })).toEqual({
      kind: "payment",
      status: "unpaid",
      color: "red",
    });
    expect(shownStatusOf({ payment_status: "partial", voided: false }).color).toBe("yellow");
    expect(shownStatusOf({ payment_status: "paid", voided: false }).color).toBe("teal");
  });

  it("shows a voided invoice as VOID alone, not also as unpaid", () => {
    expect(shownStatusOf({ payment_status: "unpaid", voided: true })).toEqual({ kind: "void", color: "red" });
  });
});

describe("the detail screen's actions", () => {
  const unpaid = { balance: 50, paid: 0, voided: false };

  it("offers a payment and voiding on an invoice nobody has paid yet", () => {
    expect(invoiceActionsOf(unpaid, all)).toEqual({ canPay: true, canVoid: true });
  });

  it("offers the rest of the payment but no voiding once something was paid", () => {
    expect(invoiceActionsOf({ balance: 30, paid: 20, voided: false }, all)).toEqual({ canPay: true, canVoid: false });
  });

  it("offers nothing on a paid invoice", () => {
    expect(invoiceActionsOf({ balance: 0, paid: 50, voided: false }, all)).toEqual({ canPay: false, canVoid: false });
  });

  it("offers nothing on a voided invoice", () => {
    expect(invoiceActionsOf({ ...unpaid, voided: true }, all)).toEqual({ canPay: false, canVoid: false });
  });

  it("offers only what the role holds", () => {
    expect(invoiceActionsOf(unpaid, { canRecordPayment: false, canVoid: true })).toEqual({
      canPay: false,
      canVoid: true,
    });
    expect(invoiceActionsOf(unpaid, { canRecordPayment: true, canVoid: false })).toEqual({
      canPay: true,
      canVoid: false,
    });
  });
});
