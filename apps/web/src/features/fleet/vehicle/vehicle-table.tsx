import { ActionIcon, Anchor, Group, Stack, Text } from "@mantine/core";
import type { VehicleDto } from "@pitlane/domain";
import { IconCar, IconEye } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { type Column, DataTable, type ListTableProps } from "../../../shared/ui/data-table";
import { RowActions } from "../../../shared/ui/row-actions";
import { useVehicleFormat } from "./vehicle-format";
import { vehicleEditPath, vehicleViewPath } from "./vehicle-paths";
import { VehicleStatusBadge, VehicleStatusMenu } from "./vehicle-status-menu";

export interface VehicleTableProps extends ListTableProps<VehicleDto> {
  canEdit: boolean;
  canDelete: boolean;
  canUpdateStatus: boolean;
  onDelete: (vehicle: VehicleDto) => void;
}

export function VehicleTable({ canEdit, canDelete, canUpdateStatus, onDelete, ...list }: VehicleTableProps) {
  const { t } = useTranslation();
  const format = useVehicleFormat();
  const columns: Column<VehicleDto>[] = [
    {
      key: "car_id",
      header: t("fleet.vehicle.columns.car_id"),
      isMain: true,
      render: (v) => (
        <Anchor component={Link} to={vehicleViewPath(v._id)}>
          <bdi>{v.car_id}</bdi>
        </Anchor>
      ),
    },
    { key: "plate_no", header: t("fleet.vehicle.columns.plate_no"), render: (v) => <bdi>{v.plate_no}</bdi> },
    {
      key: "vehicle",
      header: t("fleet.vehicle.columns.vehicle"),
      render: (v) => (
        <Stack gap={0}>
          <bdi>{format.model(v)}</bdi>
          <Text size="xs" c="dimmed">
            {format.type(v)}
          </Text>
        </Stack>
      ),
    },
    {
      key: "fuel_type",
      header: t("fleet.vehicle.columns.fuel_type"),
      render: (v) =>
        [v.fuel_type, v.secondary_fuel_type]
          .flatMap((fuel) => (fuel ? [t(`fleet.rule.fuel_types.${fuel}`)] : []))
          .join(" + "),
    },
    { key: "odometer", header: t("fleet.vehicle.columns.odometer"), render: (v) => format.km(v.current_odometer) },
    {
      key: "status",
      header: t("fleet.vehicle.columns.status"),
      render: (v) => (canUpdateStatus ? <VehicleStatusMenu vehicle={v} /> : <VehicleStatusBadge status={v.status} />),
    },
    {
      key: "actions",
      header: t("fleet.vehicle.columns.actions"),
      alignEnd: true,
      render: (v) => (
        <Group gap={4} wrap="nowrap" justify="flex-end">
          <ActionIcon
            component={Link}
            to={vehicleViewPath(v._id)}
            variant="subtle"
            aria-label={t("fleet.vehicle.row.view", { name: v.car_id })}
          >
            <IconEye size={18} />
          </ActionIcon>
          <RowActions
            editTo={canEdit ? vehicleEditPath(v._id) : null}
            editLabel={t("fleet.vehicle.row.edit", { name: v.car_id })}
            onDelete={canDelete ? () => onDelete(v) : null}
            deleteLabel={t("fleet.vehicle.row.delete", { name: v.car_id })}
          />
        </Group>
      ),
    },
  ];

  return (
    <DataTable
      {...list}
      label={t("fleet.vehicle.title")}
      columns={columns}
      emptyTexts={{ none: t("fleet.vehicle.list.empty"), filtered: t("fleet.vehicle.list.empty_filtered") }}
      emptyIcon={IconCar}
      minWidth={960}
    />
  );
}
