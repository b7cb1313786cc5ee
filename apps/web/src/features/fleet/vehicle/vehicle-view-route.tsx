import "@mantine/core/styles/Grid.css";
import "@mantine/core/styles/SimpleGrid.css";
import { Button, Grid, Group, Paper, SimpleGrid, Stack } from "@mantine/core";
import type { VehicleDto } from "@pitlane/domain";
import { IconPencil } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { useCan } from "../../../shared/session/permissions";
import { DetailItem } from "../../../shared/ui/detail-item";
import { PageHeader } from "../../../shared/ui/page-header";
import { RecordLoadState } from "../../../shared/ui/record-load-error";
import { RequirePermission } from "../../../shared/ui/require-permission";
import { LatestFuelings } from "../transaction/latest-fuelings";
import { CopyNfcButton } from "./copy-nfc-button";
import { useVehicleFormat } from "./vehicle-format";
import { useVehicle } from "./vehicle-hooks";
import { VEHICLE_LIST_PATH, vehicleEditPath } from "./vehicle-paths";
import { VehicleQrCard } from "./vehicle-qr-card";
import { VehicleStatusBadge } from "./vehicle-status-menu";
import { VehicleUsageCard } from "./vehicle-usage-card";

/** `/fleet/vehicles/view/:id`: every field of a vehicle, its NFC tag to copy, its QR code and sticker. */
export function Component() {
  return (
    <RequirePermission permission="vehicles.view">
      <VehicleView />
    </RequirePermission>
  );
}

function VehicleView() {
  const { t } = useTranslation();
  const { id = "" } = useParams();
  const vehicle = useVehicle(id);
  const canEdit = useCan("vehicles.edit");
  const canViewQr = useCan("vehicles.view_qr");

  if (!vehicle.isSuccess) {
    return (
      <RecordLoadState
        record={vehicle}
        notFoundText={t("refusals.vehicle_not_found")}
        backTo={VEHICLE_LIST_PATH}
        backLabel={t("fleet.vehicle.back_to_list")}
      />
    );
  }
  const v = vehicle.data;

  return (
    <Stack gap="lg" maw={1100}>
      <PageHeader
        title={v.car_id}
        description={v.plate_no}
        actions={
          <Group>
            <Button component={Link} to={VEHICLE_LIST_PATH} variant="default">
              {t("fleet.vehicle.back_to_list")}
            </Button>
            {canEdit && (
              <Button component={Link} to={vehicleEditPath(v._id)} leftSection={<IconPencil size={16} />}>
                {t("fleet.vehicle.title_edit")}
              </Button>
            )}
          </Group>
        }
      />
      <Grid gutter="lg">
        <Grid.Col span={{ base: 12, md: canViewQr ? 8 : 12 }}>
          <VehicleFacts vehicle={v} />
        </Grid.Col>
        {canViewQr && (
          <Grid.Col span={{ base: 12, md: 4 }}>
            <VehicleQrCard id={v._id} />
          </Grid.Col>
        )}
      </Grid>
      <VehicleUsageCard id={v._id} />
      <LatestFuelings subject={{ vehicle_id: v._id }} />
    </Stack>
  );
}

type FactField =
  | "status"
  | "fleet_type"
  | "cc"
  | "color"
  | "chassis_no"
  | "engine_no"
  | "nfc_tag"
  | "fuel_type"
  | "primary_tank_limit"
  | "secondary_fuel_type"
  | "consumption_rate"
  | "factor_of_safety"
  | "initial_odometer"
  | "current_odometer";

function VehicleFacts({ vehicle: v }: { vehicle: VehicleDto }) {
  const { t } = useTranslation();
  const format = useVehicleFormat();
  const field = (name: FactField) => t(`fleet.vehicle.fields.${name}`);
  const orNotSet = (value: string | number | null) =>
    value === null || value === "" ? t("fleet.vehicle.detail.not_set") : <bdi>{value}</bdi>;
  const fuel = (type: VehicleDto["fuel_type"]) => t(`fleet.rule.fuel_types.${type}`);
  const factor =
    v.factor_of_safety !== null
      ? `${format.number(v.factor_of_safety)} %`
      : v.effective_factor_of_safety !== null
        ? t("fleet.vehicle.detail.company_factor", { value: format.number(v.effective_factor_of_safety) })
        : null;

  return (
    <Paper withBorder p="lg" radius="md">
      <SimpleGrid cols={{ base: 1, xs: 2, sm: 3 }} spacing="lg">
        <DetailItem size="sm" label={field("status")}>
          <VehicleStatusBadge status={v.status} />
        </DetailItem>
        <DetailItem size="sm" label={t("fields.vehicle_type")}>
          {format.type(v)}
        </DetailItem>
        <DetailItem size="sm" label={t("fleet.vehicle.columns.vehicle")}>
          <bdi>{format.model(v)}</bdi>
        </DetailItem>
        <DetailItem size="sm" label={field("fleet_type")}>
          {t(`fleet.vehicle.fleet_types.${v.fleet_type}`)}
        </DetailItem>
        <DetailItem size="sm" label={field("cc")}>
          {orNotSet(v.cc)}
        </DetailItem>
        <DetailItem size="sm" label={field("color")}>
          {orNotSet(v.color)}
        </DetailItem>
        <DetailItem size="sm" label={field("chassis_no")}>
          <bdi>{v.chassis_no}</bdi>
        </DetailItem>
        <DetailItem size="sm" label={field("engine_no")}>
          {orNotSet(v.engine_no)}
        </DetailItem>
        <DetailItem size="sm" label={field("nfc_tag")}>
          {v.nfc_tag ? (
            <Group gap="xs">
              <bdi>{v.nfc_tag}</bdi>
              <CopyNfcButton tag={v.nfc_tag} />
            </Group>
          ) : (
            t("fleet.vehicle.detail.no_nfc")
          )}
        </DetailItem>
        <DetailItem size="sm" label={field("fuel_type")}>
          {fuel(v.fuel_type)}
        </DetailItem>
        <DetailItem size="sm" label={field("primary_tank_limit")}>
          {format.number(v.primary_tank_limit)}
        </DetailItem>
        {v.secondary_fuel_type && (
          <DetailItem size="sm" label={field("secondary_fuel_type")}>
            {fuel(v.secondary_fuel_type)} ({format.number(v.secondary_tank_limit ?? 0)})
          </DetailItem>
        )}
        <DetailItem size="sm" label={field("consumption_rate")}>
          {v.consumption_rate === null ? t("fleet.vehicle.detail.not_set") : format.number(v.consumption_rate)}
        </DetailItem>
        <DetailItem size="sm" label={field("factor_of_safety")}>
          {factor ?? t("fleet.vehicle.detail.not_set")}
        </DetailItem>
        <DetailItem size="sm" label={t("fleet.vehicle.detail.rule")}>
          {v.rule_name ? <bdi>{v.rule_name}</bdi> : t("fleet.vehicle.detail.no_rule")}
        </DetailItem>
        <DetailItem size="sm" label={field("initial_odometer")}>
          {format.km(v.initial_odometer)}
        </DetailItem>
        <DetailItem size="sm" label={field("current_odometer")}>
          {format.km(v.current_odometer)}
        </DetailItem>
      </SimpleGrid>
    </Paper>
  );
}
