import "@mantine/core/styles/SimpleGrid.css";
import { Stack, Text } from "@mantine/core";
import { STATION_STATUSES, type StationDto, StationListQuery } from "@pitlane/domain";
import { IconGasStation } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { useListPage } from "../../../shared/api/list-query";
import { useCan } from "../../../shared/session/permissions";
import { type Column, DataTable } from "../../../shared/ui/data-table";
import { ListScreen } from "../../../shared/ui/list-screen";
import { RequirePermission } from "../../../shared/ui/require-permission";
import { SearchInput } from "../../../shared/ui/search-input";
import { FilterTabs } from "../../../shared/ui/status-tabs";
import { StatusBadge } from "../../../shared/ui/table-columns";
import { LocationFields, type LocationValue } from "../../reference/location/location-fields";
import { FuelBadges, usePlaceName } from "./station-display";
import { useStations } from "./station-hooks";
import { STATIONS_PATH, StationTabs } from "./station-tabs";

const STATUS_TABS = ["all", ...STATION_STATUSES] as const;

/** `/ops/stations`: every partner station; search, place and status in the URL. */
export function Component() {
  return (
    <RequirePermission permission="stations.view">
      <StationList />
    </RequirePermission>
  );
}

function StationList() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const placeName = usePlaceName();
  const canEdit = useCan("stations.edit");
  const { query, setQuery, setPage, list } = useListPage(StationListQuery, useStations);
  const place: LocationValue = {
    country_id: query.country_id ?? null,
    state_id: query.state_id ?? null,
    city_id: query.city_id ?? null,
  };

  function handlePlace(patch: Partial<LocationValue>) {
    const next = { ...place, ...patch };
    setQuery({
      country_id: next.country_id ?? undefined,
      state_id: next.state_id ?? undefined,
      city_id: next.city_id ?? undefined,
      page: 1,
    });
  }

  const columns: Column<StationDto>[] = [
    {
      key: "station",
      header: t("ops.station.fields.name"),
      isMain: true,
      render: (row) => (
        <Stack gap={0}>
          <Link to={`${STATIONS_PATH}/${row._id}`}>
            <bdi>{row.name}</bdi>
          </Link>
          <Text size="xs" c="dimmed">
            <bdi>{row.brand}</bdi>
          </Text>
        </Stack>
      ),
    },
    {
      key: "place",
      header: t("ops.station.fields.place"),
      render: (row) =>
        [placeName(row.city_name, row.city_name_arabic), placeName(row.country_name, row.country_name_arabic)].join(
          t("ops.station.fields.place_separator"),
        ),
    },
    {
      key: "fuels",
      header: t("ops.station.fields.fuel_types"),
      render: (row) => <FuelBadges fuelTypes={row.fuel_types} />,
    },
    {
      key: "status",
      header: t("ops.station.fields.status"),
      render: (row) => <StatusBadge isActive={row.status === "active"} />,
    },
  ];

  return (
    <Stack gap="md">
      <StationTabs />
      <ListScreen
        title={t("ops.station.title")}
        description={t("ops.station.subtitle")}
        add={canEdit && { label: t("ops.station.add"), to: `${STATIONS_PATH}/add` }}
        toolbar={
          <Stack gap="sm">
            <FilterTabs
              label={t("ops.station.filters.status")}
              options={STATUS_TABS}
              value={query.status}
              textOf={(status) => t(`ops.station.filters.${status}`)}
              onChange={(status) => setQuery({ status, page: 1 })}
            />
            <SearchInput
              placeholder={t("ops.station.search")}
              value={query.search}
              onSearch={(search) => setQuery({ search, page: 1 }, { replace: true })}
            />
            <LocationFields value={place} onChange={handlePlace} />
          </Stack>
        }
        list={list}
      >
        <DataTable
          label={t("ops.station.title")}
          columns={columns}
          data={list.data}
          pending={list.isPending}
          isFiltered={!!query.search || query.status !== "all" || !!query.country_id}
          emptyTexts={{ none: t("ops.station.empty"), filtered: t("ops.station.empty_filtered") }}
          emptyIcon={IconGasStation}
          onPageChange={setPage}
          onRowClick={(row) => void navigate(`${STATIONS_PATH}/${row._id}`)}
        />
      </ListScreen>
    </Stack>
  );
}
