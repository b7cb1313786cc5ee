import { Stack } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { useNavigate, useSearchParams } from "react-router";
import { notify } from "../../../shared/ui/notify";
import { PageHeader } from "../../../shared/ui/page-header";
import { RequirePermission } from "../../../shared/ui/require-permission";
import { StockOrderForm } from "./stock-order-form";
import { useStockOrderCreate } from "./stock-order-hooks";
import { STOCK_ORDER_LIST_PATH, stockOrderEditPath } from "./stock-order-paths";

/**
 * `/inventory/stock-orders/add` (`?supplier_id=` from a supplier's page): saved as a draft or placed
 * at once, then opened on its own page, where goods are received.
 */
export function Component() {
  return (
    <RequirePermission permission="stock.add">
      <StockOrderAdd />
    </RequirePermission>
  );
}

function StockOrderAdd() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const create = useStockOrderCreate();

  return (
    <Stack gap="lg" maw={1100}>
      <PageHeader title={t("shop.stock_order.title_add")} />
      <StockOrderForm
        supplierId={params.get("supplier_id") ?? undefined}
        canPlace
        pending={create.isPending ? (create.variables.status ?? "draft") : null}
        errors={create.error}
        onCancel={() => void navigate(STOCK_ORDER_LIST_PATH)}
        onSubmit={(body) =>
          create.mutate(body, {
            onSuccess: (order) => {
              notify.success(
                t(`shop.stock_order.toast.created_${order.status === "ordered" ? "ordered" : "draft"}`, {
                  number: order.number_display,
                  supplier: order.supplier_name,
                }),
              );
              void navigate(stockOrderEditPath(order._id), { replace: true });
            },
          })
        }
      />
    </Stack>
  );
}
