import type { AuditListQuery, OpsAction } from "@pitlane/domain";
import { and, desc, eq, getTableColumns, sql } from "drizzle-orm";
import type { Db } from "../../../db/client.js";
import { countRows, pageOf } from "../../../db/paging.js";
import { companies, opsAudit } from "../../../db/schema/index.js";

const selectEntries = (db: Db) =>
  db
    .select({
      ...getTableColumns(opsAudit),
      // Written only by recordAudit, which takes an action of the catalogue.
      action: sql<OpsAction>`${opsAudit.action}`,
      companyName: companies.companyName,
    })
    .from(opsAudit)
    .leftJoin(companies, eq(companies.id, opsAudit.companyId));

export type AuditRow = Awaited<ReturnType<typeof selectEntries>>[number];

/** The trail of the console's actions, read newest first. */
export function createAuditLogRepo(db: Db) {
  return {
    list(q: AuditListQuery) {
      const where = and(
        q.action ? eq(opsAudit.action, q.action) : undefined,
        q.company_id ? eq(opsAudit.companyId, q.company_id) : undefined,
      );
      return pageOf(
        db,
        selectEntries(db).where(where).orderBy(desc(opsAudit.createdAt), desc(opsAudit.id)),
        countRows(db, opsAudit, where),
        q,
      );
    },
  };
}

export type AuditLogRepo = ReturnType<typeof createAuditLogRepo>;
