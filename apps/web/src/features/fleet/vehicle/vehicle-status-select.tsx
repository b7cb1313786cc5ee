import "../../../shared/ui/select-styles";
import { Select } from "@mantine/core";
import { FLEET_STATUSES, type FleetStatus, type VehicleDto } from "@pitlane/domain";
import { useTranslation } from "react-i18next";
import { toFailure } from "../../../shared/api/api-error";
import { failureText } from "../../../shared/forms/messages";
import { notify } from "../../../shared/ui/notify";
import { FleetStatusBadge } from "../shared/fleet-status-badge";
import { useVehicleFormat } from "./vehicle-format";
import { useVehicleStatusUpdate } from "./vehicle-hooks";

export function VehicleStatusBadge({ status }: { status: FleetStatus }) {
  const format = useVehicleFormat();
  return <FleetStatusBadge status={status} label={format.status(status)} />;
}

/** A row's status as a small select for a role that may change it; the change is saved at once. */
export function VehicleStatusSelect({ vehicle }: { vehicle: VehicleDto }) {
  const { t } = useTranslation();
  const format = useVehicleFormat();
  const update = useVehicleStatusUpdate();

  function handleChange(value: string | null) {
    const status = FLEET_STATUSES.find((s) => s === value);
    if (!status || status === vehicle.status) return;
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
    <Select
      size="xs"
      w={150}
      aria-label={t("fleet.vehicle.row.status", { name: vehicle.car_id })}
      data={FLEET_STATUSES.map((status) => ({ value: status, label: format.status(status) }))}
      value={vehicle.status}
      allowDeselect={false}
      disabled={update.isPending}
      onChange={handleChange}
    />
  );
}
