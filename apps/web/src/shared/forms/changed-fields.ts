/**
 * The fields of an edit that differ from the saved record: what a PATCH sends, so a field nobody
 * touched is never written back over someone else's change. Values compare by their JSON, so lists
 * and nested objects compare by content.
 */
export function changedFields<T extends Record<string, unknown>>(body: T, saved: T): Partial<T> {
  const changed: Partial<T> = {};
  for (const key of Object.keys(body)) {
    if (JSON.stringify(body[key]) !== JSON.stringify(saved[key])) Object.assign(changed, { [key]: body[key] });
  }
  return changed;
}
