import { useTranslation } from "react-i18next";
import { useNavigate, useParams } from "react-router";
import { notify } from "../../../shared/ui/notify";
import { RecordLoadState } from "../../../shared/ui/record-load-error";
import { RequirePermission } from "../../../shared/ui/require-permission";
import { StationFormPage } from "./station-form-page";
import { useStation, useUpdateStation } from "./station-hooks";
import { STATIONS_PATH } from "./station-tabs";

/** `/ops/stations/:stationId/edit` */
export function Component() {
  return (
    <RequirePermission permission="stations.edit">
      <StationEdit stationId={useParams().stationId ?? ""} />
    </RequirePermission>
  );
}

function StationEdit({ stationId }: { stationId: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const station = useStation(stationId);
  const update = useUpdateStation(stationId);
  const detailPath = `${STATIONS_PATH}/${stationId}`;

  if (!station.isSuccess) {
    return (
      <RecordLoadState
        record={station}
        notFoundText={t("ops.station.not_found")}
        backTo={STATIONS_PATH}
        backLabel={t("ops.station.back")}
      />
    );
  }
  return (
    <StationFormPage
      key={station.data._id}
      data={station.data}
      pending={update.isPending}
      errors={update.error}
      onCancel={() => void navigate(detailPath)}
      onSubmit={(body) =>
        update.mutate(body, {
          onSuccess: (saved) => {
            notify.success(t("ops.station.saved", { name: saved.name }));
            void navigate(detailPath);
          },
        })
      }
    />
  );
}
