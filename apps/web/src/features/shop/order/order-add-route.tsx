import { Button, Stack } from "@mantine/core";
import { OrderKind } from "@pitlane/domain";
import { useTranslation } from "react-i18next";
import { Link, Navigate, useNavigate, useParams } from "react-router";
import { notify } from "../../../shared/ui/notify";
import { PageHeader } from "../../../shared/ui/page-header";
import { RequirePermission } from "../../../shared/ui/require-permission";
import { OrderForm } from "./order-form";
import { useOrderCreate } from "./order-hooks";
import { ORDER_LIST_PATH, orderDetailPath } from "./order-paths";

/** `/orders/add/delivery` and `/orders/add/pickup`: one form, the kind from the URL; the new order opens on its page. */
export function Component() {
  const parsed = OrderKind.safeParse(useParams().kind);
  if (!parsed.success) return <Navigate to={ORDER_LIST_PATH} replace />;
  return (
    <RequirePermission permission="orders.add">
      {/* A new kind starts a new form. */}
      <OrderAdd key={parsed.data} kind={parsed.data} />
    </RequirePermission>
  );
}

function OrderAdd({ kind }: { kind: OrderKind }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const create = useOrderCreate();

  return (
    <Stack gap="lg" maw={1200}>
      <PageHeader
        title={t(`shop.order.title_add.${kind}`)}
        actions={
          <Button component={Link} to={ORDER_LIST_PATH} variant="default">
            {t("shop.order.back_to_list")}
          </Button>
        }
      />
      <OrderForm
        kind={kind}
        pending={create.isPending}
        errors={create.error}
        onCancel={() => void navigate(ORDER_LIST_PATH)}
        onSubmit={(body) =>
          create.mutate(body, {
            onSuccess: (order) => {
              notify.success(t("shop.order.toast.created", { number: order.number_display }));
              void navigate(orderDetailPath(order._id), { replace: true });
            },
          })
        }
      />
    </Stack>
  );
}
