import { and, asc, count, eq, inArray, isNotNull, isNull, sql } from "drizzle-orm";
import type { Db } from "../../../db/client.js";
import { employees } from "../../../db/schema/index.js";

/** The company's employees; its admin is never one of them. */
const isEmployeeOf = (companyId: string) => and(eq(employees.companyId, companyId), eq(employees.isAdmin, false));

const slipColumns = { id: employees.id, name: employees.name, code: employees.employeeCode };

/** The queries of handing out T-PINs in bulk (docs/decisions/0012-t-pin-storage.md). */
export function createTpinRepo(db: Db) {
  return {
    /** The chosen employees of the company, locked until the new T-PINs are written (in id order: no deadlock). */
    lockChosen(companyId: string, ids: string[], tx: Db) {
      return tx
        .select(slipColumns)
        .from(employees)
        .where(and(isEmployeeOf(companyId), inArray(employees.id, ids)))
        .orderBy(asc(employees.id))
        .for("update");
    },

    /** Up to `limit` employees without a T-PIN, by name, locked likewise. */
    lockWithoutTpin(companyId: string, limit: number, tx: Db) {
      return tx
        .select(slipColumns)
        .from(employees)
        .where(and(isEmployeeOf(companyId), isNull(employees.tpinHash)))
        .orderBy(asc(employees.name), asc(employees.id))
        .limit(limit)
        .for("update");
    },

    /** Every T-PIN hash the company holds (its admin's included): what a new T-PIN must differ from. */
    async hashesOf(companyId: string, tx: Db): Promise<Set<string>> {
      const rows = await tx
        .select({ hash: employees.tpinHash })
        .from(employees)
        .where(and(eq(employees.companyId, companyId), isNotNull(employees.tpinHash)));
      return new Set(rows.flatMap((row) => (row.hash ? [row.hash] : [])));
    },

    /** Writes each employee's new hash in one statement. */
    async setHashes(companyId: string, hashes: { id: string; hash: string }[], tx: Db) {
      if (hashes.length === 0) return;
      const values = sql.join(
        hashes.map(({ id, hash }) => sql`(${id}::uuid, ${hash})`),
        sql`, `,
      );
      await tx.execute(sql`
        update ${employees}
        set ${sql.identifier(employees.tpinHash.name)} = chosen.hash, ${sql.identifier(employees.updatedAt.name)} = now()
        from (values ${values}) as chosen (id, hash)
        where ${employees.id} = chosen.id and ${employees.companyId} = ${companyId}
      `);
    },

    async countWithoutTpin(companyId: string): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(employees)
        .where(and(isEmployeeOf(companyId), isNull(employees.tpinHash)));
      return row?.n ?? 0;
    },
  };
}

export type TpinRepo = ReturnType<typeof createTpinRepo>;
