import { monthBoundsIn, monthOf, nextMonth } from "@pitlane/domain";
import type { Db } from "../../../db/client.js";
import { realClock, type Clock } from "../../../platform/tenant-zones.js";
import { monthCloseRepo as repo } from "./repo.js";

/**
 * A month is closed this long after it ends, not at once: a transfer is stamped when its transaction
 * begins, so one begun in the month's last second may commit a moment after the month is over.
 */
export const CLOSE_GRACE_MINUTES = 15;

/** A month of a company being closed, with what every document of the month needs. */
export interface ClosingMonth {
  companyId: string;
  /** The month's first day on the company's clock. */
  month: string;
  /** The previous month's end when there is one, so months meet even after the company changed its zone. */
  startsAt: Date;
  endsAt: Date;
  /** The number the month's statement takes: one more than the last, from 1. */
  number: number;
  currency: string;
  timeZone: string;
  now: Date;
}

/**
 * Writes one of a month's documents, in the transaction that closes the month. The statement's
 * writer comes first: its row is what marks the month closed. Each writer must write nothing twice.
 */
export type MonthWriter = (tx: Db, month: ClosingMonth) => Promise<void>;

/**
 * Closes a company's months in order (decision 0045): every month of the company's clock that ended
 * at least the grace ago and has no statement yet, from the month of its first money movement or its
 * creation, each in a transaction of its own under the company's month lock.
 */
export function createMonthClose({
  db,
  writers,
  clock = realClock,
}: {
  db: Db;
  writers: MonthWriter[];
  clock?: Clock;
}) {
  async function closeDue(companyId: string): Promise<number> {
    const company = await repo.company(db, companyId);
    if (!company) return 0;
    const now = clock();
    const last = await repo.lastClosed(db, companyId);
    let number = (last?.number ?? 0) + 1;
    let month = last ? nextMonth(last.month) : await firstMonth(companyId, company.timeZone, company.createdAt);
    let startsAt = last?.endsAt ?? monthBoundsIn(company.timeZone, month).startsAt;
    let closed = 0;
    for (;;) {
      const { endsAt } = monthBoundsIn(company.timeZone, month);
      if (endsAt.getTime() + CLOSE_GRACE_MINUTES * 60_000 > now.getTime()) return closed;
      const closing: ClosingMonth = { companyId, month, startsAt, endsAt, number, now, ...company };
      await db.transaction(async (tx) => {
        await repo.lockMonths(tx, companyId);
        if (await repo.isClosed(tx, companyId, month)) return;
        for (const write of writers) await write(tx, closing);
      });
      closed += 1;
      number += 1;
      month = nextMonth(month);
      startsAt = endsAt;
    }
  }

  async function firstMonth(companyId: string, timeZone: string, createdAt: Date) {
    const first = await repo.firstTransfer(db, companyId);
    return monthOf(timeZone, first && first < createdAt ? first : createdAt);
  }

  /** Closes what is due for every company, a page of companies at a time. */
  async function closeAllDue(pageSize = 200): Promise<number> {
    let after: string | null = null;
    let closed = 0;
    for (;;) {
      const ids = await repo.companyIdsAfter(db, after, pageSize);
      for (const id of ids) closed += await closeDue(id);
      if (ids.length < pageSize) return closed;
      after = ids[ids.length - 1] ?? null;
    }
  }

  return { closeDue, closeAllDue };
}

export type MonthClose = ReturnType<typeof createMonthClose>;
