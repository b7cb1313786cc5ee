import type { Refusal, RefusalParams } from "@pitlane/domain/platform/refusal";
import type { TFunction } from "i18next";
import { type Failure, NETWORK_ERROR_CODE } from "../api/api-error";

/**
 * A refusal as forms keep their errors (Mantine holds text): the code, and its values after a
 * space when it has some ("max {"max":24}"). A language switch translates it again.
 */
export function encodeRefusal({ code, params }: Pick<Refusal, "code" | "params">): string {
  return params ? `${code} ${JSON.stringify(params)}` : code;
}

function decodeRefusal(text: string): Refusal {
  const space = text.indexOf(" ");
  if (space < 0) return { code: text };
  try {
    const params: unknown = JSON.parse(text.slice(space + 1));
    if (typeof params === "object" && params !== null)
      return { code: text.slice(0, space), params: params as RefusalParams };
  } catch {
    // Not an encoded refusal: text as it came (zod's own words, say).
  }
  return { code: text };
}

/**
 * A refusal in the current language, by its code (`refusals.<code>`, filled with its values).
 * A code this screen has no text for (zod's own words, a newer server) shows `fallback`, else
 * the text as it came, rather than nothing.
 */
export function refusalText(t: TFunction, refusal: Refusal | string, fallback?: string): string {
  const { code, params } = typeof refusal === "string" ? decodeRefusal(refusal) : refusal;
  const key = `refusals.${code}`;
  // The code comes from the server or a schema at run time; i18next answers whether a text exists for it.
  if (!/^\w+$/.test(code) || !t(key as "refusals.required", { defaultValue: "" })) return fallback ?? code;
  return t(key as "refusals.required", params ?? {});
}

/** What to tell the user about a failed call: network and server faults read the same everywhere, refusals by code. */
export function failureText(t: TFunction, failure: Failure): string {
  if (failure.code === NETWORK_ERROR_CODE) return t("errors.network");
  if (failure.code >= 500) return t("refusals.unexpected");
  if (failure.refusal) return refusalText(t, failure.refusal, failure.message);
  return failure.message || t("refusals.unexpected");
}
