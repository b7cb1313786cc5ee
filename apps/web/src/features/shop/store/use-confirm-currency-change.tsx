import { Text } from "@mantine/core";
import { modals } from "@mantine/modals";
import type { Currency } from "@pitlane/domain";
import { useTranslation } from "react-i18next";

/**
 * Prices are stored without their currency: a new one relabels every price (SAR 80 becomes
 * PKR 80), so it is asked for in a modal (Escape or Cancel saves nothing). The same currency saves at once.
 */
export function useConfirmCurrencyChange(saved: Currency) {
  const { t } = useTranslation();
  return (next: Currency, save: () => void) => {
    if (next === saved) return save();
    modals.openConfirmModal({
      title: t("shop.store.currency_change.title"),
      centered: true,
      children: (
        <Text size="sm">
          {t("shop.store.currency_change.text", {
            from: t(`currencies.${saved}`),
            to: t(`currencies.${next}`),
          })}
        </Text>
      ),
      labels: { confirm: t("shop.store.currency_change.confirm"), cancel: t("actions.cancel") },
      confirmProps: { color: "orange" },
      onConfirm: save,
    });
  };
}
