import { VehicleCreateBody } from "@pitlane/domain";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { notify } from "../../../shared/ui/notify";
import { RequirePermission } from "../../../shared/ui/require-permission";
import { VehicleFormPage } from "./vehicle-form-page";
import { useVehicleCreate } from "./vehicle-hooks";
import { VEHICLE_LIST_PATH, vehicleViewPath } from "./vehicle-paths";

/** `/fleet/vehicles/add`: a new vehicle opens on its detail, where its QR code and sticker are. */
export function Component() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const create = useVehicleCreate();

  return (
    <RequirePermission permission="vehicles.add">
      <VehicleFormPage
        schema={VehicleCreateBody}
        pending={create.isPending}
        errors={create.error}
        onCancel={() => void navigate(VEHICLE_LIST_PATH)}
        onSubmit={(body) =>
          create.mutate(body, {
            onSuccess: (vehicle) => {
              notify.success(t("fleet.vehicle.toast.created"));
              void navigate(vehicleViewPath(vehicle._id));
            },
          })
        }
      />
    </RequirePermission>
  );
}
