import { Badge, Group, Paper, Stack, Text, Title } from "@mantine/core";
import type { ClientVehicleDto } from "@pitlane/domain";
import { useTranslation } from "react-i18next";
import { RowActions } from "../../../shared/ui/row-actions";
import { formatKilometres, vehicleTitle } from "./vehicle-format";
import { VehicleHistory } from "./vehicle-history";

interface Props {
  vehicle: ClientVehicleDto;
  /** Null when the user may not change the client's vehicles. */
  onEdit: (() => void) | null;
  onDelete: (() => void) | null;
}

/** One vehicle of the client: what it is, its plate and readings, then its service history. */
export function VehicleCard({ vehicle, onEdit, onDelete }: Props) {
  const { t, i18n } = useTranslation();
  const title = vehicleTitle(vehicle);
  const typeName = i18n.language === "ar" ? vehicle.vehicle_type_name_arabic : vehicle.vehicle_type_name;
  const facts = [
    vehicle.colour && { label: t("shop.client.vehicle.fields.colour"), value: <bdi>{vehicle.colour}</bdi> },
    vehicle.vin && { label: t("shop.client.vehicle.fields.vin"), value: <bdi dir="ltr">{vehicle.vin}</bdi> },
    vehicle.odometer !== null && {
      label: t("shop.client.vehicle.fields.odometer"),
      value: t("shop.client.vehicle.km", { value: formatKilometres(vehicle.odometer, i18n.language) }),
    },
  ].filter((fact) => !!fact);

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={title}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Stack gap={4}>
            <Group gap="xs">
              <Title order={3} fz="md">
                <bdi>{title}</bdi>
              </Title>
              <Badge variant="light" tt="none">
                {typeName}
              </Badge>
            </Group>
            <Text fw={600} ff="monospace">
              <bdi dir="ltr">{vehicle.plate}</bdi>
            </Text>
            {facts.length > 0 && (
              <Group gap="lg">
                {facts.map((fact) => (
                  <Text key={fact.label} size="sm" c="dimmed">
                    {fact.label}: {fact.value}
                  </Text>
                ))}
              </Group>
            )}
          </Stack>
          <RowActions
            onEdit={onEdit}
            editLabel={t("shop.client.vehicle.actions.edit", { plate: vehicle.plate })}
            onDelete={onDelete}
            deleteLabel={t("shop.client.vehicle.actions.delete", { plate: vehicle.plate })}
          />
        </Group>
        <Title order={4} fz="sm">
          {t("shop.client.history.title")}
        </Title>
        <VehicleHistory vehicleId={vehicle._id} plate={vehicle.plate} />
      </Stack>
    </Paper>
  );
}
