interface PgError {
  code?: string;
  constraint?: string;
}

/**
 * Whether a failed query broke the named unique index, so a service can answer with its own 409
 * ("A category with this name already exists") instead of the generic one. Drizzle wraps the
 * driver's error as `cause`.
 */
export function isUniqueViolation(error: unknown, constraint: string): boolean {
  for (let e: unknown = error, depth = 0; e && typeof e === "object" && depth < 4; depth++) {
    const pg: PgError = e;
    if (pg.code === "23505") return pg.constraint === constraint;
    e = "cause" in e ? e.cause : undefined;
  }
  return false;
}
