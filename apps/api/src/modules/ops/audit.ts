import type { OpsAction } from "@pitlane/domain";
import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { opsAudit } from "../../db/schema/index.js";
import type { RequestContext } from "../../platform/route.js";

export interface AuditEntry {
  action: OpsAction;
  targetType: string;
  targetId: string;
  companyId?: string | null;
  before?: unknown;
  after?: unknown;
}

/**
 * Records an action of the operations staff in the action's own transaction: the trail has every
 * change that committed and none that did not. The actor's name is copied so the trail reads the
 * same after the account changes.
 */
export async function recordAudit(tx: Db, ctx: Pick<RequestContext, "userId">, entry: AuditEntry): Promise<void> {
  await tx.insert(opsAudit).values({
    actorId: ctx.userId,
    actorName: sql`(select name from ops_users where id = ${ctx.userId})`,
    action: entry.action,
    targetType: entry.targetType,
    targetId: entry.targetId,
    companyId: entry.companyId ?? null,
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}
