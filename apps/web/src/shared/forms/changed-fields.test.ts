import { describe, expect, it } from "vitest";
import { changedFields } from "./changed-fields";

describe("the fields an edit changed", () => {
  const saved = { name: "Oil change", price: 1500, branch_ids: ["b1", "b2"], resources: [{ id: "r1", quantity: 1 }] };

  it("is nothing for an untouched edit", () => {
    expect(changedFields(saved, saved)).toEqual({});
    expect(changedFields({ ...saved, branch_ids: ["b1", "b2"] }, saved)).toEqual({});
  });

  it("holds only what differs, lists and nested values compared by content", () => {
    const edited = { ...saved, price: 1600, branch_ids: ["b2"], resources: [{ id: "r1", quantity: 2 }] };
    expect(changedFields(edited, saved)).toEqual({
      price: 1600,
      branch_ids: ["b2"],
      resources: [{ id: "r1", quantity: 2 }],
    });
  });
});
