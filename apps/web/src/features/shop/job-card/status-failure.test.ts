import { describe, expect, it } from "vitest";
import { stockShortOf } from "./status-failure";

describe("stockShortOf", () => {
  it("reads the product out of the stock refusal", () => {
    expect(stockShortOf("Not enough stock of Engine oil (5 L) at this branch")).toBe("Engine oil (5 L)");
  });

  it("is null for any other refusal", () => {
    expect(stockShortOf("This job card cannot move to that status from its current one")).toBeNull();
  });
});
