import { expect } from "vitest";

/** One Pakistani mobile number as it is stored, as it is shown, and as people type it. */
export const STORED_PHONE = "+923002255913";
export const SHOWN_PHONE = "+92 300 2255913";
export const PHONE_FORMS = [
  "03002255913",
  "0300-2255913",
  "0300 2255913",
  "(0300) 225-5913",
  "+92 300 2255913",
  "+923002255913",
  "923002255913",
  "0092 300 2255913",
];

/** Each way of typing the number finds what `search` should find, and only that. */
export async function expectFoundByEveryForm(search: (term: string) => Promise<string[]>, expected: string[]) {
  for (const term of PHONE_FORMS) expect({ term, found: await search(term) }).toEqual({ term, found: expected });
}
