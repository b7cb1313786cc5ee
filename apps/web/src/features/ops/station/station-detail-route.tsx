import { Button, Group, Stack, Text } from "@mantine/core";
import { modals } from "@mantine/modals";
import type { StationBody, StationDto } from "@pitlane/domain";
import { IconPencil } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { toFailure } from "../../../shared/api/api-error";
import { failureText } from "../../../shared/forms/messages";
import { useCan } from "../../../shared/session/permissions";
import { notify } from "../../../shared/ui/notify";
import { PageHeader } from "../../../shared/ui/page-header";
import { RecordLoadState } from "../../../shared/ui/record-load-error";
import { RequirePermission } from "../../../shared/ui/require-permission";
import { StationFactsCard } from "./station-facts";
import { useStation, useUpdateStation } from "./station-hooks";
import { StationPricesSection } from "./station-prices-section";
import { STATIONS_PATH } from "./station-tabs";
import { AttendantsSection } from "./attendants-section";
import { StationReviewsSection } from "./station-reviews-section";
import { TerminalsSection } from "./terminals-section";

/** The station as its edit form sends it, with another status. */
const withStatus = (s: StationDto, status: StationDto["status"]): StationBody => ({
  name: s.name,
  brand: s.brand,
  address: s.address,
  country_id: s.country_id,
  state_id: s.state_id,
  city_id: s.city_id,
  latitude: s.latitude,
  longitude: s.longitude,
  fuel_types: s.fuel_types,
  status,
});

/** `/ops/stations/:stationId`: the station, what it charges and its own prices, and its terminals. */
export function Component() {
  return (
    <RequirePermission permission="stations.view">
      <StationDetail stationId={useParams().stationId ?? ""} />
    </RequirePermission>
  );
}

function StationDetail({ stationId }: { stationId: string }) {
  const { t } = useTranslation();
  const station = useStation(stationId);
  const update = useUpdateStation(stationId);
  const canEdit = useCan("stations.edit");

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
  const data = station.data;

  /** Deactivating stops the station (there is no delete); activating lets drivers buy there again. */
  function handleStatus() {
    const verb = data.status === "active" ? "deactivate" : "activate";
    const names = { name: data.name };
    modals.openConfirmModal({
      title: t(`ops.station.${verb}.title`, names),
      centered: true,
      children: <Text size="sm">{t(`ops.station.${verb}.text`)}</Text>,
      labels: { confirm: t(`ops.station.${verb}.confirm`), cancel: t("actions.cancel") },
      confirmProps: verb === "deactivate" ? { color: "red" } : {},
      onConfirm: () =>
        update.mutate(withStatus(data, verb === "deactivate" ? "inactive" : "active"), {
          onSuccess: () => notify.success(t(`ops.station.${verb}.done`, names)),
          onError: (error) => notify.error(failureText(t, toFailure(error))),
        }),
    });
  }

  const actions = canEdit && (
    <Group>
      <Button
        component={Link}
        to={`${STATIONS_PATH}/${stationId}/edit`}
        variant="default"
        leftSection={<IconPencil size={16} />}
      >
        {t("ops.station.edit")}
      </Button>
      {data.status === "active" ? (
        <Button color="red" variant="light" onClick={handleStatus}>
          {t("ops.station.deactivate.action")}
        </Button>
      ) : (
        <Button onClick={handleStatus}>{t("ops.station.activate.action")}</Button>
      )}
    </Group>
  );

  return (
    <Stack gap="lg" maw={1200}>
      <PageHeader title={data.name} description={data.brand} actions={actions} />
      <StationFactsCard station={data} />
      <StationPricesSection station={data} canEdit={canEdit} />
      <TerminalsSection stationId={stationId} canEdit={canEdit} />
      <AttendantsSection stationId={stationId} canEdit={canEdit} />
      <StationReviewsSection stationId={stationId} />
    </Stack>
  );
}
