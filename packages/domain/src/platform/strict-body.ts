import { z } from "zod";

/** The parts of a zod schema's definition that hold other schemas, by the kinds that have them. */
interface Def {
  type: string;
  shape?: Record<string, z.ZodType>;
  catchall?: z.ZodType;
  element?: z.ZodType;
  innerType?: z.ZodType;
  in?: z.ZodType;
  out?: z.ZodType;
  options?: readonly z.ZodType[];
  valueType?: z.ZodType;
  items?: readonly z.ZodType[];
  rest?: z.ZodType | null;
  getter?: () => z.ZodType;
}

/** Kinds that wrap one schema (`.optional()`, `.default()` ...): strict inside means strict. */
const WRAPPERS = new Set(["optional", "nullable", "default", "prefault", "catch", "readonly", "nonoptional"]);

const made = new WeakMap<z.ZodType, z.ZodType>();

function strict(schema: z.ZodType): z.ZodType {
  const known = made.get(schema);
  if (known) return known;
  const def = schema._zod.def as Def;
  const clone = (changes: Partial<Def>) => schema.clone({ ...schema._zod.def, ...changes } as typeof schema._zod.def);
  let result: z.ZodType;
  if (def.type === "object" && def.shape) {
    const shape = Object.fromEntries(Object.entries(def.shape).map(([name, field]) => [name, strict(field)]));
    // An object that names its own catch-all (a map of values) keeps it; the others take no other key.
    result = clone({ shape, catchall: def.catchall ?? z.never() });
  } else if (def.type === "array" && def.element) result = clone({ element: strict(def.element) });
  else if (WRAPPERS.has(def.type) && def.innerType) result = clone({ innerType: strict(def.innerType) });
  // A transform's output is ours, not the client's: only what it reads is made strict.
  else if (def.type === "pipe" && def.in && def.out) result = clone({ in: strict(def.in), out: strict(def.out) });
  else if (def.type === "union" && def.options) result = clone({ options: def.options.map(strict) });
  else if (def.type === "record" && def.valueType) result = clone({ valueType: strict(def.valueType) });
  else if (def.type === "tuple" && def.items) {
    result = clone({ items: def.items.map(strict), rest: def.rest ? strict(def.rest) : null });
  } else if (def.type === "lazy" && def.getter) {
    const getter = def.getter;
    result = clone({ getter: () => strict(getter()) });
  } else result = schema;
  made.set(schema, result);
  return result;
}

/**
 * The same schema, refusing every key its objects do not declare, however deep: a write body's
 * stray field answers 400 naming it (`unknown_field`) instead of being dropped without a word.
 * The API registers every body through this; the web's forms keep the schemas as they are, so a
 * form's own fields beside the body's are dropped when it parses, as before.
 */
export function strictBody<S extends z.ZodType>(schema: S): S {
  // The clone has the original's type: only its handling of undeclared keys differs.
  return strict(schema) as S;
}

/** The code and field of zod's issue for undeclared keys: `unknown_field` on the first of them. */
export function unknownFieldOf(issue: { code?: string; keys?: unknown; path: PropertyKey[] }): string | null {
  if (issue.code !== "unrecognized_keys" || !Array.isArray(issue.keys)) return null;
  const [key] = issue.keys as unknown[];
  return [...issue.path.map(String), String(key)].join(".");
}
