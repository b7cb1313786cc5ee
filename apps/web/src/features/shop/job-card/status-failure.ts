import type { TFunction } from "i18next";
import { type Failure, toFailure } from "../../../shared/api/api-error";

/** The invoice's stock refusal names its product, so it cannot be a fixed message of the translation. */
const NOT_ENOUGH_STOCK = /^Not enough stock of (.+) at this branch$/;

/** The product a stock refusal names, or null for any other message. */
export function stockShortOf(message: string): string | null {
  return NOT_ENOUGH_STOCK.exec(message)?.[1] ?? null;
}

/** Why a status change was refused, in the reader's language where the message names a product. */
export function statusFailureOf(t: TFunction, error: unknown): Failure | null {
  if (!error) return null;
  const failure = toFailure(error);
  const product = stockShortOf(failure.message);
  return product === null ? failure : { ...failure, message: t("shop.job_card.errors.stock", { name: product }) };
}
