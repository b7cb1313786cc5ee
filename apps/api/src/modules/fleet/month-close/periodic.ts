import type { MonthClose } from "./close.js";

/** How soon after start the months due are closed first, and how often after that. */
const FIRST_AFTER_SECONDS = 60;
const EVERY_SECONDS = 3600;

/**
 * Closes every company's months due, shortly after start (a month that ended while the server was
 * down) and then hourly, on unref'd timers. A screen of statements closes its own company's months
 * too, so no one waits for this; it keeps the months of companies nobody looks at closed on time.
 * stop() waits for a close in progress.
 */
export function closeMonthsPeriodically(months: MonthClose, onError: (error: unknown) => void) {
  let running: Promise<void> = Promise.resolve();
  const run = () => {
    running = running.then(() => months.closeAllDue()).then(() => undefined, onError);
  };
  const first = setTimeout(run, FIRST_AFTER_SECONDS * 1000);
  const timer = setInterval(run, EVERY_SECONDS * 1000);
  first.unref();
  timer.unref();
  return {
    stop: async () => {
      clearTimeout(first);
      clearInterval(timer);
      await running;
    },
  };
}
