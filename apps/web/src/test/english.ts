import type { TFunction } from "i18next";
import { enFleetTexts } from "../locales/fleet-texts";
import { mergeTexts } from "../locales/merge-texts";
import { en } from "../locales/resources";
import { enShopTexts } from "../locales/shop-texts";
import { refusalText } from "../shared/forms/messages";

const texts = mergeTexts(mergeTexts(en, enShopTexts), enFleetTexts);

/** The English `t` of every screen, with i18next's `{{value}}` filling, for tests of what a form shows. */
export const englishT = ((key: string, options?: Record<string, unknown>) => {
  let node: unknown = texts;
  for (const part of key.split(".")) node = typeof node === "object" && node ? Reflect.get(node, part) : undefined;
  if (typeof node !== "string") return options && "defaultValue" in options ? options.defaultValue : key;
  return node.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => String(options?.[name] ?? whole));
}) as unknown as TFunction;

/** A form's errors (refusals kept by code) as the English a user reads under each field. */
export const inEnglish = (errors: Record<string, string>): Record<string, string> =>
  Object.fromEntries(Object.entries(errors).map(([field, refusal]) => [field, refusalText(englishT, refusal)]));
