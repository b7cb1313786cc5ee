import { conflict, type RefusalCode } from "@pitlane/domain";

interface PgError {
  code?: string;
  constraint?: string;
}

/** The constraint a failed query broke with this SQLSTATE; Drizzle wraps the driver's error as `cause`. */
function brokenConstraint(error: unknown, code: string): string | undefined {
  for (let e: unknown = error, depth = 0; e && typeof e === "object" && depth < 4; depth++) {
    const pg: PgError = e;
    if (pg.code === code) return pg.constraint;
    e = "cause" in e ? e.cause : undefined;
  }
  return undefined;
}

/**
 * Whether a failed query broke the named unique index, so a service can answer with its own 409
 * ("A category with this name already exists") instead of the generic one.
 */
export const isUniqueViolation = (error: unknown, constraint: string): boolean =>
  brokenConstraint(error, "23505") === constraint;

/** Whether a failed query broke the named foreign key (a row still referred to, without cascade). */
export const isForeignKeyViolation = (error: unknown, constraint: string): boolean =>
  brokenConstraint(error, "23503") === constraint;

/**
 * Runs a write, answering a break of the named unique index with its own 409 (`code`): a
 * duplicate name is the user's to fix, in words that say so rather than the generic ones.
 */
export async function refusingDuplicate<T>(index: string, code: RefusalCode, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error, index)) throw conflict(code);
    throw error;
  }
}
