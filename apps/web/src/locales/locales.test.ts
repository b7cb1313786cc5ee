import { ValidationMessage } from "@pitlane/domain";
import { describe, expect, it } from "vitest";
import { ar } from "./arabic";
import { arFleetTexts } from "./arabic-fleet";
import { arShopTexts } from "./arabic-shop";
import { enFleetTexts } from "./fleet-texts";
import { en } from "./resources";
import { mergeTexts } from "./merge-texts";
import { enShopTexts } from "./shop-texts";

/** Every leaf as "a.b.c" -> text. */
function flatten(tree: object, prefix = ""): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === "string") out.set(path, value);
    else if (typeof value === "object" && value !== null)
      for (const [leaf, text] of flatten(value, path)) out.set(leaf, text);
  }
  return out;
}

const placeholders = (text: string) => [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort();

describe("locales", () => {
  const english = flatten(mergeTexts(mergeTexts(en, enShopTexts), enFleetTexts));
  const arabic = flatten(mergeTexts(mergeTexts(ar, arShopTexts), arFleetTexts));

  it("Arabic has exactly the English keys", () => {
    expect([...arabic.keys()].sort()).toEqual([...english.keys()].sort());
  });

  it("no text is empty", () => {
    for (const [key, text] of [...english, ...arabic]) expect(text.trim(), key).not.toBe("");
  });

  it("Arabic keeps the placeholders of the English text", () => {
    for (const [key, text] of english) expect(placeholders(arabic.get(key) ?? ""), key).toEqual(placeholders(text));
  });

  it("every domain validation message has a translation", () => {
    for (const key of Object.keys(ValidationMessage)) expect(english.has(`validation.${key}`), key).toBe(true);
  });

  it("Arabic text is Arabic (not English left untranslated)", () => {
    // Brand names and codes may stay Latin; anything with a few words must contain Arabic letters.
    for (const [key, text] of arabic) {
      if (text.split(" ").length >= 3) expect(text, key).toMatch(/[\u0600-\u06FF]/);
    }
  });
});
