import "@mantine/core/styles/Badge.css";
import { Badge, Group, Stack, Text } from "@mantine/core";
import {
  type CountryPriceInForceDto,
  FUEL_TYPES,
  type FuelPriceDto,
  FuelPriceListQuery,
  type FuelType,
} from "@pitlane/domain";
import { IconGasStation } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { z } from "zod";
import { useListQuery } from "../../../shared/api/list-query";
import { useTenantClock } from "../../../shared/clock/use-tenant-clock";
import { useCan } from "../../../shared/session/permissions";
import { type Column, DataTable } from "../../../shared/ui/data-table";
import { ListError } from "../../../shared/ui/list-error";
import { notify } from "../../../shared/ui/notify";
import { PageHeader } from "../../../shared/ui/page-header";
import { RequirePermission } from "../../../shared/ui/require-permission";
import { SectionCard } from "../../../shared/ui/section-card";
import { StaticTable } from "../../../shared/ui/static-table";
import { FilterTabs } from "../../../shared/ui/status-tabs";
import { FuelPriceForm } from "./fuel-price-form";
import { LitrePrice, useCountryClock, usePlaceName } from "./station-display";
import { useCountryPrices, useCountryPricesInForce, useSetCountryPrice } from "./station-hooks";
import { StationTabs } from "./station-tabs";

/** The URL's country may be missing or stale: the first priced country is shown then. */
const PricesUrl = FuelPriceListQuery.extend({ country_id: z.string().optional().catch(undefined) });
const FUEL_TABS = ["all", ...FUEL_TYPES] as const;

/** `/ops/stations/fuel-prices`: each country's price in force now, a country's history, and a new price. */
export function Component() {
  return (
    <RequirePermission permission="stations.view">
      <FuelPrices />
    </RequirePermission>
  );
}

function FuelPrices() {
  const { t } = useTranslation();
  const placeName = usePlaceName();
  const inForce = useCountryPricesInForce();
  const { query, setQuery } = useListQuery(PricesUrl);
  const countries = [...new Map((inForce.data ?? []).map((row) => [row.country_id, row])).values()];
  const country = countries.find((row) => row.country_id === query.country_id) ?? countries[0];

  return (
    <Stack gap="md" maw={1200}>
      <StationTabs />
      <PageHeader title={t("ops.station.prices.title")} description={t("ops.station.prices.subtitle")} />
      <SectionCard title={t("ops.station.prices.in_force_title")}>
        {inForce.isError ? (
          <ListError error={inForce.error} onRetry={() => void inForce.refetch()} />
        ) : (
          <InForceTable rows={inForce.data ?? []} />
        )}
      </SectionCard>
      {country && (
        <Stack gap="md">
          <FilterTabs
            label={t("ops.station.prices.country")}
            options={countries.map((row) => row.country_id)}
            value={country.country_id}
            textOf={(id) => {
              const row = countries.find((c) => c.country_id === id);
              return row ? placeName(row.country_name, row.country_name_arabic) : id;
            }}
            onChange={(country_id) => setQuery({ country_id, page: 1 })}
          />
          <CountryHistory
            key={country.country_id}
            country={country}
            fuel={query.fuel_type}
            page={query.page}
            onFuel={(fuel) => setQuery({ fuel_type: fuel, page: 1 })}
            onPage={(page) => setQuery({ page })}
          />
        </Stack>
      )}
    </Stack>
  );
}

/** Each priced country's price of each fuel in force now, since when, on the country's clock. */
function InForceTable({ rows }: { rows: CountryPriceInForceDto[] }) {
  const { t } = useTranslation();
  const placeName = usePlaceName();
  return (
    <StaticTable<CountryPriceInForceDto>
      label={t("ops.station.prices.in_force_title")}
      rows={rows}
      rowKey={(row) => `${row.country_id}:${row.fuel_type}`}
      empty={t("loading")}
      columns={[
        {
          key: "country",
          header: t("ops.station.prices.country"),
          render: (row) => placeName(row.country_name, row.country_name_arabic),
        },
        {
          key: "fuel",
          header: t("ops.station.prices.fuel"),
          isMain: true,
          render: (row) => t(`ops.station.fuel_types.${row.fuel_type}`),
        },
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
          key: "since",
          header: t("ops.station.prices.since"),
          render: (row) => row.effective_at && <CountryTime countryCode={row.country_code} at={row.effective_at} />,
        },
      ]}
    />
  );
}

function CountryTime({ countryCode, at }: { countryCode: string; at: string }) {
  return <>{useCountryClock(countryCode).dateTime(at)}</>;
}

interface HistoryProps {
  country: CountryPriceInForceDto;
  fuel: FuelType | undefined;
  page: number;
  onFuel: (fuel: FuelType | undefined) => void;
  onPage: (page: number) => void;
}

/** The country's prices newest first, scheduled ones marked, the one in force now marked; and a new one. */
function CountryHistory({ country, fuel, page, onFuel, onPage }: HistoryProps) {
  const { t } = useTranslation();
  const placeName = usePlaceName();
  // When a price starts is read on the country's clock; when it was set, on the reader's own.
  const clock = useCountryClock(country.country_code);
  const staffClock = useTenantClock();
  const canEdit = useCan("stations.edit");
  const history = useCountryPrices({ country_id: country.country_id, fuel_type: fuel, page, limit: 10 });
  const inForce = useCountryPricesInForce();
  const setPrice = useSetCountryPrice();
  const inForceIds = new Set((inForce.data ?? []).map((row) => row.price_id));
  const now = Date.now();
  const name = placeName(country.country_name, country.country_name_arabic);

  const columns: Column<FuelPriceDto>[] = [
    {
      key: "fuel",
      header: t("ops.station.prices.fuel"),
      isMain: true,
      render: (row) => t(`ops.station.fuel_types.${row.fuel_type}`),
    },
    {
      key: "price",
      header: t("ops.station.prices.price"),
      render: (row) => <LitrePrice price={row.price} currency={row.currency} />,
    },
    {
      key: "from",
      header: t("ops.station.prices.effective_at"),
      render: (row) => (
        <Group gap="xs">
          {clock.dateTime(row.effective_at)}
          {inForceIds.has(row._id) && (
            <Badge variant="light" color="teal" miw="max-content">
              {t("ops.station.prices.in_force")}
            </Badge>
          )}
          {Date.parse(row.effective_at) > now && (
            <Badge variant="light" color="blue" miw="max-content">
              {t("ops.station.prices.scheduled")}
            </Badge>
          )}
        </Group>
      ),
    },
    { key: "set", header: t("ops.station.prices.set_at"), render: (row) => staffClock.dateTime(row.created_at) },
  ];

  return (
    <SectionCard title={t("ops.station.prices.history_title", { country: name })}>
      <FilterTabs
        label={t("ops.station.prices.fuel_filter")}
        options={FUEL_TABS}
        value={fuel ?? "all"}
        textOf={(option) =>
          option === "all" ? t("ops.station.prices.all_fuels") : t(`ops.station.fuel_types.${option}`)
        }
        onChange={(option) => onFuel(option === "all" ? undefined : option)}
      />
      {history.isError ? (
        <ListError error={history.error} onRetry={() => void history.refetch()} />
      ) : (
        <DataTable
          label={t("ops.station.prices.history_title", { country: name })}
          columns={columns}
          data={history.data}
          pending={history.isPending}
          isFiltered={fuel !== undefined}
          emptyTexts={{ none: t("ops.station.prices.empty"), filtered: t("ops.station.prices.empty_filtered") }}
          emptyIcon={IconGasStation}
          onPageChange={onPage}
        />
      )}
      {canEdit && (
        <FuelPriceForm
          countryCode={country.country_code}
          currency={country.currency}
          fuelTypes={FUEL_TYPES}
          label={t("ops.station.prices.new")}
          pending={setPrice.isPending}
          errors={setPrice.error}
          onSubmit={(body, done) =>
            setPrice.mutate(
              { ...body, country_id: country.country_id },
              {
                onSuccess: () => {
                  notify.success(t("ops.station.prices.saved"));
                  done();
                },
              },
            )
          }
        />
      )}
    </SectionCard>
  );
}
