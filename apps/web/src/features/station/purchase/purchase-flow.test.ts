import type { StationPurchaseDto, StationVehicleDto } from "@pitlane/domain";
import { describe, expect, it } from "vitest";
import { afterAnswer, afterRefusal, resumeOf, valuesOf } from "./purchase-flow";
import type { StoredPurchase } from "./purchase-store";

const vehicle: StationVehicleDto = {
  vehicle: "q-token-1",
  company: "Indus Logistics",
  car_id: "IL-KHI-01",
  plate_no: "KHI-1234",
  fuel_types: ["petrol"],
};

const purchase = (overrides: Partial<StationPurchaseDto> = {}): StationPurchaseDto => ({
  reference: "T1-a",
  status: "held",
  approved: true,
  decline: null,
  fuel_type: "petrol",
  currency: "PKR",
  unit_price: 250,
  litres_authorised: 40,
  amount_authorised: 10_000,
  expires_at: "2026-03-09T14:35:00.000Z",
  litres: null,
  amount: null,
  photos: { odometer: false, pump: false },
  created_at: "2026-03-09T14:05:00.000Z",
  ...overrides,
});

const sent = { reference: "T1-a", vehicle: "q-token-1", tpin: "4321", odometer: 12_100, fuel_type: "petrol" as const };
const authoriseBody = { ...sent, litres: 40 };
const authorising: StoredPurchase = {
  reference: "T1-a",
  vehicle,
  updatedAt: 1,
  step: "authorise",
  sent: authoriseBody,
  purchase: null,
};
const held: StoredPurchase = {
  reference: "T1-a",
  vehicle,
  updatedAt: 2,
  step: "held",
  sent: null,
  purchase: purchase(),
};
const completing: StoredPurchase = { ...held, step: "complete", sent: { litres: 32.5 } };
const voiding: StoredPurchase = { ...held, step: "void", sent: null };

const refused = (code: number, refusal: string) => ({
  status: "refused" as const,
  failure: { code, message: refusal, refusal: { code: refusal } },
});

describe("the terminal after an answer", () => {
  it("keeps an approved purchase, without the T-PIN, and shows what may be pumped", () => {
    const next = afterAnswer(authorising, purchase(), 5);
    expect(next).toMatchObject({ keep: { step: "held", sent: null, updatedAt: 5 }, screen: { name: "approved" } });
    expect(JSON.stringify(next)).not.toContain("4321");
  });

  it("forgets a declined purchase and offers another try with what was typed, the T-PIN to be typed again", () => {
    const declined = purchase({ status: "declined", approved: false, decline: "pin_invalid" });
    expect(afterAnswer(authorising, declined, 5)).toEqual({
      keep: null,
      screen: {
        name: "declined",
        vehicle,
        purchase: declined,
        tried: { tpin: "", odometer: 12_100, fuel_type: "petrol", by: "litres", litres: 40, amount: "" },
      },
    });
  });

  it("forgets a completed or voided purchase and shows its receipt", () => {
    const completed = purchase({ status: "completed", litres: 32.5, amount: 8125 });
    expect(afterAnswer(completing, completed, 5)).toEqual({
      keep: null,
      screen: { name: "settled", vehicle, purchase: completed },
    });
    const voided = purchase({ status: "voided" });
    expect(afterAnswer(voiding, voided, 5)).toMatchObject({ keep: null, screen: { name: "settled" } });
  });
});

describe("the terminal after a refusal", () => {
  const failure = { code: 400, message: "x", refusal: { code: "litres_above_authorised" } };

  it("sends an authorisation back to its form, and a completion or a void back to their hold", () => {
    expect(afterRefusal(authorising, failure, 5)).toEqual({
      keep: null,
      screen: { name: "details", vehicle, values: valuesOf(authoriseBody), failure },
    });
    expect(afterRefusal(completing, failure, 5)).toMatchObject({
      keep: { step: "held", sent: null },
      screen: { name: "complete", failure },
    });
    expect(afterRefusal(voiding, failure, 5)).toMatchObject({
      keep: { step: "held" },
      screen: { name: "approved", failure },
    });
  });

  it("asks for the amount again when the attendant had chosen an amount", () => {
    const { litres: _, ...byAmount } = { ...sent, litres: 1, amount: 5000 };
    expect(valuesOf(byAmount)).toMatchObject({ by: "amount", amount: 5000, litres: "", tpin: "" });
  });
});

describe("resuming a purchase found on the device", () => {
  it("resumes a hold at its approval, and sends an unanswered completion or void again", () => {
    const answered = { status: "answered" as const, purchase: purchase() };
    expect(resumeOf(held, answered, 5)).toMatchObject({ keep: { step: "held" }, screen: { name: "approved" } });
    // The authorisation went through though its answer was lost: the hold is taken, not asked again.
    expect(resumeOf(authorising, answered, 5)).toMatchObject({ keep: { step: "held" }, screen: { name: "approved" } });
    expect(resumeOf(completing, answered, 5)).toEqual({ resend: completing });
    expect(resumeOf(voiding, answered, 5)).toEqual({ resend: voiding });
  });

  it("clears a purchase settled meanwhile (completed, expired, declined) and shows how it ended", () => {
    const completed = { status: "answered" as const, purchase: purchase({ status: "completed", litres: 40 }) };
    expect(resumeOf(completing, completed, 5)).toMatchObject({ keep: null, screen: { name: "settled" } });
    const expired = { status: "answered" as const, purchase: purchase({ status: "expired" }) };
    expect(resumeOf(held, expired, 5)).toMatchObject({ keep: null, screen: { name: "settled" } });
  });

  it("lets the attendant send again or drop an authorisation the server never received", () => {
    const unknown = refused(404, "purchase_not_found");
    expect(resumeOf(authorising, unknown, 5)).toEqual({
      keep: authorising,
      screen: { name: "unanswered", stored: authorising, canDiscard: true },
    });
    // A hold the station does not know is another station's: forgotten on this device.
    expect(resumeOf(held, unknown, 5)).toEqual({ keep: null, screen: { name: "identify" } });
  });

  it("decides nothing without the server's account", () => {
    for (const answer of [{ status: "unanswered" as const }, refused(429, "too_many_requests")]) {
      for (const stored of [authorising, held, completing]) {
        expect(resumeOf(stored, answer, 5)).toEqual({
          keep: stored,
          screen: { name: "unanswered", stored, canDiscard: false },
        });
      }
    }
  });
});
