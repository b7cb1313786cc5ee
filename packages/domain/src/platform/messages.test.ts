import { describe, expect, it } from "vitest";
import { BaseValidationMessage, FleetValidationMessage, ShopValidationMessage } from "./messages.js";

describe("validation messages", () => {
  it("gives every key one text: no back office's list overrides another's", () => {
    const lists = [BaseValidationMessage, FleetValidationMessage, ShopValidationMessage].map(Object.keys);
    const all = lists.flat();
    const repeated = all.filter((key, index) => all.indexOf(key) !== index);
    expect(repeated).toEqual([]);
  });
});
