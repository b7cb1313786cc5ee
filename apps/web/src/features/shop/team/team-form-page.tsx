import "@mantine/core/styles/Tabs.css";
import { Alert, Paper, Stack, Tabs } from "@mantine/core";
import { TeamMemberBody, type TeamMemberDto } from "@pitlane/domain";
import { IconInfoCircle } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useRevealErrors } from "../../../shared/forms/use-reveal-errors";
import { asTab } from "../../../shared/forms/use-tab-param";
import { useSchemaForm } from "../../../shared/forms/use-schema-form";
import { FormActions } from "../../../shared/ui/form-actions";
import { FormTabsList } from "../../../shared/ui/form-tabs-list";
import { PageHeader } from "../../../shared/ui/page-header";
import { AddressesTab } from "./addresses-tab";
import { CommissionTab } from "./commission-tab";
import { ContactTab } from "./contact-tab";
import { LocationsTab } from "./locations-tab";
import { ProfileTab } from "./profile-tab";
import { ScheduleEditor } from "./schedule-editor";
import { ServicesTab } from "./services-tab";
import { SettingsTab } from "./settings-tab";
import type { TabProps } from "./team-form";
import { memberName } from "./team-hooks";
import { TEAM_TABS, type TeamTab, errorCountsByTab, tabOfError, valuesOf } from "./team-form-values";

export interface TeamFormPageProps {
  /** The member being edited; absent while adding (only the profile tab is open then). */
  data?: TeamMemberDto;
  pending: boolean;
  /** The failed call, if any: field messages land on their fields (and tabs), the rest above the button. */
  errors: unknown;
  tab: TeamTab;
  onTabChange: (tab: TeamTab) => void;
  onSubmit: (body: TeamMemberBody) => void;
  onCancel: () => void;
}

const panels: Record<TeamTab, (props: TabProps) => ReactNode> = {
  profile: ProfileTab,
  work: ScheduleEditor,
  locations: LocationsTab,
  addresses: AddressesTab,
  contact: ContactTab,
  services: ServicesTab,
  settings: SettingsTab,
  commission: CommissionTab,
};

/**
 * Add and edit share this page: the spec's eight tabs, one form. Adding saves the profile (the
 * other tabs open once the member exists); editing saves every tab at once.
 */
export function TeamFormPage({ data, pending, errors, tab, onTabChange, onSubmit, onCancel }: TeamFormPageProps) {
  const { t, i18n } = useTranslation();
  const schemaForm = useSchemaForm(TeamMemberBody, valuesOf(data), errors);
  const { form, formProps, formError } = schemaForm;
  const isAdding = !data;
  const openTab = isAdding ? "profile" : tab;
  const revealErrors = useRevealErrors({
    form,
    serverError: errors,
    tab: openTab,
    setTab: onTabChange,
    tabOf: tabOfError,
  });

  return (
    <Stack gap="lg" maw={1100}>
      <PageHeader
        title={data ? t("shop.team.title_edit", { name: memberName(data, i18n.language) }) : t("shop.team.title_add")}
        description={isAdding ? t("shop.team.add_hint") : undefined}
      />
      <Paper withBorder p={{ base: "md", sm: "lg" }} radius="md">
        <form {...revealErrors(formProps(onSubmit))}>
          <Stack gap="lg">
            <Tabs value={openTab} onChange={(value) => onTabChange(asTab(TEAM_TABS, value))} keepMounted={false}>
              <FormTabsList
                tabs={TEAM_TABS}
                label={t("shop.team.tabs.label")}
                labelOf={(name) => t(`shop.team.tabs.${name}`)}
                errorCounts={errorCountsByTab(form.errors)}
                errorLabel={(count) => t("shop.team.tabs.errors", { count })}
                isDisabled={(name) => isAdding && name !== "profile"}
              />
              {TEAM_TABS.map((name) => {
                const Panel = panels[name];
                return (
                  <Tabs.Panel key={name} value={name} pt="lg">
                    <Panel form={schemaForm} member={data} />
                  </Tabs.Panel>
                );
              })}
            </Tabs>
            {isAdding && (
              <Alert variant="light" color="blue" icon={<IconInfoCircle size={18} />}>
                {t("shop.team.other_tabs_hint")}
              </Alert>
            )}
            <FormActions
              failure={formError}
              pending={pending}
              onCancel={onCancel}
              submitLabel={isAdding ? t("shop.team.save_profile") : t("actions.save_changes")}
              cancelLabel={isAdding ? t("actions.cancel") : t("shop.team.back_to_list")}
            />
          </Stack>
        </form>
      </Paper>
    </Stack>
  );
}
