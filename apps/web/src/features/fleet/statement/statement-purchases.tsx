import { Stack, Text } from "@mantine/core";
import type { StatementDetailDto, StatementPurchaseDto } from "@pitlane/domain/fleet/statement";
import { IconGasStation } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import type { StatementTexts as Texts } from "./statement-format";
import { useTenantClock } from "../../../shared/clock/use-tenant-clock";
import { type Column, DataTable } from "../../../shared/ui/data-table";
import { AmountIn } from "../../../shared/ui/money";
import { SectionCard } from "../../../shared/ui/section-card";
import { formatLitres, formatPrice } from "./statement-format";

interface Props {
  purchases: StatementDetailDto["purchases"];
  currency: string;
  pending: boolean;
  onPageChange: (page: number) => void;
}

/** The period's purchases, a page at a time: each one's fuel, commission and tax on one line, as spec 001's statement lists them. */
export function StatementPurchases({ purchases, currency, pending, onPageChange }: Props) {
  const { t } = useTranslation();
  const clock = useTenantClock();
  const p = (key: keyof Texts["purchases"]) => t(`fleet.statement.purchases.${key}`);
  const money = (amount: number) => <AmountIn amount={amount} currency={currency} />;
  const end = (
    key: keyof StatementPurchaseDto & keyof Texts["purchases"],
    render: Column<StatementPurchaseDto>["render"],
  ) => ({
    key,
    header: p(key),
    alignEnd: true,
    render,
  });
  const columns: Column<StatementPurchaseDto>[] = [
    { key: "date", header: p("date"), render: (row) => clock.dateTime(row.at) },
    { key: "station", header: p("station"), render: (row) => row.station_name },
    {
      key: "vehicle",
      header: p("vehicle"),
      render: (row) => (
        <Stack gap={0}>
          <bdi>{row.plate_no}</bdi>
          <Text size="xs" c="dimmed">
            {row.employee_name ?? "—"}
          </Text>
        </Stack>
      ),
    },
    { key: "product", header: p("product"), render: (row) => t(`fleet.statement.fuel_types.${row.fuel_type}`) },
    end("litres", (row) => formatLitres(row.litres)),
    { key: "unit_price", header: p("nozzle_price"), alignEnd: true, render: (row) => formatPrice(row.unit_price) },
    { key: "fuel", header: p("total_price"), alignEnd: true, render: (row) => money(row.fuel) },
    end("commission", (row) => money(row.commission)),
    end("subtotal", (row) => money(row.subtotal)),
    end("tax", (row) => money(row.tax)),
    { key: "total", header: p("net_charged"), alignEnd: true, render: (row) => money(row.total) },
    end("odometer", (row) => row.odometer),
    end("km_since_last", (row) => row.km_since_last ?? "—"),
    end("litres_per_100_km", (row) => row.litres_per_100_km ?? "—"),
  ];
  return (
    <SectionCard title={p("title")}>
      <Text size="sm" c="dimmed">
        {p("payment_method")}
      </Text>
      <DataTable
        label={p("title")}
        columns={columns}
        data={purchases}
        pending={pending}
        isFiltered={false}
        emptyTexts={{ none: p("empty"), filtered: p("empty") }}
        emptyIcon={IconGasStation}
        onPageChange={onPageChange}
        minWidth={1400}
      />
    </SectionCard>
  );
}
