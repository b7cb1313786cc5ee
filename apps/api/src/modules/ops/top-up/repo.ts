import type { OpsTopUpListQuery } from "@pitlane/domain";
import { and, asc, desc, eq, ilike, or, sql, type SQL } from "drizzle-orm";
import type { Db } from "../../../db/client.js";
import { matching, pageOf } from "../../../db/paging.js";
import { companies, topUps } from "../../../db/schema/index.js";
import { containsPattern } from "../../../db/search.js";
import { selectTopUps, statusFilter } from "../../fleet/index.js";

/** A top-up with its company's name, merchant id and contact: what the queue shows and the mails need (if on). */
const queueRows = (db: Db) =>
  selectTopUps(db, {
    companyName: companies.companyName,
    merchantId: companies.merchantId,
    companyEmail: companies.email,
    alertsOff: companies.alertsOff,
  }).innerJoin(companies, eq(companies.id, topUps.companyId));

export type QueueRow = Awaited<ReturnType<typeof queueRows>>[number];

function filters(q: OpsTopUpListQuery, dueBefore: Date): SQL | undefined {
  const search = q.search ? containsPattern(q.search) : null;
  return and(
    statusFilter(q.status, dueBefore),
    search ? or(ilike(companies.companyName, search), ilike(topUps.slipNumber, search)) : undefined,
  );
}

/** Pending first and oldest first (their 24 hours run out first), then the decided, latest decision first. */
const queueOrder = [
  desc(sql`${topUps.status} = 'pending'`),
  asc(sql`case when ${topUps.status} = 'pending' then ${topUps.createdAt} end`),
  desc(topUps.decidedAt),
  asc(topUps.id),
];

export function createOpsTopUpRepo(db: Db) {
  return {
    list(q: OpsTopUpListQuery, dueBefore: Date) {
      const where = filters(q, dueBefore);
      return pageOf(
        db,
        queueRows(db)
          .where(where)
          .orderBy(...queueOrder),
        matching(db).from(topUps).innerJoin(companies, eq(companies.id, topUps.companyId)).where(where),
        q,
      );
    },

    /** One top-up of the company, read in `tx` (after a decision, within its transaction). */
    async get(companyId: string, id: string, tx: Db = db): Promise<QueueRow | null> {
      const [row] = await queueRows(tx).where(and(eq(topUps.companyId, companyId), eq(topUps.id, id)));
      return row ?? null;
    },
  };
}

export type OpsTopUpRepo = ReturnType<typeof createOpsTopUpRepo>;
