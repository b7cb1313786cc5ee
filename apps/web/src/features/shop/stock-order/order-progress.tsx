import type { StockOrderDto } from "@pitlane/domain";
import { useTranslation } from "react-i18next";
import type { Column } from "../../../shared/ui/data-table";
import { SectionCard } from "../../../shared/ui/section-card";
import { StaticTable } from "../../../shared/ui/static-table";
import { remainingOf } from "./order-lines";

type Line = StockOrderDto["lines"][number];

/** Each line's units ordered, received so far and still to come. */
export function OrderProgress({ order }: { order: StockOrderDto }) {
  const { t } = useTranslation();
  const columns: Column<Line>[] = [
    { key: "product", header: t("shop.stock_order.lines.product"), isMain: true, render: (l) => <bdi>{l.name}</bdi> },
    { key: "ordered", header: t("shop.stock_order.lines.ordered"), alignEnd: true, render: (l) => l.quantity },
    {
      key: "received",
      header: t("shop.stock_order.lines.received"),
      alignEnd: true,
      render: (l) => l.received_quantity,
    },
    { key: "remaining", header: t("shop.stock_order.lines.remaining"), alignEnd: true, render: remainingOf },
  ];
  return (
    <SectionCard title={t("shop.stock_order.sections.progress")}>
      <StaticTable
        label={t("shop.stock_order.sections.progress")}
        rows={order.lines}
        columns={columns}
        rowKey={(l) => l._id}
        empty={t("shop.stock_order.form.no_lines")}
        minWidth={480}
      />
    </SectionCard>
  );
}
