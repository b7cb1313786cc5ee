import type { Currency } from "@pitlane/domain";
import { formatMoney } from "../../../shared/ui/money";

const litresFormat = new Intl.NumberFormat("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 3 });
const priceFormat = new Intl.NumberFormat("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 4 });

/** Litres as the pump shows them: two decimals at least, three at most ("40.00", "32.125"). */
export const formatLitres = (litres: number): string => litresFormat.format(litres);

/** A price per litre, to the 1/100 of a minor unit the API keeps where it has it: "PKR 265.50", "SAR 2.1834". */
export const formatPrice = (price: number, currency: Currency | string): string =>
  `${currency} ${priceFormat.format(price)}`;

export { formatMoney };

/** A price or an amount inside a translated sentence: isolated, so it reads left to right in Arabic too. */
export const inText = (text: string): string => `\u2066${text}\u2069`;
