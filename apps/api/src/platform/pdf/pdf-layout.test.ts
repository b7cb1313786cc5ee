import { describe, expect, it } from "vitest";
import { visualOrder } from "./pdf-layout.js";

const words = (text: string) => text.split(" ");

describe("visualOrder: the words of a printed line from left to right", () => {
  it("keeps an English line as it is", () => {
    expect(visualOrder(words("Engine oil 5W-30"), "ltr")).toEqual(["Engine", "oil", "5W-30"]);
  });

  it("reverses an Arabic line, so it reads from the right", () => {
    expect(visualOrder(words("فاتورة ضريبية مبسطة"), "rtl")).toEqual(["مبسطة", "ضريبية", "فاتورة"]);
  });

  it("keeps a Latin or numeric run in its own order inside an Arabic line", () => {
    expect(visualOrder(words("زيت محرك Castrol 5W-30 لتر"), "rtl")).toEqual(["لتر", "Castrol", "5W-30", "محرك", "زيت"]);
    expect(visualOrder(words("01 مارس 2025"), "rtl")).toEqual(["2025", "مارس", "01"]);
    expect(visualOrder(words("+92 300 1234567"), "rtl")).toEqual(["+92", "300", "1234567"]);
  });

  it("reverses an Arabic name inside an English line", () => {
    expect(visualOrder(words("Client محمد علي Khan"), "ltr")).toEqual(["Client", "علي", "محمد", "Khan"]);
  });

  it("lets a neutral word join the run it sits in", () => {
    expect(visualOrder(words("فرع - جلبرج"), "rtl")).toEqual(["جلبرج", "-", "فرع"]);
  });
});
