import { VehicleUpdateBody } from "@pitlane/domain";
import { useTranslation } from "react-i18next";
import { useNavigate, useParams } from "react-router";
import { notify } from "../../../shared/ui/notify";
import { RecordLoadState } from "../../../shared/ui/record-load-error";
import { RequirePermission } from "../../../shared/ui/require-permission";
import { VehicleFormPage } from "./vehicle-form-page";
import { useVehicle, useVehicleUpdate } from "./vehicle-hooks";
import { VEHICLE_LIST_PATH } from "./vehicle-paths";

/** `/fleet/vehicles/edit/:id` */
export function Component() {
  return (
    <RequirePermission permission="vehicles.edit">
      <VehicleEdit />
    </RequirePermission>
  );
}

function VehicleEdit() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { id = "" } = useParams();
  const vehicle = useVehicle(id);
  const update = useVehicleUpdate();

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

  return (
    <VehicleFormPage
      key={vehicle.data._id}
      schema={VehicleUpdateBody}
      data={vehicle.data}
      pending={update.isPending}
      errors={update.error}
      onCancel={() => void navigate(VEHICLE_LIST_PATH)}
      onSubmit={(body) =>
        update.mutate(
          { id, body },
          {
            onSuccess: () => {
              notify.success(t("fleet.vehicle.toast.updated"));
              void navigate(VEHICLE_LIST_PATH);
            },
          },
        )
      }
    />
  );
}
