import type { FastifyInstance, FastifyRequest, RouteHandlerMethod } from "fastify";

interface Work {
  answered: boolean;
  handling: boolean;
}

declare module "fastify" {
  interface FastifyRequest {
    inFlight?: Work;
  }
}

const isThenable = (value: unknown): value is PromiseLike<unknown> =>
  typeof value === "object" && value !== null && typeof (value as { then?: unknown }).then === "function";

/**
 * Makes `app.close()` wait for every request's work, not only for the connections. Fastify stops
 * accepting and waits for open connections, but a client that hangs up (a load test ending, a closed
 * tab) closes its connection while its handler still runs: closing the database then would fail that
 * handler halfway ("Cannot use a pool after calling end on the pool") and lose its write. A request
 * counts from its first hook until its answer is sent or its client is gone, and, if its handler
 * started, until the handler has settled too.
 */
export function waitForRequestsOnClose(app: FastifyInstance) {
  let running = 0;
  let onIdle: (() => void) | undefined;
  const finish = () => {
    running -= 1;
    if (running === 0) onIdle?.();
  };
  const answered = (request: FastifyRequest) => {
    const work = request.inFlight;
    if (!work || work.answered) return;
    work.answered = true;
    if (!work.handling) finish();
  };

  // Callback hooks, not async ones: every request runs them, and a promise each is not free.
  app.addHook("onRequest", (request, _reply, done) => {
    running += 1;
    request.inFlight = { answered: false, handling: false };
    request.raw.once("close", () => answered(request));
    done();
  });
  app.addHook("onResponse", (request, _reply, done) => {
    answered(request);
    done();
  });

  app.addHook("onRoute", (route) => {
    const handler: RouteHandlerMethod = route.handler;
    route.handler = function (request, reply) {
      const work = request.inFlight;
      const result: unknown = handler.call(this, request, reply);
      if (!work || !isThenable(result)) return result;
      // Its client may be gone already (it hung up during the hooks): the handler counts on its own then.
      if (work.answered) running += 1;
      work.handling = true;
      return Promise.resolve(result).finally(() => {
        work.handling = false;
        if (work.answered) finish();
      });
    };
  });

  // onClose hooks run after Fastify has stopped listening and every connection has ended.
  app.addHook("onClose", async () => {
    if (running > 0) await new Promise<void>((resolve) => (onIdle = resolve));
  });
}
