import type { AuditEntryDto, AuditListQuery, ListResult } from "@pitlane/domain";
import type { AuditLogRepo, AuditRow } from "./repo.js";

const toAuditEntryDto = (row: AuditRow): AuditEntryDto => ({
  _id: row.id,
  actor_name: row.actorName,
  action: row.action,
  target_type: row.targetType,
  target_id: row.targetId,
  company_id: row.companyId,
  company_name: row.companyName,
  before: row.before,
  after: row.after,
  created_at: row.createdAt.toISOString(),
});

/** What the operations staff did, for the console's audit screen. */
export function createAuditLogService(repo: AuditLogRepo) {
  return {
    async list(q: AuditListQuery): Promise<ListResult<AuditEntryDto>> {
      const page = await repo.list(q);
      return { ...page, items: page.items.map(toAuditEntryDto) };
    },
  };
}

export type AuditLogService = ReturnType<typeof createAuditLogService>;
