import { BaseRefusal } from "./base-messages.js";
import { FleetRefusal } from "./fleet-messages.js";
import { OpsStationRefusal } from "./ops-station-messages.js";
import { ReviewRefusal } from "./review-messages.js";
import { type RefusalParams, fillPlaceholders } from "./refusal.js";
import { ShopRefusal } from "./shop-messages.js";

export { BaseRefusal } from "./base-messages.js";
export { FleetRefusal } from "./fleet-messages.js";
export { ShopRefusal } from "./shop-messages.js";
export { ReviewRefusal } from "./review-messages.js";

/**
 * Every refusal of the product by its stable code, with the API's English text. Schemas carry
 * the code as their zod message; the API writes the text into the envelope beside the code; the
 * web shows its own text for the code (`refusals.<code>`, English and Arabic).
 */
export const RefusalText = { ...BaseRefusal, ...FleetRefusal, ...ShopRefusal, ...OpsStationRefusal, ...ReviewRefusal };
export type RefusalCode = keyof typeof RefusalText;

/** Every code as itself, for schemas and services: `RefusalCode.required` is "required". */
export const RefusalCode = Object.fromEntries(Object.keys(RefusalText).map((code) => [code, code])) as {
  [C in RefusalCode]: C;
};

export const isRefusalCode = (value: string): value is RefusalCode => Object.hasOwn(RefusalText, value);

/** The API's English for a refusal: "email: must be a valid e-mail address", "Category not found". */
export function refusalMessage(code: RefusalCode, params?: RefusalParams, field?: string): string {
  const text = fillPlaceholders(RefusalText[code], params);
  return field ? `${field}: ${text}` : text;
}
