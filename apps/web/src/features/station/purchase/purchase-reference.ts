/** The three requests of a purchase that move money, each with its own Idempotency-Key. */
export type MoneyStep = "authorise" | "complete" | "void";

/** What a station's reference may hold (the API's rule): letters, digits, dot, dash, underscore; at most 80. */
export const REFERENCE_PATTERN = /^[A-Za-z0-9._-]{1,80}$/;

/** 32 random bits as hex; `getRandomValues` works on plain http too, where `randomUUID` does not. */
const randomHex = (): string =>
  Array.from(crypto.getRandomValues(new Uint8Array(4)), (byte) => byte.toString(16).padStart(2, "0")).join("");

/**
 * A new purchase's reference, made on the device when the attendant asks to authorise: "T", the time
 * in base 36 and 32 random bits ("TMB3K9Q1X-9f3a1b2c"). Unique per station by far (two devices would
 * have to draw the same bits in the same millisecond), short enough to read out from a receipt.
 */
export function newPurchaseReference(now: number = Date.now(), random: () => string = randomHex): string {
  return `T${now.toString(36).toUpperCase()}-${random()}`;
}

/**
 * The Idempotency-Key of one request of a purchase, derived from its reference (MONEY.md): a retry of
 * the same step carries the same key, so the server answers it with its first answer.
 */
export const idempotencyKeyOf = (reference: string, step: MoneyStep): string => `${reference}:${step}`;
