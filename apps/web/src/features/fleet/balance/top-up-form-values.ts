import { RefusalCode, TopUpBody } from "@pitlane/domain";
import type { NumberValue } from "../../../shared/forms/number-value";

/** What the add-balance form holds: nothing chosen yet is null, the amount as typed. */
export type TopUpFormValues = {
  bank_code: string | null;
  amount: NumberValue;
  slip_number: string;
  proof_id: string | null;
};

export const EMPTY_TOP_UP: TopUpFormValues = { bank_code: null, amount: "", slip_number: "", proof_id: null };

/**
 * The API's own schema ("Please select bank first", "Please Add Image"), and the check the server
 * makes against the company's country made here first: a bank that is not one of the accounts
 * offered reads "Please Select Correct Bank" before any call.
 */
export function topUpSchemaFor(accounts: readonly { bank_code: string }[]) {
  return TopUpBody.extend({
    bank_code: TopUpBody.shape.bank_code.refine((code) => accounts.some((account) => account.bank_code === code), {
      error: RefusalCode.bank_wrong,
    }),
  });
}
