import type { Currency } from "@pitlane/domain";
import { useTranslation } from "react-i18next";
import { formatMoney } from "../../../shared/ui/money";
import { formatDecimal } from "../transaction/transaction-texts";

/** What the dashboard writes: litres to one decimal (a month's totals, not a receipt), money as everywhere, counts with separators. */
export function useDashboardFormat(currency: Currency) {
  const { t, i18n } = useTranslation();
  const number = (value: number, digits = 0) => formatDecimal(value, i18n.language, digits);
  return {
    number,
    litres: (litres: number) => t("fleet.dashboard.units.litres", { litres: number(litres, 1) }),
    money: (amount: number) => formatMoney(amount, currency),
  };
}

export type DashboardFormat = ReturnType<typeof useDashboardFormat>;
