import type { OrderItemDto } from "@pitlane/domain";
import { useTranslation } from "react-i18next";
import type { Column } from "../../../shared/ui/data-table";
import { SectionCard } from "../../../shared/ui/section-card";
import { StaticTable } from "../../../shared/ui/static-table";

/** What to pack: every product with its units, a package's own under the package's name. */
export function OrderItems({ items }: { items: OrderItemDto[] }) {
  const { t } = useTranslation();
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
    <SectionCard title={t("shop.order.items.title")}>
      <StaticTable
        label={t("shop.order.items.title")}
        rows={items}
        columns={columns}
        rowKey={(item, index) => `${item.variant_id}-${item.package_name ?? ""}-${index}`}
        empty={t("shop.order.items.empty")}
        minWidth={420}
      />
    </SectionCard>
  );
}
