import type { FastifyInstance } from "fastify";
import { holdingTicket, nextTicket, type Ticket } from "../db/fair-queue.js";

declare module "fastify" {
  interface FastifyRequest {
    ticket?: Ticket;
  }
}

/**
 * Gives each request its place in the embedded database's line (db/fair-queue.ts) as it arrives,
 * and holds it through every hook and the handler. Reading the body ends on the stream's events,
 * outside the request's async context, so the ticket is taken up again before validation.
 */
export function orderRequestsByArrival(app: FastifyInstance) {
  app.addHook("onRequest", (request, _reply, done) => {
    const ticket = nextTicket();
    request.ticket = ticket;
    holdingTicket(ticket, done);
  });
  app.addHook("preValidation", (request, _reply, done) => {
    if (request.ticket) holdingTicket(request.ticket, done);
    else done();
  });
}
