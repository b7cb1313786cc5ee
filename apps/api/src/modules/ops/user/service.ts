import {
  conflict,
  notFound,
  type ListQuery,
  type ListResult,
  type OpsUserBody,
  type OpsUserRowDto,
  type OpsUserUpdateBody,
} from "@pitlane/domain";
import type { Db } from "../../../db/client.js";
import { isUniqueViolation } from "../../../db/pg-error.js";
import { hashNewPassword } from "../../../platform/passwords.js";
import type { RequestContext } from "../../../platform/route.js";
import type { SessionStore } from "../../../platform/sessions.js";
import { recordAudit } from "../audit.js";
import type { OpsUserListRow, OpsUserRepo } from "./repo.js";

const toOpsUserRowDto = (row: OpsUserListRow): OpsUserRowDto => ({
  _id: row.id,
  name: row.name,
  email: row.email,
  role: row.role,
  active: row.active,
  created_at: row.createdAt.toISOString(),
});

/** What the audit keeps of a user: who and what they may do, never a password. */
const audited = (row: OpsUserListRow) => ({ name: row.name, email: row.email, role: row.role, active: row.active });

const isActiveAdmin = (user: { role: string; active: boolean }) => user.role === "admin" && user.active;

interface Deps {
  db: Db;
  repo: OpsUserRepo;
  sessions: SessionStore;
}

/** The console's own users: admins and reviewers, and at least one active admin always. */
export function createOpsUserService({ db, repo, sessions }: Deps) {
  return {
    async list(q: ListQuery): Promise<ListResult<OpsUserRowDto>> {
      const page = await repo.list(q);
      return { ...page, items: page.items.map(toOpsUserRowDto) };
    },

    /** The first password is checked like any chosen one (common ones refused); an e-mail is one user's. */
    async add(ctx: RequestContext, body: OpsUserBody): Promise<OpsUserRowDto> {
      const passwordHash = await hashNewPassword(body.password);
      try {
        return await db.transaction(async (tx) => {
          const row = await repo.add(tx, { name: body.name, email: body.email, role: body.role, passwordHash });
          await recordAudit(tx, ctx, {
            action: "ops_user.add",
            targetType: "ops_user",
            targetId: row.id,
            after: audited(row),
          });
          return toOpsUserRowDto(row);
        });
      } catch (error) {
        if (isUniqueViolation(error, "ops_users_email_uq")) throw conflict("ops_email_taken", { field: "email" });
        throw error;
      }
    },

    /**
     * A role or an active flag changed under the lock of every active admin (repo.lockActiveAdmins),
     * so no two changes at once can both leave the console without one. Switching a user off ends
     * their sessions with the change; their cached sessions are dropped once it commits, which also
     * makes a new role count from their next request.
     */
    async update(ctx: RequestContext, id: string, body: OpsUserUpdateBody): Promise<OpsUserRowDto> {
      const updated = await db.transaction(async (tx) => {
        const admins = await repo.lockActiveAdmins(tx);
        const before = await repo.lock(tx, id);
        if (!before) throw notFound("ops_user_not_found");
        const othersActive = admins.filter((adminId) => adminId !== id).length;
        if (isActiveAdmin(before) && !isActiveAdmin(body) && othersActive === 0) throw conflict("ops_last_admin");
        const after = await repo.update(tx, id, body);
        if (!after.active) await sessions.revokeAllOfUser(id, tx);
        await recordAudit(tx, ctx, {
          action: "ops_user.edit",
          targetType: "ops_user",
          targetId: id,
          before: audited(before),
          after: audited(after),
        });
        return after;
      });
      sessions.forgetUser(id);
      return toOpsUserRowDto(updated);
    },
  };
}

export type OpsUserService = ReturnType<typeof createOpsUserService>;
