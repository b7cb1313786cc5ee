import type { BalanceDto, Currency } from "@pitlane/domain";
import { IconAlertTriangle } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { LazyAlert } from "../../../shared/ui/lazy-alert";
import { moneyInText } from "../../../shared/ui/money";

interface Props {
  balance: BalanceDto;
  currency: Currency;
  /** The way to act on it: a link to the balance, or the add button. */
  action?: ReactNode;
}

/** The company's own alert: the available balance is below the level it set. Nothing when it is not. */
export function LowBalanceAlert({ balance, currency, action }: Props) {
  const { t } = useTranslation();
  if (!balance.is_low || balance.low_balance_threshold === null) return null;
  return (
    <LazyAlert
      role="alert"
      color="orange"
      variant="light"
      icon={<IconAlertTriangle size={18} />}
      title={t("fleet.balance.low.title")}
    >
      {t("fleet.balance.low.text", {
        available: moneyInText(balance.available, currency),
        threshold: moneyInText(balance.low_balance_threshold, currency),
      })}
      {action}
    </LazyAlert>
  );
}
