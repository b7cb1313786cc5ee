import { Alert, Button, Group, Paper, Stack } from "@mantine/core";
import { FleetCompanySettingsBody, type FleetCompanyDto } from "@pitlane/domain";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { TimeZoneSelect } from "../../../shared/clock/time-zone-select";
import { useSchemaForm } from "../../../shared/forms/use-schema-form";
import { FormError } from "../../../shared/ui/form-error";
import { PageHeader } from "../../../shared/ui/page-header";

export interface CompanySettingsPageProps {
  company: FleetCompanyDto;
  canEdit: boolean;
  pending: boolean;
  /** The failed call, if any: field refusals land on their fields, the rest above the button. */
  errors: unknown;
  onSubmit: (body: FleetCompanySettingsBody) => void;
  /** The alerts the company receives, between the settings and the profile. */
  alerts: ReactNode;
  /** The company's profile, read only, under the settings. */
  profile: ReactNode;
}

/** `/fleet/settings/company`: the zone of the company's wall clock, its alerts, and the company's profile. */
export function CompanySettingsPage({
  company,
  canEdit,
  pending,
  errors,
  onSubmit,
  alerts,
  profile,
}: CompanySettingsPageProps) {
  const { t } = useTranslation();
  const { field, formProps, formError } = useSchemaForm(
    FleetCompanySettingsBody,
    { time_zone: company.time_zone },
    errors,
  );

  return (
    <Stack gap="lg" maw={700}>
      <PageHeader title={t("fleet.settings.company.title")} description={t("fleet.settings.company.subtitle")} />
      <Paper withBorder p={{ base: "md", sm: "lg" }} radius="md">
        <form {...formProps(onSubmit)}>
          <Stack>
            <TimeZoneSelect {...field("time_zone")} disabled={!canEdit} />
            <FormError failure={formError} />
            {canEdit ? (
              <Group justify="flex-end">
                <Button type="submit" loading={pending}>
                  {t("actions.save_changes")}
                </Button>
              </Group>
            ) : (
              <Alert variant="light" color="gray">
                {t("fleet.settings.company.read_only")}
              </Alert>
            )}
          </Stack>
        </form>
      </Paper>
      {alerts}
      {profile}
    </Stack>
  );
}
