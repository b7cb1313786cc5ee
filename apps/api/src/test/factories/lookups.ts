import type { LookupKind } from "../../db/schema/index.js";
import { createTenantLookups } from "../../db/tenant-lookups.js";
import type { TestApp } from "../app.js";

/**
 * The platform-wide key of a row a factory inserted directly, claimed as the repos claim it when
 * the API writes the row (a sign-in e-mail, a QR token, a merchant id): without it the row cannot be
 * found by that key.
 */
export async function claimKey(
  t: TestApp,
  kind: LookupKind,
  tenantId: string,
  key: string | null | undefined,
  rowId: string,
) {
  if (key) await createTenantLookups(t.db).claim(t.db, kind, tenantId, [{ key, rowId }]);
}
