import type { LookupKind } from "../../db/schema/index.js";
import { tenantLookups } from "../../db/schema/index.js";
import type { TestApp } from "../app.js";

/**
 * The platform-wide key of a row a factory inserted directly, as the repos claim it when the API
 * writes the row (a sign-in e-mail, a QR token, a merchant id): without it the row cannot be found
 * by that key.
 */
export async function claimKey(
  t: TestApp,
  kind: LookupKind,
  tenantId: string,
  key: string | null | undefined,
  rowId: string,
) {
  if (key) await t.db.insert(tenantLookups).values({ kind, key, tenantId, rowId });
}
