import type { DeclineReason, PurchaseFlag, RuleCycle } from "@pitlane/domain";
import { escapeHtml, type Mail } from "../../../platform/mail.js";

/** The company a pump alert goes to: its own e-mail, as every mail of the company's money does. */
export interface AlertRecipient {
  companyName: string;
  companyEmail: string;
}

/** A purchase as its alert names it. */
export interface AlertPurchase {
  reference: string;
  plateNo: string;
  employeeName: string | null;
  stationName: string;
  ruleCycle: RuleCycle | null;
}

/**
 * Why a purchase was declined, in the company's words (the portal's English of the same codes).
 * A limit of the rule's cycle names the cycle when the rule is known.
 */
const DECLINE_TEXT: Record<Exclude<DeclineReason, "limit_litres_cycle" | "limit_amount_cycle">, string> = {
  company_suspended: "The company is suspended",
  vehicle_inactive: "The vehicle is not active",
  driver_not_assigned: "No active driver is assigned to the vehicle",
  pin_locked: "Driver locked for the day after three wrong T-PINs",
  pin_invalid: "Wrong T-PIN",
  price_unavailable: "The station had no price for this fuel",
  product_not_allowed: "Fuel type not allowed for the vehicle or by its rule",
  day_not_allowed: "Fueling is not allowed on this day by the rule",
  limit_count_day: "Daily number of fuelings reached",
  odometer_below_last: "Odometer below the last reading",
  odometer_jump_too_large: "Odometer more than 150% above the last reading",
  tank_capacity_exceeded: "More than the tank holds, with its factor of safety",
  insufficient_funds: "Not enough available balance in the wallet",
};
const CYCLE_TEXT: Record<RuleCycle, string> = { daily: "Daily", weekly: "Weekly", monthly: "Monthly" };

export function declineText(reason: DeclineReason, cycle: RuleCycle | null): string {
  if (reason === "limit_litres_cycle" || reason === "limit_amount_cycle") {
    const what = reason === "limit_litres_cycle" ? "litres" : "amount";
    return cycle ? `${CYCLE_TEXT[cycle]} ${what} limit reached` : `The rule's ${what} limit reached`;
  }
  return DECLINE_TEXT[reason];
}

const FLAG_TEXT: Record<PurchaseFlag, string> = {
  over_tank: "More than the tank holds",
  distance_off: "Distance since the last fill does not match the litres",
  quick_refill: "Refilled within two hours of the last fill",
};

/** Who, what and where, one fact a line. */
const factsOf = (purchase: AlertPurchase) => [
  `Vehicle: ${purchase.plateNo}`,
  `Driver: ${purchase.employeeName ?? "none assigned"}`,
  `Station: ${purchase.stationName}`,
  `Transaction: ${purchase.reference}`,
];

function alertMail(to: AlertRecipient, subject: string, lead: string, lines: string[], link: string): Mail {
  return {
    to: to.companyEmail,
    subject,
    text: [`Hello ${to.companyName},`, "", lead, "", ...lines, "", `Open the transaction: ${link}`].join("\n"),
    html:
      `<p>Hello ${escapeHtml(to.companyName)},</p><p>${escapeHtml(lead)}</p>` +
      `<ul>${lines.map((line) => `<li>${escapeHtml(line)}</li>`).join("")}</ul>` +
      `<p><a href="${escapeHtml(link)}">Open the transaction</a></p>`,
  };
}

export function declinedPurchaseMail(
  to: AlertRecipient,
  purchase: AlertPurchase,
  reason: DeclineReason,
  link: string,
): Mail {
  const why = declineText(reason, purchase.ruleCycle);
  return alertMail(
    to,
    `A fuel purchase was declined: ${why}`,
    `A purchase of your fleet at a partner station was declined. Why: ${why}.`,
    factsOf(purchase),
    link,
  );
}

export function flaggedPurchaseMail(
  to: AlertRecipient,
  purchase: AlertPurchase,
  flags: readonly PurchaseFlag[],
  link: string,
): Mail {
  return alertMail(
    to,
    "A fuel purchase deserves a look",
    "A completed purchase of your fleet was flagged for review. Mark it explained or disputed in the portal.",
    [...flags.map((flag) => `Flag: ${FLAG_TEXT[flag]}`), ...factsOf(purchase)],
    link,
  );
}
