import type { Currency } from "@pitlane/domain";
import { useTranslation } from "react-i18next";
import { useSession } from "../session/session-store";

/**
 * An amount in major units as the shop's currency, with two decimals always: the domain keeps
 * paisa and halalas (CLDR would round PKR to whole rupees). Latin digits in both languages, like
 * every other number on screen.
 */
export function formatMoney(amount: number, currency: Currency, language: string): string {
  return new Intl.NumberFormat(`${language}-u-nu-latn`, {
    style: "currency",
    currency,
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(amount);
}

/** `formatMoney` in the signed-in shop's currency and the current language. */
export function useFormatMoney(): (amount: number) => string {
  const { shop } = useSession();
  const { i18n } = useTranslation();
  return (amount) => formatMoney(amount, shop.currency, i18n.language);
}

/** An amount in its own direction inside a sentence or a cell of either language. */
export function Money({ amount }: { amount: number }) {
  const format = useFormatMoney();
  return <bdi>{format(amount)}</bdi>;
}
