// No zod and no texts here: the web's first page imports this, which must stay small.

/** Values a refusal's text names: "must be at most {{max}}", "Not enough stock of {{name}}". */
export type RefusalParams = Record<string, string | number>;

/**
 * A refusal as the envelope and an import's row errors carry it: a stable `code` (the web
 * translates by it), the field it is about when there is one, and the values its text names.
 */
export interface Refusal {
  code: string;
  field?: string;
  params?: RefusalParams;
}

/** Fills a text's `{{name}}` placeholders (the same syntax the web's translations use). */
export function fillPlaceholders(text: string, params: RefusalParams | undefined): string {
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => {
    const value = params?.[name];
    return value === undefined ? whole : String(value);
  });
}

/** What a zod issue says of its bounds (the API's and the web's copy of an issue both have these). */
export interface IssueBounds {
  message: string;
  minimum?: unknown;
  maximum?: unknown;
  /** A custom issue's values (one re-raised on another path keeps its bound here). */
  params?: Record<string, unknown>;
}

const boundOf = (value: unknown): number | string | undefined =>
  typeof value === "number" || typeof value === "string"
    ? value
    : typeof value === "bigint"
      ? String(value)
      : undefined;

/** The values a bound's text names: "must be at most {{max}}" (code `max`) takes the schema's maximum. */
export function issueParams(issue: IssueBounds): RefusalParams | undefined {
  const code = issue.message;
  const own = code === "min" ? issue.minimum : code === "max" ? issue.maximum : undefined;
  const bound = boundOf(own ?? issue.params?.[code]);
  return bound === undefined ? undefined : { [code]: bound };
}
