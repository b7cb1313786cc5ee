import { sql } from "drizzle-orm";
import type { Db } from "../client.js";

/** Each platform-wide key of `tenant_lookups` (decision 0030), read off the rows that hold it. */
const KEY_SOURCES = [
  sql`select 'shop_user_email', lower(email), shop_id, id from shop_users where email is not null`,
  sql`select 'employee_email', lower(email), company_id, id from employees where email is not null`,
  sql`select 'vehicle_qr_token', qr_token, company_id, id from vehicles`,
  sql`select 'merchant_id', merchant_id, id, id from companies`,
];

/**
 * The demo's rows are inserted directly, many at a time, so their keys are claimed in one go once
 * they are all written (in the seed's transaction), as the migration that brought the lookups did.
 */
export async function claimDemoKeys(tx: Db): Promise<void> {
  for (const source of KEY_SOURCES) {
    await tx.execute(sql`insert into tenant_lookups (kind, key, tenant_id, row_id) ${source}`);
  }
}
