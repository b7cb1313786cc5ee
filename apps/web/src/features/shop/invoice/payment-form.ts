import { PaymentBody, RefusalCode } from "@pitlane/domain";

/** Money in major units compared in minor units: 0.1 + 0.2 must not exceed 0.3. */
const toMinor = (amount: number) => Math.round(amount * 100);

/**
 * The API's payment body, and (what only the screen knows) at most the balance: the same message
 * as the server's refusal, so both read alike and land on the amount.
 */
export function paymentFormSchema(balance: number) {
  return PaymentBody.extend({
    amount: PaymentBody.shape.amount.refine((amount) => toMinor(amount) <= toMinor(balance), {
      error: RefusalCode.payment_amount,
    }),
  });
}

/** The form starts with the whole balance: paying it off is the usual case. */
export const paymentValuesOf = (balance: number) => ({ amount: balance, note: "" });
