import { Currency } from "@pitlane/domain";
import { useTranslation } from "react-i18next";
import { useTenantClock } from "../../../shared/clock/use-tenant-clock";
import { formatMoney } from "../../../shared/ui/money";
import { useSession } from "../../../shared/session/session-store";

/** "15%": Latin digits in both languages, like every number on screen. */
export function formatVatRate(rate: number, language: string): string {
  return `${new Intl.NumberFormat(`${language}-u-nu-latn`, { maximumFractionDigits: 2 }).format(rate)}%`;
}

/**
 * Invoice amounts in the currency each was issued in (the shop's, unless the shop has changed its
 * currency since), dates and times on the shop's wall clock, and rates, in the reader's language.
 */
export function useInvoiceFormat() {
  const { shop } = useSession();
  const { i18n } = useTranslation();
  const clock = useTenantClock();
  const currencyOf = (code: string) => {
    const parsed = Currency.safeParse(code);
    return parsed.success ? parsed.data : shop.currency;
  };
  return {
    money: (amount: number, currency: string) => formatMoney(amount, currencyOf(currency)),
    date: clock.date,
    dateTime: clock.dateTime,
    vatRate: (rate: number) => formatVatRate(rate, i18n.language),
  };
}
