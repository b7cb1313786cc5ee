import { PasswordInput, SimpleGrid, Text } from "@mantine/core";
import type { EmployeeDto } from "@pitlane/domain";
import type { ChangeEvent } from "react";
import { useTranslation } from "react-i18next";
import { RuleSelect } from "../rule/rule-select";
import { OrgUnitSelect } from "../org-unit/org-unit-select";
import { EmployeeRoleSelect } from "./employee-role-select";
import { type EmployeeField, type EmployeeForm, emptyToNull } from "./employee-form-values";
import { TpinFields } from "./tpin-fields";

interface Props {
  form: EmployeeForm;
  field: EmployeeField;
  /** The saved employee; absent while adding. */
  data?: EmployeeDto;
}

type Secret = "password" | "confirm_password";

/** A secret's input: empty is null, which the API reads as "keep the one set". */
function useSecretProps(form: EmployeeForm, field: EmployeeField) {
  return (name: Secret) => ({
    ...field(name),
    value: form.values[name] ?? "",
    onChange: (event: ChangeEvent<HTMLInputElement>) =>
      form.setFieldValue(name, emptyToNull(event.currentTarget.value)),
    autoComplete: "new-password",
  });
}

/** Branch, department and designation. */
export function EmployeeOrganisationFields({ form, field }: Props) {
  const { t } = useTranslation();
  const unit = (kind: "branch" | "department" | "designation") => {
    const id = `${kind}_id` as const;
    return {
      kind,
      label: t(`fleet.employee.fields.${kind}`),
      clearable: true,
      ...field(id),
      onChange: (value: string | null) => form.setFieldValue(id, value),
    };
  };
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }}>
      <OrgUnitSelect {...unit("branch")} />
      <OrgUnitSelect {...unit("department")} />
      <OrgUnitSelect {...unit("designation")} />
    </SimpleGrid>
  );
}

/** Role and password: with both (and an e-mail) the employee may sign in to the portal. */
export function EmployeeAccessFields({ form, field, data }: Props) {
  const { t } = useTranslation();
  const secret = useSecretProps(form, field);
  return (
    <>
      <Text size="sm" c="dimmed">
        {t("fleet.employee.hints.access")}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <EmployeeRoleSelect
          label={t("fleet.employee.fields.role")}
          current={data?.role_id ? { _id: data.role_id, name: data.role_name } : null}
          {...field("role_id")}
          onChange={(value) => form.setFieldValue("role_id", value)}
        />
        <PasswordInput
          label={t("fleet.employee.fields.password")}
          description={data?.can_sign_in ? t("fleet.employee.hints.password_keep") : undefined}
          {...secret("password")}
        />
        <PasswordInput label={t("fleet.employee.fields.confirm_password")} {...secret("confirm_password")} />
      </SimpleGrid>
    </>
  );
}

/** The fuel rule the employee holds and their T-PIN at the pump. */
export function EmployeeFuelingFields({ form, field, data }: Props) {
  return (
    <>
      <RuleSelect
        maw={420}
        current={data?.rule_id && data.rule_name ? { _id: data.rule_id, name: data.rule_name } : null}
        {...field("rule_id")}
        onChange={(value) => form.setFieldValue("rule_id", value)}
      />
      <TpinFields form={form} field={field} hasTpin={!!data?.has_tpin} />
    </>
  );
}
