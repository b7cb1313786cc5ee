import "@mantine/core/styles/Drawer.css";
import { Anchor, Button, Drawer, Loader, Stack, Text } from "@mantine/core";
import type { StockMovementDto } from "@pitlane/domain";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useTenantClock } from "../../../shared/clock/use-tenant-clock";
import type { Column } from "../../../shared/ui/data-table";
import { ListError } from "../../../shared/ui/list-error";
import { StaticTable } from "../../../shared/ui/static-table";
import { branchName } from "../branch/branch-hooks";
import { useReadableBranches } from "../branch/use-branch-options";
import { orderDetailPath } from "../order/order-paths";
import { stockOrderEditPath } from "../stock-order/stock-order-paths";
import { changeColor, signedUnits } from "./movement-change";
import { type StockRow, useStockMovements } from "./stock-hooks";
import { stockBranchName, variantLabel } from "./stock-names";

interface Props {
  /** The row whose history is open; null while closed. */
  row: StockRow | null;
  onClose: () => void;
}

/** A variant's movements at one branch, newest first, twenty at a time. */
export function StockHistoryDrawer({ row, onClose }: Props) {
  const { t, i18n } = useTranslation();
  return (
    <Drawer
      opened={row !== null}
      onClose={onClose}
      position="right"
      size="xl"
      title={
        row && t("shop.stock.history.title", { name: variantLabel(row), branch: stockBranchName(row, i18n.language) })
      }
    >
      {row && <Movements key={row._id} row={row} />}
    </Drawer>
  );
}

/**
 * What moved the stock: a sale or a void with its invoice's number, a receipt with its stock
 * order's (a link to the order), a customer order's sending or return (a link to it), a transfer
 * with the other branch, or the adjustment's reason.
 * `otherBranch` names a transfer's other branch in the reader's language.
 */
function What({ movement, otherBranch }: { movement: StockMovementDto; otherBranch: string }) {
  const { t } = useTranslation();
  const number = movement.invoice_number ?? "—";
  if (movement.reason === "sale") return t("shop.stock.history.sale", { number });
  if (movement.reason === "void") return t("shop.stock.history.void", { number });
  if (movement.reason === "transfer") {
    // Units out went to the other branch; units in came from it.
    const key = movement.quantity_change < 0 ? "transfer_to" : "transfer_from";
    return t(`shop.stock.history.${key}`, { branch: otherBranch });
  }
  if (movement.reason === "receipt") {
    return (
      <>
        {t("shop.stock.history.receipt")}{" "}
        {movement.stock_order_id && movement.stock_order_number ? (
          <Anchor component={Link} to={stockOrderEditPath(movement.stock_order_id)}>
            <bdi>{movement.stock_order_number}</bdi>
          </Anchor>
        ) : (
          "—"
        )}
      </>
    );
  }
  if (movement.reason === "order") {
    // Units out were sent on the order; units in came back when it was cancelled after shipping.
    const key = movement.quantity_change < 0 ? "order_sent" : "order_returned";
    return (
      <>
        {t(`shop.stock.history.${key}`)}{" "}
        {movement.order_id && movement.order_number ? (
          <Anchor component={Link} to={orderDetailPath(movement.order_id)}>
            <bdi>{movement.order_number}</bdi>
          </Anchor>
        ) : (
          "—"
        )}
      </>
    );
  }
  return movement.adjustment_reason ? t(`shop.stock.reasons.${movement.adjustment_reason}`) : "—";
}

/**
 * A transfer's other branch in the reader's language, from the shop's branches (the stock screen's
 * branch filter has read them already); the English name the movement carries when the role may
 * not read branches.
 */
function useOtherBranchName() {
  const { i18n } = useTranslation();
  const { branches } = useReadableBranches();
  return (movement: StockMovementDto) => {
    const branch = branches.find((b) => b._id === movement.other_branch_id);
    return branch ? branchName(branch, i18n.language) : (movement.other_branch_name ?? "—");
  };
}

function Movements({ row }: { row: StockRow }) {
  const { t } = useTranslation();
  const clock = useTenantClock();
  const movements = useStockMovements(row.variant_id, row.branch_id);
  const otherBranchOf = useOtherBranchName();

  if (movements.isPending) return <Loader size="sm" aria-label={t("shop.stock.history.loading")} />;
  if (movements.isError) return <ListError error={movements.error} onRetry={() => void movements.refetch()} />;

  const columns: Column<StockMovementDto>[] = [
    { key: "when", header: t("shop.stock.history.columns.when"), render: (m) => clock.dateTime(m.created_at) },
    {
      key: "change",
      header: t("shop.stock.history.columns.change"),
      render: (m) => (
        <Text span fw={600} c={changeColor(m.quantity_change)} dir="ltr">
          {signedUnits(m.quantity_change)}
        </Text>
      ),
    },
    {
      key: "what",
      header: t("shop.stock.history.columns.what"),
      render: (m) => <What movement={m} otherBranch={otherBranchOf(m)} />,
    },
    { key: "note", header: t("shop.stock.history.columns.note"), render: (m) => <bdi>{m.note ?? "—"}</bdi> },
    {
      key: "who",
      header: t("shop.stock.history.columns.who"),
      render: (m) => <bdi>{m.created_by_name ?? "—"}</bdi>,
    },
  ];

  return (
    <Stack>
      <StaticTable
        label={t("shop.stock.history.label")}
        rows={movements.data.pages.flatMap((page) => page.items)}
        columns={columns}
        rowKey={(m) => m._id}
        empty={t("shop.stock.history.empty")}
        minWidth={640}
      />
      {movements.hasNextPage && (
        <Button
          variant="default"
          onClick={() => void movements.fetchNextPage()}
          loading={movements.isFetchingNextPage}
          style={{ alignSelf: "center" }}
        >
          {t("shop.stock.history.load_more")}
        </Button>
      )}
    </Stack>
  );
}
