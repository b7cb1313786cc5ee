import { Button, Group, Skeleton, Stack, Text } from "@mantine/core";
import type { ClientVehicleDto } from "@pitlane/domain";
import { IconCar, IconPlus } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { useCan } from "../../../shared/session/permissions";
import { ListError } from "../../../shared/ui/list-error";
import { useConfirmDelete } from "../../../shared/ui/use-confirm-delete";
import { type FormDialog, useUrlDialog } from "../../../shared/ui/use-form-dialog";
import { useClientVehicles, useVehicleRemove } from "./client-hooks";
import { VehicleCard } from "./vehicle-card";
import { VehicleDialog } from "./vehicle-dialog";

/** The vehicle modal in the URL (`?vehicle=new`, `?vehicle=<id>`): a reload keeps it open, Back closes it. */
const DIALOG_KEYS = ["vehicle"] as const;

/** The client's vehicles, each with its service history; added, changed and deleted in a modal. */
export function VehiclesTab({ clientId }: { clientId: string }) {
  const { t } = useTranslation();
  const vehicles = useClientVehicles(clientId);
  const { params, open, close } = useUrlDialog(DIALOG_KEYS);
  const canEdit = useCan("clients.edit");
  const confirmDelete = useConfirmDelete(useVehicleRemove(clientId));
  const opened = params.get("vehicle");
  const dialog: FormDialog = opened ? (opened === "new" ? { mode: "add" } : { mode: "edit", id: opened }) : null;

  const handleDelete = (vehicle: ClientVehicleDto) =>
    confirmDelete(vehicle._id, {
      title: t("shop.client.vehicle.delete.title"),
      confirm: t("shop.client.vehicle.delete.confirm", { plate: vehicle.plate }),
      done: t("shop.client.vehicle.toast.deleted", { plate: vehicle.plate }),
    });

  return (
    <Stack>
      {canEdit && (
        <Group justify="flex-end">
          <Button leftSection={<IconPlus size={16} />} onClick={() => open({ vehicle: "new" })}>
            {t("shop.client.vehicle.add")}
          </Button>
        </Group>
      )}
      {vehicles.isPending && <Skeleton height={120} radius="md" />}
      {vehicles.isError && <ListError error={vehicles.error} onRetry={() => void vehicles.refetch()} />}
      {vehicles.data?.length === 0 && (
        <Stack align="center" gap="xs" py="xl" c="dimmed">
          <IconCar size={40} stroke={1.4} aria-hidden />
          <Text fw={500}>{t("shop.client.vehicle.empty")}</Text>
        </Stack>
      )}
      {vehicles.data?.map((vehicle) => (
        <VehicleCard
          key={vehicle._id}
          vehicle={vehicle}
          onEdit={canEdit ? () => open({ vehicle: vehicle._id }) : null}
          onDelete={canEdit ? () => handleDelete(vehicle) : null}
        />
      ))}
      <VehicleDialog clientId={clientId} dialog={dialog} vehicles={vehicles.data} onClose={close} />
    </Stack>
  );
}
