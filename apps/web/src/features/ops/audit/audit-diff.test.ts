import { describe, expect, it } from "vitest";
import { diffOf } from "./audit-diff";

describe("diffOf", () => {
  it("lists the fields that changed, with their values before and after", () => {
    expect(
      diffOf(
        { status: "pending", amount: 5000, reason: null },
        { status: "rejected", amount: 5000, reason: "Slip unreadable" },
      ),
    ).toEqual([
      { path: "status", before: "pending", after: "rejected" },
      { path: "reason", before: "null", after: "Slip unreadable" },
    ]);
  });

  it("follows nested objects by dotted path and reads arrays whole", () => {
    expect(diffOf({ balance: { posted: 10 }, tags: [1] }, { balance: { posted: 25 }, tags: [1, 2] })).toEqual([
      { path: "balance.posted", before: "10", after: "25" },
      { path: "tags", before: "[1]", after: "[1,2]" },
    ]);
  });

  it("lists every field of a record made from nothing, and every field of one removed", () => {
    expect(diffOf(null, { name: "Ayesha", role: "reviewer" })).toEqual([
      { path: "name", before: null, after: "Ayesha" },
      { path: "role", before: null, after: "reviewer" },
    ]);
    expect(diffOf({ rate: 2.5 }, null)).toEqual([{ path: "rate", before: "2.5", after: null }]);
  });

  it("finds nothing when nothing changed", () => {
    expect(diffOf({ a: 1 }, { a: 1 })).toEqual([]);
    expect(diffOf(null, null)).toEqual([]);
  });

  it("compares scalars at the top as one field", () => {
    expect(diffOf(30, 45)).toEqual([{ path: "—", before: "30", after: "45" }]);
  });
});
