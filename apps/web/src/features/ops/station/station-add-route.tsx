import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { notify } from "../../../shared/ui/notify";
import { RequirePermission } from "../../../shared/ui/require-permission";
import { StationFormPage } from "./station-form-page";
import { useCreateStation } from "./station-hooks";
import { STATIONS_PATH } from "./station-tabs";

/** `/ops/stations/add`: the new station opens on its own page, where its terminals and prices are added. */
export function Component() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const create = useCreateStation();
  return (
    <RequirePermission permission="stations.edit">
      <StationFormPage
        pending={create.isPending}
        errors={create.error}
        onCancel={() => void navigate(STATIONS_PATH)}
        onSubmit={(body) =>
          create.mutate(body, {
            onSuccess: (station) => {
              notify.success(t("ops.station.created", { name: station.name }));
              void navigate(`${STATIONS_PATH}/${station._id}`);
            },
          })
        }
      />
    </RequirePermission>
  );
}
