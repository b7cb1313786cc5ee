import {
  type PURCHASE_PHOTOS,
  type StationPurchaseDto,
  type StationReviewBody,
  type StationReviewDto,
  stationEndpoints as e,
} from "@pitlane/domain";
import type { Envelope } from "@pitlane/domain/platform/envelope";
import { type Failure, NETWORK_ERROR_CODE, isOk, refusalOf } from "../../../shared/api/api-error";
import { call, callMultipart } from "../../../shared/api/client";
import { idempotencyKeyOf } from "./purchase-reference";
import type { StoredPurchase } from "./purchase-store";

/**
 * How a request of a purchase ended: answered, refused (nothing happened on the server, whose key
 * then keeps nothing), or unanswered: the network dropped or a proxy failed, and the server may or may
 * not have done it. An unanswered request is sent again with the same key and body.
 */
export type Answer<Result = StationPurchaseDto> =
  { status: "answered"; purchase: Result } | { status: "refused"; failure: Failure } | { status: "unanswered" };

function answerOf<Result>(envelope: Envelope<Result | null>): Answer<Result> {
  if (isOk(envelope)) return { status: "answered", purchase: envelope.result };
  const code = envelope.error_code;
  // A 500 of ours rolled the work and its key back; a 502-504 of a proxy says nothing of the server.
  if (code === NETWORK_ERROR_CODE || code >= 500) return { status: "unanswered" };
  return { status: "refused", failure: { code, message: envelope.message, refusal: refusalOf(envelope) } };
}

/** Sends the request a stored purchase has in flight, under its step's key. */
export async function sendStep(stored: StoredPurchase): Promise<Answer> {
  const { reference } = stored;
  switch (stored.step) {
    case "authorise":
      return answerOf(
        await call(e.authorise, {
          body: stored.sent,
          headers: { "Idempotency-Key": idempotencyKeyOf(reference, "authorise") },
        }),
      );
    case "complete":
      return answerOf(
        await call(e.complete, {
          params: { reference },
          body: stored.sent,
          headers: { "Idempotency-Key": idempotencyKeyOf(reference, "complete") },
        }),
      );
    case "void":
      return answerOf(
        await call(e.void, {
          params: { reference },
          headers: { "Idempotency-Key": idempotencyKeyOf(reference, "void") },
        }),
      );
    case "held":
      return fetchPurchase(reference);
  }
}

/** The purchase as the server has it now; refused with `purchase_not_found` when it has none. */
export async function fetchPurchase(reference: string): Promise<Answer> {
  return answerOf(await call(e.get, { params: { reference } }));
}

/** Sends one photo of a purchase (a second of a kind replaces the first). */
export async function sendPhoto(
  reference: string,
  kind: (typeof PURCHASE_PHOTOS)[number],
  photo: Blob,
): Promise<Answer> {
  const form = new FormData();
  form.append("file", photo, `${kind}.jpg`);
  return answerOf(await callMultipart(e.photo, form, { reference, kind }));
}

/** The driver's rating of the station for a completed purchase: once per purchase. */
export async function sendReview(reference: string, body: StationReviewBody): Promise<Answer<StationReviewDto>> {
  return answerOf(await call(e.review, { params: { reference }, body }));
}
