import "@mantine/core/styles/InlineInput.css";
import "@mantine/core/styles/Switch.css";
import { Loader, Stack, Switch, Text } from "@mantine/core";
import { FLEET_ALERT_KINDS, type FleetAlertKind } from "@pitlane/domain";
import { useTranslation } from "react-i18next";
import { toFailure } from "../../../shared/api/api-error";
import { failureText } from "../../../shared/forms/messages";
import { notify } from "../../../shared/ui/notify";
import { SectionCard } from "../../../shared/ui/section-card";
import { useAlertSettings, useSaveAlertSettings } from "./alert-hooks";

/** The company settings' "Alerts": one switch per kind, saved as it is flipped. */
export function AlertSettingsSection({ canEdit }: { canEdit: boolean }) {
  const { t } = useTranslation();
  const settings = useAlertSettings();
  const save = useSaveAlertSettings();
  const on = save.variables?.on && save.isPending ? save.variables.on : (settings.data?.on ?? []);

  function handleSwitch(kind: FleetAlertKind, isOn: boolean) {
    const next = FLEET_ALERT_KINDS.filter((k) => (k === kind ? isOn : on.includes(k)));
    save.mutate(
      { on: next },
      {
        onSuccess: () => notify.success(t("fleet.alert.settings.saved")),
        onError: (error) => notify.error(failureText(t, toFailure(error))),
      },
    );
  }

  return (
    <SectionCard title={t("fleet.alert.settings.title")}>
      <Text size="sm" c="dimmed">
        {t("fleet.alert.settings.intro")}
      </Text>
      {settings.isPending ? (
        <Loader size="sm" aria-label={t("fleet.alert.settings.title")} />
      ) : settings.isError ? (
        <Text role="alert" c="red" size="sm">
          {failureText(t, toFailure(settings.error))}
        </Text>
      ) : (
        <Stack gap="md">
          {FLEET_ALERT_KINDS.map((kind) => (
            <Switch
              key={kind}
              checked={on.includes(kind)}
              disabled={!canEdit || save.isPending}
              label={t(`fleet.alert.kinds.${kind}.label`)}
              description={t(`fleet.alert.kinds.${kind}.description`)}
              onChange={(event) => handleSwitch(kind, event.currentTarget.checked)}
            />
          ))}
        </Stack>
      )}
    </SectionCard>
  );
}
