import "@mantine/core/styles/SimpleGrid.css";
import { SimpleGrid } from "@mantine/core";
import type { JobCardDraftAction } from "@pitlane/domain";
import type { Dispatch } from "react";
import { useTranslation } from "react-i18next";
import { ListSelect } from "../../../shared/ui/list-select";
import { ClientPicker } from "../client/client-picker";
import { useClientVehicles } from "./job-card-choices";

interface Props {
  clientId: string | null;
  vehicleId: string | null;
  dispatch: Dispatch<JobCardDraftAction>;
  errorOf: (field: string) => string | undefined;
  idOf: (field: string) => string;
}

/** The client, searched on the server as typed, then one of the client's vehicles. */
export function ClientVehicleFields({ clientId, vehicleId, dispatch, errorOf, idOf }: Props) {
  const { t } = useTranslation();
  const vehicles = useClientVehicles(clientId);
  const vehicleOptions = (vehicles.data ?? []).map((v) => ({
    value: v._id,
    label: `${v.plate} · ${v.make_name} ${v.model_name}`,
  }));
  const vehicle = vehicles.data?.find((v) => v._id === vehicleId);

  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      <ClientPicker
        id={idOf("client_id")}
        label={t("shop.job_card.fields.client")}
        value={clientId}
        error={errorOf("client_id")}
        onChange={(id) => dispatch({ type: "set_client", client_id: id })}
      />
      <ListSelect
        id={idOf("vehicle_id")}
        label={t("shop.job_card.fields.vehicle")}
        placeholder={
          clientId ? t("shop.job_card.form.vehicle_placeholder") : t("shop.job_card.form.choose_client_first")
        }
        withAsterisk
        disabled={clientId === null}
        options={vehicleOptions}
        isLoadError={vehicles.isError}
        loadFailedText={t("shop.job_card.choices.vehicles_failed")}
        description={
          vehicle?.odometer != null
            ? t("shop.job_card.form.last_odometer", { value: vehicle.odometer.toLocaleString("en") })
            : vehicles.isSuccess && vehicleOptions.length === 0
              ? t("shop.job_card.form.no_vehicles")
              : undefined
        }
        value={vehicleId}
        error={errorOf("vehicle_id")}
        onChange={(id) => dispatch({ type: "set_vehicle", vehicle_id: id })}
      />
    </SimpleGrid>
  );
}
