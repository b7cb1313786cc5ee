import "@mantine/core/styles/Tabs.css";
import "@mantine/core/styles/Badge.css";
import { Badge, Button, Group, Paper, Stack, Tabs } from "@mantine/core";
import { ServiceCreateBody, type ServiceDto } from "@pitlane/domain";
import { type FormEvent, type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { useSchemaForm } from "../../../shared/forms/use-schema-form";
import { FormError } from "../../../shared/ui/form-error";
import { PageHeader } from "../../../shared/ui/page-header";
import { BasicTab } from "./basic-tab";
import { ChecklistTab } from "./checklist-tab";
import { LocationsTab } from "./locations-tab";
import { MembersTab } from "./members-tab";
import { CommissionTab, OnlineBookingTab, SettingsTab } from "./option-tabs";
import { ResourcesTab } from "./resources-tab";
import type { ServiceForm } from "./service-form";
import { SERVICE_TABS, type ServiceTab, errorCountsByTab, valuesOf } from "./service-form-values";
import { useRevealErrors } from "./use-reveal-errors";

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

const asTab = (value: string | null): ServiceTab => SERVICE_TABS.find((tab) => tab === value) ?? "basic";

/** Add and edit share this page: the spec's eight tabs, one form, one submit. */
export function ServiceFormPage({ data, pending, errors, onSubmit, onCancel }: ServiceFormPageProps) {
  const { t } = useTranslation();
  const schemaForm = useSchemaForm(ServiceCreateBody, valuesOf(data), errors);
  const { form, formProps, formError } = schemaForm;
  const [tab, setTab] = useState<ServiceTab>("basic");
  const counts = errorCountsByTab(form.errors);
  const armReveal = useRevealErrors(form.errors, errors, tab, setTab, (path) => form.getInputNode(path)?.focus());
  const props = formProps(onSubmit);
  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    armReveal();
    props.onSubmit(event);
  };

  return (
    <Stack gap="lg" maw={1000}>
      <PageHeader title={data ? t("shop.service.title_edit") : t("shop.service.title_add")} />
      <Paper withBorder p={{ base: "md", sm: "lg" }} radius="md">
        <form {...props} onSubmit={handleSubmit}>
          <Stack gap="lg">
            <Tabs value={tab} onChange={(value) => setTab(asTab(value))} keepMounted>
              <Tabs.List aria-label={t("shop.service.tabs.label")}>
                {SERVICE_TABS.map((name) => {
                  const count = counts[name] ?? 0;
                  return (
                    <Tabs.Tab
                      key={name}
                      value={name}
                      c={count ? "red" : undefined}
                      rightSection={
                        count ? (
                          <Badge color="red" size="xs" circle aria-label={t("shop.service.tabs.errors", { count })}>
                            {count}
                          </Badge>
                        ) : null
                      }
                    >
                      {t(`shop.service.tabs.${name}`)}
                    </Tabs.Tab>
                  );
                })}
              </Tabs.List>
              {SERVICE_TABS.map((name) => {
                const Panel = panels[name];
                return (
                  <Tabs.Panel key={name} value={name} pt="lg">
                    <Panel form={schemaForm} />
                  </Tabs.Panel>
                );
              })}
            </Tabs>
            <FormError failure={formError} />
            <Group justify="flex-end">
              <Button variant="default" onClick={onCancel}>
                {t("actions.cancel")}
              </Button>
              <Button type="submit" loading={pending}>
                {data ? t("actions.save_changes") : t("shop.service.add")}
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
    </Stack>
  );
}
