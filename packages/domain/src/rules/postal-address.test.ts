import { describe, expect, it } from "vitest";
import { addressText } from "./postal-address.js";

const lahore = { name: "Lahore", nameArabic: "لاهور" };
const punjab = { name: "Punjab", nameArabic: null };
const pakistan = { name: "Pakistan", nameArabic: "باكستان" };

describe("addressText", () => {
  it("reads the street line, then city, state and country, in each language", () => {
    expect(addressText({ line: " 12 Main Boulevard ", city: lahore, state: punjab, country: pakistan })).toEqual({
      english: "12 Main Boulevard, Lahore, Punjab, Pakistan",
      arabic: "12 Main Boulevard، لاهور، Punjab، باكستان",
    });
  });

  it("leaves out what is not known, and is null when nothing is", () => {
    expect(addressText({ line: "", city: null, state: null, country: pakistan })).toEqual({
      english: "Pakistan",
      arabic: "باكستان",
    });
    expect(addressText({ line: "  ", city: null, state: null, country: null })).toBeNull();
  });
});
