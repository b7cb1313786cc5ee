import type { Currency } from "@pitlane/domain";
import { useSession } from "../session/session-store";

const amountFormat = new Intl.NumberFormat("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/**
 * An amount in major units as the currency's code and the amount, with two decimals always (the
 * domain keeps paisa and halalas; CLDR would round PKR to whole rupees): "PKR 1,350.00",
 * "PKR -20.00". The same in both languages, read left to right like every other number on screen:
 * Arabic's own pattern puts a negative amount's sign and currency on the other side than a positive
 * one's once the text runs right to left.
 */
export function formatMoney(amount: number, currency: Currency | string): string {
  return `${currency} ${amountFormat.format(amount)}`;
}

/** `formatMoney` in the signed-in shop's currency. */
export function useFormatMoney(): (amount: number) => string {
  const { shop } = useSession();
  return (amount) => formatMoney(amount, shop.currency);
}

/** An amount in its own direction inside a sentence or a cell of either language. */
export function Money({ amount }: { amount: number }) {
  const { shop } = useSession();
  return <AmountIn amount={amount} currency={shop.currency} />;
}

/** `Money` in a currency the caller names (a fleet company's; each company's in the console). */
export function AmountIn({ amount, currency }: { amount: number; currency: Currency | string }) {
  // An amount never breaks between its currency and its figure, nor inside the figure.
  return (
    <bdi dir="ltr" style={{ whiteSpace: "nowrap" }}>
      {formatMoney(amount, currency)}
    </bdi>
  );
}

/** `formatMoney` for a translated sentence: isolated, so it reads left to right inside Arabic text. */
export const moneyInText = (amount: number, currency: Currency | string) =>
  `\u2066${formatMoney(amount, currency)}\u2069`;
