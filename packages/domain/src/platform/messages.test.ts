import { describe, expect, it } from "vitest";
import {
  BaseRefusal,
  FleetRefusal,
  RefusalCode,
  RefusalText,
  ReviewRefusal,
  ShopRefusal,
  refusalMessage,
} from "./messages.js";

describe("refusal catalogue", () => {
  it("defines every code once: no back office's list overrides another's", () => {
    const all = [BaseRefusal, FleetRefusal, ShopRefusal, ReviewRefusal].flatMap(Object.keys);
    const repeated = all.filter((code, index) => all.indexOf(code) !== index);
    expect(repeated).toEqual([]);
  });

  it("gives every refusal its own text, so no two codes read the same to an API client", () => {
    const texts = Object.values(RefusalText);
    const repeated = texts.filter((text, index) => texts.indexOf(text) !== index);
    expect(repeated).toEqual([]);
  });

  it("writes codes in snake case, each code naming itself", () => {
    for (const [code, same] of Object.entries(RefusalCode)) {
      expect(code).toMatch(/^[a-z][a-z0-9_]*$/);
      expect(same).toBe(code);
    }
  });

  it("names the field before a field's text and fills the text's values", () => {
    expect(refusalMessage("email", undefined, "email")).toBe("email: must be a valid e-mail address");
    expect(refusalMessage("max", { max: 24 }, "fuelings_per_day")).toBe("fuelings_per_day: must be at most 24");
    expect(refusalMessage("forbidden")).toBe("You do not have permission to do this");
  });
});
