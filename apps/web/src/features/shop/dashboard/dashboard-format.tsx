import { useTranslation } from "react-i18next";
import { formatCount } from "../../../shared/ui/list-range";
import { AmountIn, formatMoney, moneyInText } from "../../../shared/ui/money";

/**
 * What the dashboard writes, money as every shop screen does in the figures' currency: on a card
 * (isolated, left to right), inside a sentence, or bare for a chart's tooltip; counts with separators.
 */
export function useDashboardFormat(currency: string) {
  const { i18n } = useTranslation();
  return {
    money: (amount: number) => <AmountIn amount={amount} currency={currency} />,
    // A no-break space: a card's line never ends between the currency and the figure.
    moneyInText: (amount: number) => moneyInText(amount, currency).replace(" ", "\u00a0"),
    moneyText: (amount: number) => formatMoney(amount, currency),
    count: (value: number) => formatCount(value, i18n.language),
  };
}

export type DashboardFormat = ReturnType<typeof useDashboardFormat>;
