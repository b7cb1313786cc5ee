import type { TopUpDto } from "@pitlane/domain";
import { useEffect, useState } from "react";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/**
 * Where a pending top-up stands against its 24 hours: the time left, or how long it is overdue,
 * in whole hours, and in minutes in its last (or first overdue) hour. Counted down, never up:
 * "18 h left" until a full 18 hours no longer remain, so the screen never promises more time than
 * there is. A request is overdue from the moment its time ends, as the server counts it.
 */
export interface TimeLeft {
  isOverdue: boolean;
  unit: "hours" | "minutes";
  count: number;
}

export function timeLeftOf(dueAt: string, now: Date): TimeLeft {
  const ms = new Date(dueAt).getTime() - now.getTime();
  const isOverdue = ms <= 0;
  const span = Math.abs(ms);
  if (span >= HOUR) return { isOverdue, unit: "hours", count: Math.floor(span / HOUR) };
  return { isOverdue, unit: "minutes", count: Math.max(1, Math.floor(span / MINUTE)) };
}

/** Only a pending request has a clock; an approved or rejected one has its decision instead. */
export const timeLeftOfTopUp = (topUp: Pick<TopUpDto, "status" | "due_at">, now: Date): TimeLeft | null =>
  topUp.status === "pending" ? timeLeftOf(topUp.due_at, now) : null;

/**
 * The time now, read at each render and again every minute: the clocks of a screen left open keep
 * counting, and a request that arrives with a new page is counted from the time it is shown, not
 * from when the screen opened (which would give it more than its 24 hours).
 */
export function useMinuteClock(): Date {
  const [, setTick] = useState(0);
  useEffect(() => {
    const timer = window.setInterval(() => setTick((tick) => tick + 1), MINUTE);
    return () => window.clearInterval(timer);
  }, []);
  return new Date();
}
