import "@mantine/core/styles/SimpleGrid.css";
import { Anchor, SimpleGrid, Stack } from "@mantine/core";
import type { ClientDto, JobCardDraftAction } from "@pitlane/domain";
import type { Dispatch } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useCan } from "../../../shared/session/permissions";
import { ListSelect } from "../../../shared/ui/list-select";
import { ChoiceSelect } from "../../../shared/ui/choice-select";
import { useClientChoices, useClientVehicles } from "./job-card-choices";
import { CLIENT_ADD_PATH } from "./job-card-paths";
import { phoneText } from "../../../shared/ui/phone";

interface Props {
  clientId: string | null;
  vehicleId: string | null;
  dispatch: Dispatch<JobCardDraftAction>;
  errorOf: (field: string) => string | undefined;
  idOf: (field: string) => string;
}

/** Two clients may share a name: the phone tells them apart (isolated left to right, or "+92" reads "92+" in Arabic). */
const clientLabel = (c: ClientDto) => `${c.name} · ${phoneText(c.phone)}`;

/** The client, searched on the server as typed, then one of the client's vehicles. */
export function ClientVehicleFields({ clientId, vehicleId, dispatch, errorOf, idOf }: Props) {
  const { t } = useTranslation();
  const canAddClient = useCan("clients.add");
  const vehicles = useClientVehicles(clientId);
  const vehicleOptions = (vehicles.data ?? []).map((v) => ({
    value: v._id,
    label: `${v.plate} · ${v.make_name} ${v.model_name}`,
  }));
  const vehicle = vehicles.data?.find((v) => v._id === vehicleId);

  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      <Stack gap={4}>
        <ChoiceSelect
          id={idOf("client_id")}
          label={t("shop.job_card.fields.client")}
          placeholder={t("shop.job_card.form.client_placeholder")}
          withAsterisk
          useChoices={useClientChoices}
          labelOf={clientLabel}
          loadFailedText={t("shop.job_card.choices.clients_failed")}
          searchingText={t("shop.job_card.choices.searching")}
          value={clientId}
          error={errorOf("client_id")}
          onChange={(id) => dispatch({ type: "set_client", client_id: id })}
        />
        {canAddClient && (
          <Anchor component={Link} to={CLIENT_ADD_PATH} size="sm">
            {t("shop.job_card.form.new_client")}
          </Anchor>
        )}
      </Stack>
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
