import type { Currency } from "@pitlane/domain";
import { useTranslation } from "react-i18next";
import { notify } from "../../../shared/ui/notify";
import { useBalance, useSetLowBalance } from "./balance-hooks";
import { LowBalanceForm } from "./low-balance-form";

/** The alert level's card, once the balance (which carries it) has loaded. */
export function ThresholdSection({ currency }: { currency: Currency }) {
  const { t } = useTranslation();
  const balance = useBalance();
  const save = useSetLowBalance();
  if (!balance.data) return null;
  return (
    <LowBalanceForm
      // A saved or cleared level starts the field afresh from what the server now holds.
      key={String(balance.data.low_balance_threshold)}
      balance={balance.data}
      currency={currency}
      pending={save.isPending}
      errors={save.error}
      onSubmit={(body) =>
        save.mutate(body, {
          onSuccess: () =>
            notify.success(
              t(body.threshold === null ? "fleet.balance.threshold.cleared" : "fleet.balance.threshold.saved"),
            ),
        })
      }
    />
  );
}
