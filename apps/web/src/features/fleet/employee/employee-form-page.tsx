import "@mantine/core/styles/SimpleGrid.css";
import { Paper, Stack } from "@mantine/core";
import { EmployeeBody, type EmployeeDto } from "@pitlane/domain";
import { useTranslation } from "react-i18next";
import { useSchemaForm } from "../../../shared/forms/use-schema-form";
import { useCan } from "../../../shared/session/permissions";
import { FormActions } from "../../../shared/ui/form-actions";
import { FormSection } from "../../../shared/ui/form-section";
import { PageHeader } from "../../../shared/ui/page-header";
import { EmployeeAccessFields, EmployeeFuelingFields, EmployeeOrganisationFields } from "./employee-access-fields";
import { employeeValuesOf } from "./employee-form-values";
import { EmployeePersonFields } from "./employee-person-fields";

export interface EmployeeFormPageProps {
  /** The employee being edited; absent when adding. */
  data?: EmployeeDto;
  pending: boolean;
  /** The failed call, if any: field messages land on their fields, the rest above the button. */
  errors: unknown;
  onSubmit: (body: EmployeeBody) => void;
  onCancel: () => void;
}

/** Add and edit share this page: every field of spec 001's employee, in four sections. */
export function EmployeeFormPage({ data, pending, errors, onSubmit, onCancel }: EmployeeFormPageProps) {
  const { t } = useTranslation();
  const canUpdateStatus = useCan("employees.update_status");
  const { form, field, formProps, formError } = useSchemaForm(EmployeeBody, employeeValuesOf(data), errors);
  const parts = { form, field, data };

  return (
    <Stack gap="lg" maw={960}>
      <PageHeader title={data ? t("fleet.employee.title_edit") : t("fleet.employee.title_add")} />
      <Paper withBorder p={{ base: "md", sm: "lg" }} radius="md">
        <form {...formProps(onSubmit)}>
          <Stack gap="xl">
            <FormSection title={t("fleet.employee.sections.person")}>
              <EmployeePersonFields form={form} field={field} canChangeStatus={!data || canUpdateStatus} />
            </FormSection>
            <FormSection title={t("fleet.employee.sections.organisation")}>
              <EmployeeOrganisationFields {...parts} />
            </FormSection>
            <FormSection title={t("fleet.employee.sections.access")}>
              <EmployeeAccessFields {...parts} />
            </FormSection>
            <FormSection title={t("fleet.employee.sections.fueling")}>
              <EmployeeFuelingFields {...parts} />
            </FormSection>
            <FormActions
              failure={formError}
              pending={pending}
              onCancel={onCancel}
              submitLabel={data ? t("actions.save_changes") : t("fleet.employee.add")}
            />
          </Stack>
        </form>
      </Paper>
    </Stack>
  );
}
