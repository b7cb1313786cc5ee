import type { ListQuery, OpsRole } from "@pitlane/domain";
import { and, asc, desc, eq, ilike, or } from "drizzle-orm";
import type { Db } from "../../../db/client.js";
import { countRows, pageOf } from "../../../db/paging.js";
import { opsUsers } from "../../../db/schema/index.js";
import { containsPattern } from "../../../db/search.js";

/** What the console shows of its users: never the password hash. */
const userColumns = {
  id: opsUsers.id,
  name: opsUsers.name,
  email: opsUsers.email,
  role: opsUsers.role,
  active: opsUsers.active,
  createdAt: opsUsers.createdAt,
};

export type OpsUserListRow = { [K in keyof typeof userColumns]: (typeof opsUsers.$inferSelect)[K] };

export function createOpsUserRepo(db: Db) {
  return {
    list(q: ListQuery) {
      const search = q.search ? containsPattern(q.search) : null;
      const where = search ? or(ilike(opsUsers.name, search), ilike(opsUsers.email, search)) : undefined;
      return pageOf(
        db,
        db.select(userColumns).from(opsUsers).where(where).orderBy(desc(opsUsers.createdAt), desc(opsUsers.id)),
        countRows(db, opsUsers, where),
        q,
      );
    },

    async add(tx: Db, user: { name: string; email: string; role: OpsRole; passwordHash: string }) {
      const [row] = await tx.insert(opsUsers).values(user).returning(userColumns);
      if (!row) throw new Error("an ops user not inserted");
      return row;
    },

    /**
     * Locks the active admins' rows, in the order of their ids, until the transaction ends, and
     * answers their ids. Every change of a console user takes this lock first, so two admins demoting
     * each other at once are counted one after the other: the second sees the first's change.
     */
    async lockActiveAdmins(tx: Db): Promise<string[]> {
      const rows = await tx
        .select({ id: opsUsers.id })
        .from(opsUsers)
        .where(and(eq(opsUsers.role, "admin"), eq(opsUsers.active, true)))
        .orderBy(asc(opsUsers.id))
        .for("update");
      return rows.map((row) => row.id);
    },

    async lock(tx: Db, id: string): Promise<OpsUserListRow | null> {
      const [row] = await tx.select(userColumns).from(opsUsers).where(eq(opsUsers.id, id)).for("update");
      return row ?? null;
    },

    async update(tx: Db, id: string, change: { role: OpsRole; active: boolean }): Promise<OpsUserListRow> {
      const [row] = await tx.update(opsUsers).set(change).where(eq(opsUsers.id, id)).returning(userColumns);
      if (!row) throw new Error("a locked ops user is missing");
      return row;
    },
  };
}

export type OpsUserRepo = ReturnType<typeof createOpsUserRepo>;
