import { ApiError, NETWORK_ERROR_CODE } from "../../../shared/api/api-error";

/**
 * The `Idempotency-Key` of each decision the user makes (decision 0037): a new key when they decide,
 * the same key while that very request is retried after getting no answer (a network failure), so
 * a double click or a retry never credits twice. Once the server answers, the decision is settled:
 * asking again is a new decision (after a refusal nothing was kept, so that is safe).
 */
export function createDecisionKeys(newKey: () => string = randomKey) {
  const open = new Map<string, string>();
  return {
    /** The key of this decision: the one already in flight for it, or a new one. */
    keyFor(decision: string): string {
      const existing = open.get(decision);
      if (existing) return existing;
      const key = newKey();
      open.set(decision, key);
      return key;
    },
    /** The server answered this decision (accepted or refused): its key is spent. */
    settle(decision: string): void {
      open.delete(decision);
    },
  };
}

/** 128 random bits as hex; `getRandomValues` works on plain http too, where `randomUUID` does not. */
function randomKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
}

/** One decision: what is decided, on which request, and (for a rejection) with what reason. */
export const decisionOf = (action: "approve" | "reject", topUpId: string, reason = "") =>
  `${action}:${topUpId}:${reason}`;

/** A request that got no answer at all: it may have been applied, so a retry must carry the same key. */
export const isUnanswered = (error: unknown) => error instanceof ApiError && error.code === NETWORK_ERROR_CODE;

/**
 * Sends one decision under its key: the key is spent once the server answers (accepted or refused),
 * and kept for the retry of a request that got no answer.
 */
export async function sendDecision<T>(
  keys: ReturnType<typeof createDecisionKeys>,
  decision: string,
  send: (key: string) => Promise<T>,
): Promise<T> {
  try {
    const result = await send(keys.keyFor(decision));
    keys.settle(decision);
    return result;
  } catch (error) {
    if (!isUnanswered(error)) keys.settle(decision);
    throw error;
  }
}
