import { AsyncLocalStorage } from "node:async_hooks";
import { unavailable } from "@pitlane/domain";

/** A request's place in line: the order it arrived in, and whether it has had the database yet. */
export interface Ticket {
  order: number;
  isServed: boolean;
}

interface Waiter {
  order: number;
  start: () => void;
}

const tickets = new AsyncLocalStorage<Ticket>();
/** Promise steps a request gets, after its statement, to ask its next one before the line moves on. */
const GRACE_STEPS = 32;
/** Statements between two turns of the event loop while there is a line. */
const TURN_EVERY = 8;
let arrivals = 0;

/** A ticket for a request that has just arrived: behind every request that arrived before it. */
export function nextTicket(): Ticket {
  arrivals += 1;
  return { order: arrivals, isServed: false };
}

/** Runs `work` (and everything it starts) as the holder of `ticket`. */
export function holdingTicket<T>(ticket: Ticket, work: () => T): T {
  return tickets.run(ticket, work);
}

/**
 * The line in front of the embedded database, which runs one statement or transaction at a time.
 * PGlite's own lock serves statements in the order they were asked: a request's second statement
 * queues behind the first statements of every request that came after it, so under load every
 * request finishes late and together. Worse, one statement hands over to the next without the event
 * loop ever turning, so new requests are not even read (the load test saw most of fifty clients get
 * a single answer in four seconds while a few got nineteen, and SIGTERM reset connections whose
 * requests had sat unread for seconds).
 *
 * Here a statement is served in the order its request arrived: a request that has started finishes
 * before a later one begins, and the event loop turns between any two statements. Work outside a
 * request (start-up, the analyser, health checks) queues as if it had just arrived. A request that
 * would find more than `maxWaiting` requests already waiting for their first statement is refused
 * at once with 503 and Retry-After, rather than waiting longer than any client would.
 */
export class FairQueue {
  private isBusy = false;
  private readonly waiting: Waiter[] = [];
  private waitingFirst = 0;
  private handovers = 0;

  constructor(
    private readonly maxWaiting: number,
    private readonly retryAfterSeconds = 1,
  ) {}

  async run<T>(work: () => Promise<T>): Promise<T> {
    const ticket = tickets.getStore() ?? { order: arrivals, isServed: true };
    const isFirst = !ticket.isServed;
    if (isFirst && this.waitingFirst >= this.maxWaiting) throw unavailable(this.retryAfterSeconds);
    ticket.isServed = true;
    if (this.isBusy || this.waiting.length > 0) {
      if (isFirst) this.waitingFirst += 1;
      await new Promise<void>((start) => this.enqueue({ order: ticket.order, start }));
      if (isFirst) this.waitingFirst -= 1;
    }
    this.isBusy = true;
    try {
      return await work();
    } finally {
      this.isBusy = false;
      void this.handOver();
    }
  }

  /**
   * Starts the next in line once the request that just ran has had the moment it needs to ask its
   * next statement (a few promise steps through the driver), so that it keeps its place; and every
   * few statements only after a turn of the event loop, so that requests that came meanwhile are
   * read (and take their place in line) and signals are heard even under constant load.
   */
  private async handOver() {
    this.handovers += 1;
    if (this.handovers % TURN_EVERY === 0) await new Promise((resolve) => setImmediate(resolve));
    else for (let step = 0; step < GRACE_STEPS; step++) await Promise.resolve();
    this.startNext();
  }

  private enqueue(waiter: Waiter) {
    // After every waiter of the same or an earlier request: a request's statements keep their order.
    const at = this.waiting.findIndex((other) => other.order > waiter.order);
    this.waiting.splice(at === -1 ? this.waiting.length : at, 0, waiter);
  }

  private startNext() {
    if (this.isBusy) return;
    const next = this.waiting.shift();
    if (!next) return;
    this.isBusy = true;
    next.start();
  }
}
