/** An id the seed made earlier, by the key it was made under; a key the demo data gets wrong stops the seed. */
export function seededId(ids: Map<string, string>, key: string, what: string): string {
  const id = ids.get(key);
  if (!id) throw new Error(`demo data names an unknown ${what}: ${key}`);
  return id;
}
