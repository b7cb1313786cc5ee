import { createHash } from "node:crypto";
import { invalid } from "@pitlane/domain";
import { and, eq, lt } from "drizzle-orm";
import type { Db } from "../../../db/client.js";
import { idempotencyKeys } from "../../../db/schema/index.js";

/** Who asks and with what key: the key is the caller's own, within the company the money is of. */
export interface KeyedRequest {
  companyId: string;
  /** The caller: "ops:<user id>", "station:<terminal id>", "company:<user id>". */
  scope: string;
  key: string;
  /** What was asked: `fingerprintOf` the method, path and body. */
  fingerprint: string;
}

/** The answer sent: its status and its body, as bytes on the wire. */
export interface SentAnswer {
  status: number;
  body: string;
}

/**
 * How long a key answers its retries: MONEY.md asks at least 24 hours; twice that covers a terminal
 * that was offline for a day. After it, the same key is a new request.
 */
export const KEEP_KEYS_HOURS = 48;

/** Forgets the keys claimed before `before`: a retry after that is a new request. */
export async function forgetKeysBefore(db: Db, before: Date): Promise<number> {
  const gone = await db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.createdAt, before))
    .returning({ key: idempotencyKeys.key });
  return gone.length;
}

export const fingerprintOf = (method: string, path: string, body: unknown) =>
  createHash("sha256")
    .update(`${method} ${path}\n${JSON.stringify(body ?? null)}`)
    .digest("base64url");

/**
 * Runs a money-moving request once per key (decision 0037): the key is claimed in the transaction
 * that does the work and holds its answer, so the work and its answer commit together or not at
 * all. A second request with the key waits for the first to commit (the claim's unique key makes it
 * wait), then gets the first answer, byte for byte; one with another request behind the key is
 * refused. A request whose work fails (a refusal, an error) keeps nothing: asking again retries.
 */
export async function once(
  db: Db,
  request: KeyedRequest,
  work: (tx: Db) => Promise<SentAnswer>,
): Promise<SentAnswer & { isReplay: boolean }> {
  return db.transaction(async (tx) => {
    const { companyId, scope, key, fingerprint } = request;
    const [claimed] = await tx
      .insert(idempotencyKeys)
      .values({ companyId, scope, key, fingerprint })
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key });
    if (!claimed) {
      const [first] = await tx
        .select()
        .from(idempotencyKeys)
        .where(
          and(eq(idempotencyKeys.companyId, companyId), eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)),
        );
      if (!first || first.fingerprint !== fingerprint) throw invalid("Idempotency-Key", "idempotency_key_reused");
      return { status: first.statusCode ?? 500, body: first.body ?? "", isReplay: true };
    }
    const answer = await work(tx);
    await tx
      .update(idempotencyKeys)
      .set({ statusCode: answer.status, body: answer.body })
      .where(
        and(eq(idempotencyKeys.companyId, companyId), eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)),
      );
    return { ...answer, isReplay: false };
  });
}
