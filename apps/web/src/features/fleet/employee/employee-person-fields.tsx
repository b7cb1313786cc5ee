import "../../../shared/ui/select-styles";
import { Select, SimpleGrid, TextInput } from "@mantine/core";
import { FLEET_STATUSES, GENDERS, type EmployeeGender } from "@pitlane/domain";
import { IconUser } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { ImageField } from "../../../shared/forms/image-field";
import { LtrInput } from "../../../shared/ui/ltr-input";
import { useEmployeeFormat } from "./employee-format";
import { type EmployeeField, type EmployeeForm, emptyToNull } from "./employee-form-values";

interface Props {
  form: EmployeeForm;
  field: EmployeeField;
  /** False while editing for a role without employees.update_status: the status shows but does not change. */
  canChangeStatus: boolean;
}

const genderOf = (value: string | null): EmployeeGender | null => GENDERS.find((g) => g === value) ?? null;

/** Photo, name, employee id, gender, date of birth, national id, phone, e-mail and status. */
export function EmployeePersonFields({ form, field, canChangeStatus }: Props) {
  const { t } = useTranslation();
  const format = useEmployeeFormat();
  const label = (name: "name" | "employee_id" | "gender" | "dob" | "national_id" | "status" | "phone" | "email") =>
    t(`fleet.employee.fields.${name}`);
  const dob = field("dob");

  return (
    <>
      <ImageField
        value={form.values.photo_id}
        onChange={(id) => form.setFieldValue("photo_id", id)}
        error={field("photo_id").error}
        placeholderIcon={IconUser}
        radius="xl"
        texts={{
          label: t("fleet.employee.photo.label"),
          hint: t("fleet.employee.photo.hint"),
          choose: t("fleet.employee.photo.choose"),
          change: t("fleet.employee.photo.change"),
          remove: t("fleet.employee.photo.remove"),
          previewAlt: t("fleet.employee.photo.preview_alt"),
        }}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput label={label("name")} withAsterisk autoFocus dir="auto" {...field("name")} />
        <TextInput label={label("employee_id")} withAsterisk dir="auto" {...field("employee_id")} />
        <Select
          label={label("gender")}
          placeholder={t("fleet.employee.hints.none")}
          clearable
          data={GENDERS.map((gender) => ({ value: gender, label: format.gender(gender) }))}
          {...field("gender")}
          onChange={(value) => form.setFieldValue("gender", genderOf(value))}
        />
        <TextInput
          label={label("dob")}
          type="date"
          max={new Date().toISOString().slice(0, 10)}
          {...dob}
          value={form.values.dob ?? ""}
          onChange={(event) => form.setFieldValue("dob", event.currentTarget.value || null)}
        />
        <TextInput label={label("national_id")} dir="auto" {...field("national_id")} />
        <Select
          label={label("status")}
          allowDeselect={false}
          disabled={!canChangeStatus}
          data={FLEET_STATUSES.map((status) => ({ value: status, label: format.status(status) }))}
          {...field("status")}
        />
        <LtrInput label={label("phone")} withAsterisk type="tel" autoComplete="off" {...field("phone")} />
        <LtrInput
          label={label("email")}
          type="email"
          autoComplete="off"
          {...field("email")}
          value={form.values.email ?? ""}
          onChange={(event) => form.setFieldValue("email", emptyToNull(event.currentTarget.value))}
        />
      </SimpleGrid>
    </>
  );
}
