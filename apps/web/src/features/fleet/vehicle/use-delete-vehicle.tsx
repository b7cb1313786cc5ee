import type { VehicleDto } from "@pitlane/domain";
import { useTranslation } from "react-i18next";
import { useConfirmDelete } from "../../../shared/ui/use-confirm-delete";
import { useVehicleRemove } from "./vehicle-hooks";

/** Asks in a modal naming the vehicle, then deletes it; one that was ever assigned (409) shows why as a toast. */
export function useDeleteVehicle() {
  const { t } = useTranslation();
  const confirmDelete = useConfirmDelete(useVehicleRemove());
  return (vehicle: VehicleDto) =>
    confirmDelete(vehicle._id, {
      title: t("fleet.vehicle.delete.title"),
      confirm: t("fleet.vehicle.delete.confirm", { name: vehicle.car_id }),
      done: t("fleet.vehicle.toast.deleted", { name: vehicle.car_id }),
    });
}
