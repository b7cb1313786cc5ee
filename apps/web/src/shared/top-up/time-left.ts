import type { TopUpDto } from "@pitlane/domain";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * Where a pending top-up stands against its 24 hours: the time left, or how long it is overdue,
 * in whole hours, and in minutes in its last (or first overdue) hour. Counted down, never up:
 * "18 h left" until a full 18 hours no longer remain, so neither the company nor the reviewer is
 * promised more time than there is. A request is overdue from the moment its time ends, as the
 * server counts it; one overdue a day or more counts in days (a queue can keep it that long;
 * a request just sent reads "24 h left", never "1 d").
 */
export interface TimeLeft {
  isOverdue: boolean;
  unit: "days" | "hours" | "minutes";
  count: number;
}

export function timeLeftOf(dueAt: string, now: Date): TimeLeft {
  const ms = new Date(dueAt).getTime() - now.getTime();
  const isOverdue = ms <= 0;
  const span = Math.abs(ms);
  if (isOverdue && span >= DAY) return { isOverdue, unit: "days", count: Math.floor(span / DAY) };
  if (span >= HOUR) return { isOverdue, unit: "hours", count: Math.floor(span / HOUR) };
  return { isOverdue, unit: "minutes", count: Math.max(1, Math.floor(span / MINUTE)) };
}

/** Only a pending request has a clock; an approved or rejected one has its decision instead. */
export const timeLeftOfTopUp = (topUp: Pick<TopUpDto, "status" | "due_at">, now: Date): TimeLeft | null =>
  topUp.status === "pending" ? timeLeftOf(topUp.due_at, now) : null;
