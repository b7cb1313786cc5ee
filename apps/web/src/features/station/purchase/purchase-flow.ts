import type { AuthoriseBody, FuelType, StationPurchaseDto, StationVehicleDto } from "@pitlane/domain";
import type { Failure } from "../../../shared/api/api-error";
import type { Answer } from "./purchase-api";
import type { BuyBy } from "./purchase-forms";
import type { StoredPurchase } from "./purchase-store";

export type HeldPurchase = Extract<StoredPurchase, { step: "held" }>;

/** What the authorisation's form shows when it opens: empty, or a declined or refused attempt's values. */
export type AuthoriseValues = {
  tpin: string;
  odometer: number | "";
  fuel_type: FuelType | "";
  by: BuyBy;
  litres: number | "";
  amount: number | "";
};

/** One screen of the terminal: each step of a purchase is a screen of its own. */
export type Screen =
  | { name: "identify" }
  | { name: "details"; vehicle: StationVehicleDto; values: AuthoriseValues | null; failure: Failure | null }
  | { name: "sending"; stored: StoredPurchase }
  | { name: "unanswered"; stored: StoredPurchase; canDiscard: boolean }
  | { name: "approved"; stored: HeldPurchase; failure: Failure | null }
  | { name: "complete"; stored: HeldPurchase; failure: Failure | null }
  | { name: "declined"; vehicle: StationVehicleDto; purchase: StationPurchaseDto; tried: AuthoriseValues | null }
  | { name: "settled"; vehicle: StationVehicleDto; purchase: StationPurchaseDto };

/** What to do next: keep the purchase (or forget it, when settled or unknown here) and show a screen. */
export type Next = { keep: StoredPurchase | null; screen: Screen } | { resend: StoredPurchase };

/** A tried authorisation's values for another try: everything but the T-PIN, which the driver types again. */
export function valuesOf(sent: AuthoriseBody): AuthoriseValues {
  return {
    tpin: "",
    odometer: sent.odometer,
    fuel_type: sent.fuel_type,
    by: sent.litres === undefined ? "amount" : "litres",
    litres: sent.litres ?? "",
    amount: sent.amount ?? "",
  };
}

const heldOf = (stored: StoredPurchase, purchase: StationPurchaseDto, now: number): HeldPurchase => ({
  reference: stored.reference,
  vehicle: stored.vehicle,
  updatedAt: now,
  step: "held",
  sent: null,
  purchase,
});

/** After the server's answer: a hold is kept until it is settled; a settled purchase is forgotten. */
export function afterAnswer(stored: StoredPurchase, purchase: StationPurchaseDto, now: number): Next {
  if (purchase.status === "held") {
    const held = heldOf(stored, purchase, now);
    return { keep: held, screen: { name: "approved", stored: held, failure: null } };
  }
  const { vehicle } = stored;
  if (purchase.status === "declined") {
    const tried = stored.step === "authorise" ? valuesOf(stored.sent) : null;
    return { keep: null, screen: { name: "declined", vehicle, purchase, tried } };
  }
  return { keep: null, screen: { name: "settled", vehicle, purchase } };
}

/**
 * After a refusal (the server did nothing and kept no key): an authorisation goes back to its form
 * with what was typed, a completion or a void back to the hold they were for.
 */
export function afterRefusal(stored: StoredPurchase, failure: Failure, now: number): Next {
  switch (stored.step) {
    case "authorise":
      return {
        keep: null,
        screen: { name: "details", vehicle: stored.vehicle, values: valuesOf(stored.sent), failure },
      };
    case "complete": {
      const held = heldOf(stored, stored.purchase, now);
      return { keep: held, screen: { name: "complete", stored: held, failure } };
    }
    case "void": {
      const held = heldOf(stored, stored.purchase, now);
      return { keep: held, screen: { name: "approved", stored: held, failure } };
    }
    case "held":
      return { keep: stored, screen: { name: "approved", stored, failure } };
  }
}

/**
 * Where a purchase found on the device resumes, from the server's account of it (GET by reference):
 * a request that was in flight on a hold is sent again (same key and body: the server does it once);
 * an authorisation the server never saw waits for the attendant to send it again or drop it; a hold
 * the station does not know (another station's attendant signed in here) is forgotten. Without an
 * account (no answer, too many requests) nothing is decided.
 */
export function resumeOf(stored: StoredPurchase, answer: Answer, now: number): Next {
  const isUnknownHere = answer.status === "refused" && answer.failure.code === 404;
  if (isUnknownHere) {
    if (stored.step === "authorise") return { keep: stored, screen: { name: "unanswered", stored, canDiscard: true } };
    return { keep: null, screen: { name: "identify" } };
  }
  if (answer.status !== "answered") return { keep: stored, screen: { name: "unanswered", stored, canDiscard: false } };
  const isInFlight = stored.step === "complete" || stored.step === "void";
  if (answer.purchase.status === "held" && isInFlight) return { resend: stored };
  return afterAnswer(stored, answer.purchase, now);
}
