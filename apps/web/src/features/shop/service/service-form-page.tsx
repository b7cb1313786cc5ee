import "@mantine/core/styles/Tabs.css";
import { Paper, Stack, Tabs } from "@mantine/core";
import { ServiceCreateBody, type ServiceDto } from "@pitlane/domain";
import { type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { useRevealErrors } from "../../../shared/forms/use-reveal-errors";
import { asTab } from "../../../shared/forms/use-tab-param";
import { useSchemaForm } from "../../../shared/forms/use-schema-form";
import { FormActions } from "../../../shared/ui/form-actions";
import { FormTabsList } from "../../../shared/ui/form-tabs-list";
import { PageHeader } from "../../../shared/ui/page-header";
import { BasicTab } from "./basic-tab";
import { ChecklistTab } from "./checklist-tab";
import { LocationsTab } from "./locations-tab";
import { MembersTab } from "./members-tab";
import { CommissionTab, OnlineBookingTab, SettingsTab } from "./option-tabs";
import { ResourcesTab } from "./resources-tab";
import type { ServiceForm } from "./service-form";
import { SERVICE_TABS, type ServiceTab, errorCountsByTab, tabOfError, valuesOf } from "./service-form-values";

export interface ServiceFormPageProps {
  /** The service being edited; absent when adding. */
  data?: ServiceDto;
  pending: boolean;
  /** The failed call, if any: field messages land on their fields (and tabs), the rest above the button. */
  errors: unknown;
  onSubmit: (body: ServiceCreateBody) => void;
  onCancel: () => void;
}

const panels: Record<ServiceTab, (props: { form: ServiceForm }) => ReactNode> = {
  basic: BasicTab,
  locations: LocationsTab,
  members: MembersTab,
  resources: ResourcesTab,
  online_booking: OnlineBookingTab,
  forms: ChecklistTab,
  commission: CommissionTab,
  settings: SettingsTab,
};

/** Add and edit share this page: the spec's eight tabs, one form, one submit. */
export function ServiceFormPage({ data, pending, errors, onSubmit, onCancel }: ServiceFormPageProps) {
  const { t } = useTranslation();
  const schemaForm = useSchemaForm(ServiceCreateBody, valuesOf(data), errors);
  const { form, formProps, formError } = schemaForm;
  const [tab, setTab] = useState<ServiceTab>("basic");
  const revealErrors = useRevealErrors({
    form,
    serverError: errors,
    tab,
    setTab,
    tabOf: tabOfError,
  });

  return (
    <Stack gap="lg" maw={1000}>
      <PageHeader title={data ? t("shop.service.title_edit") : t("shop.service.title_add")} />
      <Paper withBorder p={{ base: "md", sm: "lg" }} radius="md">
        <form {...revealErrors(formProps(onSubmit))}>
          <Stack gap="lg">
            <Tabs value={tab} onChange={(value) => setTab(asTab(SERVICE_TABS, value))} keepMounted>
              <FormTabsList
                tabs={SERVICE_TABS}
                label={t("shop.service.tabs.label")}
                labelOf={(name) => t(`shop.service.tabs.${name}`)}
                errorCounts={errorCountsByTab(form.errors)}
                errorLabel={(count) => t("shop.service.tabs.errors", { count })}
              />
              {SERVICE_TABS.map((name) => {
                const Panel = panels[name];
                return (
                  <Tabs.Panel key={name} value={name} pt="lg">
                    <Panel form={schemaForm} />
                  </Tabs.Panel>
                );
              })}
            </Tabs>
            <FormActions
              failure={formError}
              pending={pending}
              onCancel={onCancel}
              submitLabel={data ? t("actions.save_changes") : t("shop.service.add")}
            />
          </Stack>
        </form>
      </Paper>
    </Stack>
  );
}
