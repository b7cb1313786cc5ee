/** One field an action changed: its path ("balance.posted") and the value before and after, as text. */
export interface DiffRow {
  path: string;
  before: string | null;
  after: string | null;
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** Leaves of a value by dotted path; arrays and scalars are leaves (an array is read whole). */
function leaves(value: unknown, prefix: string, out: Map<string, unknown>): Map<string, unknown> {
  if (isPlainObject(value)) {
    for (const [key, inner] of Object.entries(value)) leaves(inner, prefix ? `${prefix}.${key}` : key, out);
  } else if (prefix || value !== null) {
    out.set(prefix, value);
  }
  return out;
}

const shown = (value: unknown): string | null =>
  value === undefined ? null : typeof value === "string" ? value : JSON.stringify(value);

/**
 * What an action changed, field by field, in the order the fields appear (before's first, then
 * what only after has): added fields have no before, removed ones no after, unchanged ones are left
 * out. A record created from nothing (before is null) lists every field it has.
 */
export function diffOf(before: unknown, after: unknown): DiffRow[] {
  const old = leaves(before, "", new Map());
  const now = leaves(after, "", new Map());
  const paths = [...new Set([...old.keys(), ...now.keys()])];
  return paths.flatMap((path) => {
    const was = shown(old.get(path));
    const is = shown(now.get(path));
    return was === is ? [] : [{ path: path || "—", before: was, after: is }];
  });
}
