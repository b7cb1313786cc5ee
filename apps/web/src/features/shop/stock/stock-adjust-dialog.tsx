import { Modal, Stack, Text } from "@mantine/core";
import type { StockAdjustBody } from "@pitlane/domain";
import { useTranslation } from "react-i18next";
import { notify } from "../../../shared/ui/notify";
import { StockAdjustForm } from "./stock-adjust-form";
import { type StockRow, useStockAdjust } from "./stock-hooks";
import { stockBranchName, variantLabel } from "./stock-names";

interface Props {
  /** The row being adjusted; null while closed. */
  row: StockRow | null;
  onClose: () => void;
}

/** Adjust one variant's stock at one branch; on success a toast gives the new count and the list reloads. */
export function StockAdjustDialog({ row, onClose }: Props) {
  const { t, i18n } = useTranslation();
  const adjust = useStockAdjust();

  function handleClose() {
    // A refusal shown last time is gone when the dialog opens again.
    adjust.reset();
    onClose();
  }

  function handleSubmit(current: StockRow, body: StockAdjustBody) {
    const branch = stockBranchName(current, i18n.language);
    adjust.mutate(body, {
      onSuccess: (done) => {
        notify.success(
          t("shop.stock.toast.adjusted", { name: variantLabel(current), branch, quantity: done.quantity }),
        );
        handleClose();
      },
    });
  }

  return (
    <Modal opened={row !== null} onClose={handleClose} title={t("shop.stock.adjust.title")} centered>
      {row && (
        <Stack>
          <Text size="sm">
            {t("shop.stock.adjust.subject", {
              name: variantLabel(row),
              branch: stockBranchName(row, i18n.language),
              quantity: row.quantity,
            })}
          </Text>
          <StockAdjustForm
            key={row._id}
            row={row}
            pending={adjust.isPending}
            errors={adjust.error}
            onSubmit={(body) => handleSubmit(row, body)}
            onCancel={handleClose}
          />
        </Stack>
      )}
    </Modal>
  );
}
