import "@mantine/core/styles/Badge.css";
import { Badge, Stack, Text, Title } from "@mantine/core";
import type { FuelPriceDto, StationDto, StationPriceInForceDto } from "@pitlane/domain";
import { IconGasStation } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useTenantClock } from "../../../shared/clock/use-tenant-clock";
import { notify } from "../../../shared/ui/notify";
import { type Column, DataTable } from "../../../shared/ui/data-table";
import { ListError } from "../../../shared/ui/list-error";
import { SectionCard } from "../../../shared/ui/section-card";
import { StaticTable } from "../../../shared/ui/static-table";
import { FuelPriceForm } from "./fuel-price-form";
import { LitrePrice, useCountryClock } from "./station-display";
import { useSetStationPrice, useStationPrices, useStationPricesInForce } from "./station-hooks";

/**
 * What the station charges now for each fuel it sells (its own price, else its country's), the
 * history of its own prices, and a new one. Times are on its country's clock.
 */
export function StationPricesSection({ station, canEdit }: { station: StationDto; canEdit: boolean }) {
  const { t } = useTranslation();
  // When a price starts is read on the station's country's clock; when it was set, on the reader's own.
  const clock = useCountryClock(station.country_code);
  const staffClock = useTenantClock();
  const inForce = useStationPricesInForce(station._id);
  const [page, setPage] = useState(1);
  const history = useStationPrices(station._id, { page, limit: 10 });
  const setPrice = useSetStationPrice(station._id);
  const fuel = (row: { fuel_type: FuelPriceDto["fuel_type"] }) => t(`ops.station.fuel_types.${row.fuel_type}`);

  const historyColumns: Column<FuelPriceDto>[] = [
    { key: "fuel", header: t("ops.station.prices.fuel"), isMain: true, render: fuel },
    {
      key: "price",
      header: t("ops.station.prices.price"),
      render: (row) => <LitrePrice price={row.price} currency={row.currency} />,
    },
    {
      key: "from",
      header: t("ops.station.prices.effective_at"),
      render: (row) => clock.dateTime(row.effective_at),
    },
    { key: "set", header: t("ops.station.prices.set_at"), render: (row) => staffClock.dateTime(row.created_at) },
  ];

  return (
    <SectionCard title={t("ops.station.prices.station_title")}>
      <Text size="sm" c="dimmed">
        {t("ops.station.prices.station_text")}
      </Text>
      {inForce.isError ? (
        <ListError error={inForce.error} onRetry={() => void inForce.refetch()} />
      ) : (
        <StaticTable<StationPriceInForceDto>
          label={t("ops.station.prices.station_title")}
          rows={inForce.data ?? []}
          rowKey={(row) => row.fuel_type}
          empty={t("loading")}
          columns={[
            { key: "fuel", header: t("ops.station.prices.fuel"), isMain: true, render: fuel },
            {
              key: "price",
              header: t("ops.station.prices.price"),
              render: (row) =>
                row.price === null ? (
                  <Text size="sm" c="dimmed" component="span">
                    {t("ops.station.prices.none")}
                  </Text>
                ) : (
                  <LitrePrice price={row.price} currency={row.currency} />
                ),
            },
            {
              key: "source",
              header: t("ops.station.prices.source"),
              render: (row) =>
                row.source && (
                  <Badge variant="light" color={row.source === "station" ? "grape" : "gray"} miw="max-content">
                    {t(`ops.station.prices.sources.${row.source}`)}
                  </Badge>
                ),
            },
            {
              key: "since",
              header: t("ops.station.prices.since"),
              render: (row) => row.effective_at && clock.dateTime(row.effective_at),
            },
          ]}
        />
      )}
      <Stack gap="xs">
        <Title order={3} fz="md">
          {t("ops.station.prices.station_history")}
        </Title>
        {history.isError ? (
          <ListError error={history.error} onRetry={() => void history.refetch()} />
        ) : (
          <DataTable
            label={t("ops.station.prices.station_history")}
            columns={historyColumns}
            data={history.data}
            pending={history.isPending}
            isFiltered={false}
            emptyTexts={{
              none: t("ops.station.prices.station_empty"),
              filtered: t("ops.station.prices.station_empty"),
            }}
            emptyIcon={IconGasStation}
            onPageChange={setPage}
          />
        )}
      </Stack>
      {canEdit && (
        <FuelPriceForm
          countryCode={station.country_code}
          currency={station.currency}
          fuelTypes={station.fuel_types}
          label={t("ops.station.prices.new_own")}
          pending={setPrice.isPending}
          errors={setPrice.error}
          onSubmit={(body, done) =>
            setPrice.mutate(body, {
              onSuccess: () => {
                notify.success(t("ops.station.prices.saved"));
                done();
              },
            })
          }
        />
      )}
    </SectionCard>
  );
}
