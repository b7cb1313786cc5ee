import { DomainError } from "@pitlane/domain";
import { and, asc, gt, lte, notExists, sql } from "drizzle-orm";
import type { Db } from "../../../db/client.js";
import { ledgerHoldResolutions, ledgerHolds, platformSettings } from "../../../db/schema/index.js";
import { forgetKeysBefore, KEEP_KEYS_HOURS } from "./idempotency.js";
import { markExpired } from "../purchase/expiry.js";
import { releaseHold } from "./ledger.js";

/** A hold's life when the platform's settings row is missing (MONEY.md: e.g. 30 minutes). */
const DEFAULT_HOLD_MINUTES = 30;

/** When a hold made at `now` lapses, given the console's hold expiry in minutes (null: none set). */
export const expiryAfter = (minutes: number | null, now: Date): Date =>
  new Date(now.getTime() + (minutes ?? DEFAULT_HOLD_MINUTES) * 60_000);

/** When a hold made at `now` lapses: the hold expiry the operations console sets. */
export async function holdExpiresAt(db: Db, now: Date): Promise<Date> {
  const [settings] = await db.select({ minutes: platformSettings.holdExpiryMinutes }).from(platformSettings);
  return expiryAfter(settings?.minutes ?? null, now);
}

const BATCH = 500;

/**
 * Releases the holds whose time has passed without a completion or a void, each in a transaction of
 * its own (one company's rows) with the purchase it kept money for. `since`: the holds that expired before it were seen by an earlier
 * sweep, so the index is read from there on. Answers how many it released and where the next sweep
 * may start: at the last hold it read when it stopped at a full batch, else at `now`.
 */
export async function expireDueHolds(db: Db, now: Date, since?: Date): Promise<{ expired: number; next: Date }> {
  const resolved = db
    .select({ one: sql`1` })
    .from(ledgerHoldResolutions)
    .where(
      and(
        sql`${ledgerHoldResolutions.companyId} = ${ledgerHolds.companyId}`,
        sql`${ledgerHoldResolutions.holdId} = ${ledgerHolds.id}`,
      ),
    );
  const due = await db
    .select({ companyId: ledgerHolds.companyId, id: ledgerHolds.id, expiresAt: ledgerHolds.expiresAt })
    .from(ledgerHolds)
    .where(
      and(lte(ledgerHolds.expiresAt, now), since ? gt(ledgerHolds.expiresAt, since) : undefined, notExists(resolved)),
    )
    .orderBy(asc(ledgerHolds.expiresAt))
    .limit(BATCH);
  let expired = 0;
  for (const hold of due) {
    try {
      await db.transaction(async (tx) => {
        await releaseHold(tx, hold.companyId, hold.id, "expired");
        await markExpired(tx, hold.companyId, hold.id, now);
      });
      expired += 1;
    } catch (error) {
      // Completed or voided between the read and now: it is resolved, which is all the sweep wants.
      if (!(error instanceof DomainError && error.code === "hold_resolved")) throw error;
    }
  }
  const last = due.at(-1);
  // A full batch may have left holds of the same instant unread: start the next sweep just before it.
  return { expired, next: due.length === BATCH && last ? new Date(last.expiresAt.getTime() - 1) : now };
}

/**
 * Sweeps every `seconds` on an unref'd timer: the holds past their time, and the idempotency keys
 * older than they must be kept. stop() waits for a sweep in progress.
 */
export function sweepExpiredHolds(db: Db, seconds: number, onError: (error: unknown) => void) {
  let since: Date | undefined;
  let running: Promise<void> = Promise.resolve();
  const sweep = () => {
    const now = new Date();
    running = expireDueHolds(db, now, since)
      .then(({ next }) => void (since = next))
      .then(async () => void (await forgetKeysBefore(db, new Date(now.getTime() - KEEP_KEYS_HOURS * 3_600_000))))
      .catch(onError);
  };
  // First after one period, not at start-up: a hold expired while the server was down waits a minute more.
  const timer = setInterval(sweep, seconds * 1000);
  timer.unref();
  return {
    stop: async () => {
      clearInterval(timer);
      await running;
    },
  };
}
