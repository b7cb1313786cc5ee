import "@mantine/core/styles/Badge.css";
import { Badge } from "@mantine/core";
import type { InvoiceDto } from "@pitlane/domain";
import { useTranslation } from "react-i18next";
import type { Column } from "../../../shared/ui/data-table";
import { SectionCard } from "../../../shared/ui/section-card";
import { StaticTable } from "../../../shared/ui/static-table";
import { useInvoiceFormat } from "./invoice-format";

type Line = Pick<
  InvoiceDto["lines"][number],
  "kind" | "ref_id" | "name" | "quantity" | "unit_price" | "discount" | "net"
>;

/** An invoice, or a customer order's bill before it is invoiced: the same lines in the same currency. */
export interface BilledLines {
  currency: string;
  lines: readonly Line[];
}

const KIND_COLORS = { service: "blue", product: "grape", package: "orange" } as const;

/** The invoice's lines as billed: what, how many, at what price, the discount and the line's net. */
export function InvoiceLines({ invoice: inv }: { invoice: BilledLines }) {
  const { t } = useTranslation();
  const format = useInvoiceFormat();
  const money = (amount: number) => <bdi>{format.money(amount, inv.currency)}</bdi>;
  const header = (name: "kind" | "name" | "quantity" | "unit_price" | "discount" | "net") =>
    t(`shop.invoice.lines.${name}`);
  const columns: Column<Line>[] = [
    {
      key: "kind",
      header: header("kind"),
      render: (line) => (
        // A visible label keeps the badge as wide as its word when the table is tight.
        <Badge color={KIND_COLORS[line.kind]} variant="light" styles={{ label: { overflow: "visible" } }}>
          {t(`shop.invoice.line_kinds.${line.kind}`)}
        </Badge>
      ),
    },
    { key: "name", header: header("name"), isMain: true, render: (line) => <bdi>{line.name}</bdi> },
    { key: "quantity", header: header("quantity"), alignEnd: true, render: (line) => line.quantity },
    { key: "unit_price", header: header("unit_price"), alignEnd: true, render: (line) => money(line.unit_price) },
    {
      key: "discount",
      header: header("discount"),
      alignEnd: true,
      render: (line) => (line.discount > 0 ? money(-line.discount) : "—"),
    },
    { key: "net", header: header("net"), alignEnd: true, isMain: true, render: (line) => money(line.net) },
  ];

  return (
    <SectionCard title={t("shop.invoice.lines.title")}>
      <StaticTable
        label={t("shop.invoice.lines.title")}
        rows={inv.lines}
        columns={columns}
        // A product may be billed on two lines (alone and in no package): kind, ref and place make the key.
        rowKey={(line, index) => `${line.kind}-${line.ref_id}-${index}`}
        empty={t("shop.invoice.lines.empty")}
        minWidth={600}
      />
    </SectionCard>
  );
}
