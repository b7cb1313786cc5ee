import type { OrderItemDto } from "@pitlane/domain";
import { useTranslation } from "react-i18next";
import type { Column } from "../../../shared/ui/data-table";
import { SectionCard } from "../../../shared/ui/section-card";
import { StaticTable } from "../../../shared/ui/static-table";

/**
 * Every product with its units, a package's own under the package's name: what to pack while the
 * order waits to be packed, what it held once it has gone on (or was cancelled).
 */
export function OrderItems({ items, isToPack }: { items: OrderItemDto[]; isToPack: boolean }) {
  const { t } = useTranslation();
  const title = isToPack ? t("shop.order.items.title") : t("shop.order.items.title_done");
  const columns: Column<OrderItemDto>[] = [
    { key: "name", header: t("shop.order.items.product"), isMain: true, render: (item) => <bdi>{item.name}</bdi> },
    { key: "quantity", header: t("shop.order.items.quantity"), alignEnd: true, render: (item) => item.quantity },
    {
      key: "package",
      header: t("shop.order.items.package"),
      render: (item) => (item.package_name ? <bdi>{item.package_name}</bdi> : t("shop.order.items.on_its_own")),
    },
  ];
  return (
    <SectionCard title={title}>
      <StaticTable
        label={title}
        rows={items}
        columns={columns}
        rowKey={(item, index) => `${item.variant_id}-${item.package_name ?? ""}-${index}`}
        empty={t("shop.order.items.empty")}
        minWidth={420}
      />
    </SectionCard>
  );
}
