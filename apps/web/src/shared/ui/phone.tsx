/**
 * A phone as the API answers it, in international form ("+92 300 2255913"). It reads left to right
 * inside Arabic text too: isolated, the "+" stays in front and the digit groups keep their order
 * (without it an RTL line shows "2255913 300 92+").
 */
export function Phone({ value }: { value: string | null | undefined }) {
  return value ? (
    <bdi dir="ltr" data-phone>
      {value}
    </bdi>
  ) : (
    "—"
  );
}

/**
 * The same isolation inside plain text, where no element can go (a select option's label): the
 * phone between a left-to-right isolate and its closing mark.
 */
export const phoneText = (value: string) => `\u2066${value}\u2069`;
