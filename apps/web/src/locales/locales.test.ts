import { BaseRefusal, FleetRefusal, RefusalText, ReviewRefusal, ShopRefusal } from "@pitlane/domain";
import { describe, expect, it } from "vitest";
import { ar } from "./arabic";
import { arFleetTexts } from "./arabic-fleet";
import { arOpsTexts } from "./arabic-ops";
import { arShopTexts } from "./arabic-shop";
import { arStationTexts } from "./arabic-station";
import { enFleetTexts } from "./fleet-texts";
import { en } from "./resources";
import { mergeTexts } from "./merge-texts";
import { enOpsTexts } from "./ops-texts";
import { enShopTexts } from "./shop-texts";
import { enStationTexts } from "./station-texts";

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
  const english = flatten(
    mergeTexts(mergeTexts(mergeTexts(mergeTexts(en, enShopTexts), enFleetTexts), enOpsTexts), enStationTexts),
  );
  const arabic = flatten(
    mergeTexts(mergeTexts(mergeTexts(mergeTexts(ar, arShopTexts), arFleetTexts), arOpsTexts), arStationTexts),
  );

  it("Arabic has exactly the English keys", () => {
    expect([...arabic.keys()].sort()).toEqual([...english.keys()].sort());
  });

  it("no text is empty", () => {
    for (const [key, text] of [...english, ...arabic]) expect(text.trim(), key).not.toBe("");
  });

  it("Arabic keeps the placeholders of the English text", () => {
    for (const [key, text] of english) expect(placeholders(arabic.get(key) ?? ""), key).toEqual(placeholders(text));
  });

  it("every refusal code of the domain has an English and an Arabic text, and the web no other", () => {
    const codes = Object.keys(RefusalText);
    for (const code of codes) {
      expect(english.has(`refusals.${code}`), code).toBe(true);
      expect(arabic.has(`refusals.${code}`), code).toBe(true);
    }
    const webCodes = [...english.keys()].filter((key) => key.startsWith("refusals.")).map((key) => key.slice(9));
    expect(webCodes.filter((code) => !codes.includes(code))).toEqual([]);
  });

  it("loads each refusal's text with the screens that can meet it", () => {
    // The public pages, the shop's shell and the fleet portal each carry the codes they can be refused with.
    const publicTexts = flatten(en);
    const shopTexts = flatten(mergeTexts(en, enShopTexts));
    const fleetTexts = flatten(mergeTexts(en, enFleetTexts));
    for (const code of Object.keys(BaseRefusal)) {
      expect(shopTexts.has(`refusals.${code}`) && fleetTexts.has(`refusals.${code}`), code).toBe(true);
    }
    for (const code of Object.keys(ShopRefusal)) expect(shopTexts.has(`refusals.${code}`), code).toBe(true);
    for (const code of Object.keys(FleetRefusal)) expect(fleetTexts.has(`refusals.${code}`), code).toBe(true);
    // The console meets the platform's refusals and those of the money and of its own users (the fleet catalogue's).
    const opsTexts = flatten(mergeTexts(en, enOpsTexts));
    for (const code of [...Object.keys(BaseRefusal), ...Object.keys(FleetRefusal)]) {
      expect(opsTexts.has(`refusals.${code}`), code).toBe(true);
    }
    // The terminal meets the platform's refusals and those of the money and the station API (the fleet catalogue's).
    const stationTexts = flatten(mergeTexts(en, enStationTexts));
    for (const code of [...Object.keys(BaseRefusal), ...Object.keys(FleetRefusal)]) {
      expect(stationTexts.has(`refusals.${code}`), code).toBe(true);
    }
    // Drivers' reviews are refused at the terminal, disputes' decisions in the console and the portal.
    for (const code of Object.keys(ReviewRefusal)) {
      for (const texts of [stationTexts, opsTexts, fleetTexts]) expect(texts.has(`refusals.${code}`), code).toBe(true);
    }
    for (const code of ["required", "email", "invalid_credentials", "csrf", "too_many_attempts", "session_expired"]) {
      expect(publicTexts.has(`refusals.${code}`), code).toBe(true);
    }
  });

  it("names in a refusal's text only the values the API sends with its code", () => {
    for (const [code, text] of Object.entries(RefusalText)) {
      const sent = placeholders(text);
      for (const name of placeholders(english.get(`refusals.${code}`) ?? "")) expect(sent, code).toContain(name);
    }
  });

  it("Arabic text is Arabic (not English left untranslated)", () => {
    // Brand names and codes may stay Latin; anything with a few words must contain Arabic letters.
    for (const [key, text] of arabic) {
      if (text.split(" ").length >= 3) expect(text, key).toMatch(/[\u0600-\u06FF]/);
    }
  });
});
