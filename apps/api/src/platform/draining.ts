import { unavailable } from "@pitlane/domain";
import type { FastifyInstance } from "fastify";

/** A stop waits until no request has come for this long... */
const QUIET_MS = 250;
/** ...or this long at most, for clients that keep asking whatever they are told. */
const MAX_DRAIN_MS = 3000;

declare module "fastify" {
  interface FastifyInstance {
    /** Refuses every new request, and settles once they have stopped coming (see below). */
    drain: () => Promise<void>;
  }
}

/**
 * The moment between a stop signal and closing. Closing the listener at once resets every
 * connection the operating system has taken but the server has not yet accepted, and under load
 * those are requests sent up to half a second before (more on a busy machine): their clients see a
 * reset, not an answer. So the server first keeps accepting, answers each new request 503 with
 * Retry-After and closes its connection (a load balancer or a browser tries again shortly), while
 * the requests already taken run to their end; it closes once the newcomers have stopped.
 */
export function refuseWhileDraining(app: FastifyInstance) {
  let isDraining = false;
  let lastRefusedAt = 0;
  app.addHook("onRequest", (_request, reply, done) => {
    if (!isDraining) return done();
    lastRefusedAt = performance.now();
    reply.header("connection", "close");
    done(unavailable(1));
  });
  app.decorate("drain", async () => {
    isDraining = true;
    const startedAt = performance.now();
    lastRefusedAt = startedAt;
    for (;;) {
      const now = performance.now();
      if (now - lastRefusedAt >= QUIET_MS || now - startedAt >= MAX_DRAIN_MS) return;
      await new Promise((resolve) => setTimeout(resolve, QUIET_MS - (now - lastRefusedAt)));
    }
  });
}
