import { Button, Group, Loader, Stack, Text } from "@mantine/core";
import type { StockTransferBody } from "@pitlane/domain";
import { useTranslation } from "react-i18next";
import { ListError } from "../../../shared/ui/list-error";
import { type StockRow, useStockElsewhere, useStockTransfer } from "./stock-hooks";
import { stockBranchName, variantLabel } from "./stock-names";
import { type StockFormSlot, StockRowDialog } from "./stock-row-dialog";
import { StockTransferForm } from "./stock-transfer-form";

interface Props {
  /** The row the units leave; null while closed. */
  row: StockRow | null;
  onClose: () => void;
}

/**
 * Move units of one variant from its branch to another that sells it; on success a toast gives
 * both branches' stock and the list reloads. Without another such branch it says so instead.
 */
export function StockTransferDialog({ row, onClose }: Props) {
  const { t, i18n } = useTranslation();
  const transfer = useStockTransfer();
  const elsewhere = useStockElsewhere(row);
  // The branch the units went to is one the form offered: one of these rows.
  const targetName = (branchId: string) => {
    const target = elsewhere.data?.find((other) => other.branch_id === branchId);
    return target ? stockBranchName(target, i18n.language) : "—";
  };

  return (
    <StockRowDialog
      row={row}
      title={t("shop.stock.transfer.title")}
      change={transfer}
      doneText={(current, done) =>
        t("shop.stock.toast.transferred", {
          name: variantLabel(current),
          quantity: done.quantity,
          from: stockBranchName(current, i18n.language),
          left: done.from.quantity,
          to: targetName(done.to.branch_id),
          held: done.to.quantity,
        })
      }
      onClose={onClose}
    >
      {(current, form) => {
        if (elsewhere.isPending) return <Loader size="sm" aria-label={t("shop.stock.transfer.loading")} />;
        if (elsewhere.isError) return <ListError error={elsewhere.error} onRetry={() => void elsewhere.refetch()} />;
        if (elsewhere.data.length === 0) return <NoOtherBranch row={current} {...form} />;
        return <StockTransferForm row={current} targets={elsewhere.data} {...form} />;
      }}
    </StockRowDialog>
  );
}

function NoOtherBranch({ row, onCancel }: { row: StockRow } & StockFormSlot<StockTransferBody>) {
  const { t } = useTranslation();
  return (
    <Stack>
      <Text size="sm">{t("shop.stock.transfer.no_other_branch", { product: row.product_name })}</Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={onCancel}>
          {t("actions.close")}
        </Button>
      </Group>
    </Stack>
  );
}
