import type { FleetStatus, VehicleDto } from "@pitlane/domain";
import { useTranslation } from "react-i18next";
import { toFailure } from "../../../shared/api/api-error";
import { failureText } from "../../../shared/forms/messages";
import { notify } from "../../../shared/ui/notify";
import { FleetStatusBadge } from "../shared/fleet-status-badge";
import { FleetStatusMenu } from "../shared/fleet-status-menu";
import { useVehicleFormat } from "./vehicle-format";
import { useVehicleStatusUpdate } from "./vehicle-hooks";

export function VehicleStatusBadge({ status }: { status: FleetStatus }) {
  const format = useVehicleFormat();
  return <FleetStatusBadge status={status} label={format.status(status)} />;
}

/** The row's status badge opens a menu of spec 001's five statuses, as the employees' does; a choice is saved at once. */
export function VehicleStatusMenu({ vehicle }: { vehicle: VehicleDto }) {
  const { t } = useTranslation();
  const format = useVehicleFormat();
  const update = useVehicleStatusUpdate();

  function handleChoose(status: FleetStatus) {
    update.mutate(
      { id: vehicle._id, status },
      {
        onSuccess: () =>
          notify.success(
            t("fleet.vehicle.toast.status_changed", { name: vehicle.car_id, status: format.status(status) }),
          ),
        onError: (error) => notify.error(failureText(t, toFailure(error))),
      },
    );
  }

  return (
    <FleetStatusMenu
      status={vehicle.status}
      labelOf={format.status}
      label={t("fleet.vehicle.row.status", { name: vehicle.car_id })}
      isPending={update.isPending}
      onChoose={handleChoose}
    />
  );
}
