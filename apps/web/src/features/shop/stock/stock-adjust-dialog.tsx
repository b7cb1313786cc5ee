import { useTranslation } from "react-i18next";
import { StockAdjustForm } from "./stock-adjust-form";
import { type StockRow, useStockAdjust } from "./stock-hooks";
import { stockBranchName, variantLabel } from "./stock-names";
import { StockRowDialog } from "./stock-row-dialog";

interface Props {
  /** The row being adjusted; null while closed. */
  row: StockRow | null;
  onClose: () => void;
}

/** Adjust one variant's stock at one branch; on success a toast gives the new count and the list reloads. */
export function StockAdjustDialog({ row, onClose }: Props) {
  const { t, i18n } = useTranslation();
  const adjust = useStockAdjust();
  return (
    <StockRowDialog
      row={row}
      title={t("shop.stock.adjust.title")}
      change={adjust}
      doneText={(current, done) =>
        t("shop.stock.toast.adjusted", {
          name: variantLabel(current),
          branch: stockBranchName(current, i18n.language),
          quantity: done.quantity,
        })
      }
      onClose={onClose}
    >
      {(current, form) => <StockAdjustForm row={current} {...form} />}
    </StockRowDialog>
  );
}
