import { sql } from "drizzle-orm";
import type { Db } from "../db/client.js";

/** A check that has not answered by then counts as down: a blackholed server never refuses. */
const CHECK_TIMEOUT_MS = 3_000;

export interface DatabaseWatch {
  /** What the last check found; `/health` reads it without asking the database. */
  readonly isUp: boolean;
  /** Asks the database now (`/health/ready`) and keeps the answer as the last known state. */
  check(): Promise<boolean>;
  /** Stops the background checks and waits for one in progress, so the database can close under none. */
  stop(): Promise<void>;
}

/**
 * Keeps the database's last known state with a `select 1` every `everySeconds`, on a timer that never
 * keeps the process alive. `onChange` hears each change (logged: an outage and its end are worth a line).
 */
export function watchDatabase(db: Db, everySeconds: number, onChange: (isUp: boolean) => void): DatabaseWatch {
  let isUp = true;
  let running: Promise<boolean> | undefined;

  const ask = async (): Promise<boolean> => {
    let timer: NodeJS.Timeout | undefined;
    const timedOut = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error("the database did not answer in time")), CHECK_TIMEOUT_MS);
    });
    try {
      await Promise.race([db.execute(sql`select 1`), timedOut]);
      return true;
    } catch {
      return false;
    } finally {
      clearTimeout(timer);
    }
  };

  // One check at a time: a slow one is not piled on by the timer or by /health/ready.
  const check = () => {
    running ??= ask().then((answer) => {
      running = undefined;
      if (answer !== isUp) onChange(answer);
      isUp = answer;
      return answer;
    });
    return running;
  };

  const timer = setInterval(() => void check(), everySeconds * 1000);
  timer.unref();
  return {
    get isUp() {
      return isUp;
    },
    check,
    stop: async () => {
      clearInterval(timer);
      await running;
    },
  };
}
