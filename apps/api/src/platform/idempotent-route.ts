import { invalid, ok, type Endpoint, type ResultOf } from "@pitlane/domain";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Db } from "../db/client.js";
import { fingerprintOf, once } from "../modules/fleet/ledger/idempotency.js";
import { JSON_CONTENT_TYPE } from "./errors.js";
import { registerEndpoint, type HandlerInput } from "./route.js";
import type { SessionStore } from "./sessions.js";

export const IDEMPOTENCY_HEADER = "idempotency-key";
const MAX_KEY_LENGTH = 200;

/** The caller's key: 1–200 visible characters, else a 400 naming the header. */
function keyOf(request: FastifyRequest): string {
  const key = request.headers[IDEMPOTENCY_HEADER];
  if (typeof key !== "string" || key.trim() === "" || key.length > MAX_KEY_LENGTH) {
    throw invalid("Idempotency-Key", "idempotency_key_required");
  }
  return key;
}

interface Keyed<E extends Endpoint> {
  /** The company whose money moves: the key is the caller's own within it. */
  companyOf: (input: HandlerInput<E>) => string | Promise<string>;
  /** Runs before the key is claimed: refuses what cannot be keyed (an unknown company answers 404). */
  check?: (input: HandlerInput<E>) => Promise<void>;
  /** Runs once the work has committed, on the first request only (a mail): never on a replay. */
  afterFirst?: (input: HandlerInput<E>) => Promise<void>;
}

/**
 * Registers a money-moving endpoint (decision 0037): its work runs once per Idempotency-Key, in the
 * transaction that claims the key, and a retry with the key gets the first answer again. The answer
 * kept is the envelope without a rotated session token: each request carries only its own.
 */
export function registerIdempotentEndpoint<E extends Endpoint & { auth: "ops" | "fleet" | "station" }>(
  app: FastifyInstance,
  sessions: SessionStore,
  db: Db,
  endpoint: E,
  keyed: Keyed<E>,
  work: (input: HandlerInput<E>, tx: Db) => Promise<ResultOf<E>>,
) {
  // The contract says which routes move money: its documentation and this registration must agree.
  if (!endpoint.idempotent) throw new Error(`${endpoint.path} is not marked idempotent`);
  registerEndpoint(app, sessions, endpoint, async (input) => {
    const { request, reply } = input;
    const key = keyOf(request);
    await keyed.check?.(input);
    const ctx = input.ctx!;
    const answer = await once(
      db,
      {
        companyId: await keyed.companyOf(input),
        scope: `${endpoint.auth}:${ctx.userId}`,
        key,
        fingerprint: fingerprintOf(request.method, request.url.split("?")[0]!, request.body),
      },
      async (tx) => ({ status: 200, body: JSON.stringify(ok(await work(input, tx))) }),
    );
    const body = request.rotatedToken
      ? JSON.stringify({ ...(JSON.parse(answer.body) as object), token: request.rotatedToken })
      : answer.body;
    reply.code(answer.status).header("content-type", JSON_CONTENT_TYPE);
    if (answer.isReplay) reply.header("idempotent-replayed", "true");
    await reply.send(body);
    if (!answer.isReplay) await keyed.afterFirst?.(input);
    return undefined as ResultOf<E>;
  });
}
