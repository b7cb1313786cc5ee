import { formatMoney } from "@pitlane/domain";
import { escapeHtml, type Mail } from "../../../platform/mail.js";

/** A company's decided top-up, as its mails name it (amounts in major units). */
export interface DecidedTopUp {
  companyName: string;
  companyEmail: string;
  amount: number;
  currency: string;
  slipNumber: string;
  reason: string | null;
}

const amountOf = (topUp: DecidedTopUp) => formatMoney(topUp.amount, topUp.currency);

export function topUpDecidedMail(topUp: DecidedTopUp, balanceLink: string): Mail {
  const isApproved = topUp.reason === null;
  const lead = isApproved
    ? `Your top-up of ${amountOf(topUp)} (slip ${topUp.slipNumber}) is approved: the amount is in your balance.`
    : `Your top-up of ${amountOf(topUp)} (slip ${topUp.slipNumber}) was rejected: ${topUp.reason}`;
  return {
    to: topUp.companyEmail,
    subject: isApproved ? "Your Pitlane top-up is approved" : "Your Pitlane top-up was rejected",
    text: [`Hello ${topUp.companyName},`, "", lead, "", `Your balance: ${balanceLink}`].join("\n"),
    html:
      `<p>Hello ${escapeHtml(topUp.companyName)},</p><p>${escapeHtml(lead)}</p>` +
      `<p><a href="${escapeHtml(balanceLink)}">Your balance</a></p>`,
  };
}

export function lowBalanceMail(
  company: { companyName: string; companyEmail: string; currency: string },
  available: number,
  threshold: number,
  balanceLink: string,
): Mail {
  const lead =
    `The balance available to your fleet is ${formatMoney(available, company.currency)}, ` +
    `below the ${formatMoney(threshold, company.currency)} you set. Add to it so your drivers can keep buying fuel.`;
  return {
    to: company.companyEmail,
    subject: "Your Pitlane balance is low",
    text: [`Hello ${company.companyName},`, "", lead, "", `Add balance: ${balanceLink}`].join("\n"),
    html:
      `<p>Hello ${escapeHtml(company.companyName)},</p><p>${escapeHtml(lead)}</p>` +
      `<p><a href="${escapeHtml(balanceLink)}">Add balance</a></p>`,
  };
}
