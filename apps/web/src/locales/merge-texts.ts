type Tree = { [key: string]: unknown };

const isTree = (value: unknown): value is Tree => typeof value === "object" && value !== null;

/** Two text trees as i18next merges a late bundle into the first (deep, the second winning). */
export function mergeTexts(base: Tree, late: Tree): Tree {
  const merged: Tree = { ...base };
  for (const [key, value] of Object.entries(late)) {
    const current = merged[key];
    merged[key] = isTree(current) && isTree(value) ? mergeTexts(current, value) : value;
  }
  return merged;
}
