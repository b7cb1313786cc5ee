import { useEffect, useState } from "react";

const MINUTE = 60_000;

/**
 * The time now, read at each render and again every minute: the clocks of a screen left open keep
 * counting, and a row that arrives with a new page is counted from the time it is shown, not from
 * when the screen opened (which would give a top-up more than its 24 hours).
 */
export function useMinuteClock(): Date {
  const [, setTick] = useState(0);
  useEffect(() => {
    const timer = window.setInterval(() => setTick((tick) => tick + 1), MINUTE);
    return () => window.clearInterval(timer);
  }, []);
  return new Date();
}
