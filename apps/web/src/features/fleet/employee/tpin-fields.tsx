import { Button, Group, PasswordInput, SimpleGrid, Text } from "@mantine/core";
import { isTpin } from "@pitlane/domain";
import { IconCircleCheck, IconCircleX } from "@tabler/icons-react";
import type { ChangeEvent } from "react";
import { useTranslation } from "react-i18next";
import { toFailure } from "../../../shared/api/api-error";
import { failureText } from "../../../shared/forms/messages";
import { useCan } from "../../../shared/session/permissions";
import { type EmployeeField, type EmployeeForm, emptyToNull } from "./employee-form-values";
import { useCheckTpin } from "./employee-hooks";

interface Props {
  form: EmployeeForm;
  field: EmployeeField;
  /** The employee already has a T-PIN (editing): left empty, it stays. */
  hasTpin: boolean;
}

/** The answer of the Check button, or why it could not ask. */
function CheckAnswer({ check, tpin }: { check: ReturnType<typeof useCheckTpin>; tpin: string | null }) {
  const { t } = useTranslation();
  // An answer is about the T-PIN it was asked for: typing another one hides it.
  if (!check.variables || check.variables !== tpin) return null;
  if (check.isError)
    return (
      <Text size="sm" c="red" role="alert">
        {failureText(t, toFailure(check.error))}
      </Text>
    );
  if (!check.data) return null;
  const isFree = check.data.available;
  return (
    <Group gap={4} role="status" c={isFree ? "teal" : "red"}>
      {isFree ? <IconCircleCheck size={16} aria-hidden /> : <IconCircleX size={16} aria-hidden />}
      <Text size="sm" inherit>
        {isFree ? t("fleet.employee.tpin.available") : t("refusals.tpin_taken")}
      </Text>
    </Group>
  );
}

/** The driver's T-PIN typed twice, with spec 001's "Check" button asking the server whether it is free. */
export function TpinFields({ form, field, hasTpin }: Props) {
  const { t } = useTranslation();
  const canCheck = useCan("employees.add");
  const check = useCheckTpin();
  const tpin = form.values.tpin;

  function handleCheck() {
    if (!tpin || !isTpin(tpin)) {
      form.setFieldError("tpin", "tpin_format");
      return;
    }
    check.mutate(tpin);
  }

  const secret = (name: "tpin" | "confirm_tpin") => ({
    ...field(name),
    value: form.values[name] ?? "",
    onChange: (event: ChangeEvent<HTMLInputElement>) =>
      form.setFieldValue(name, emptyToNull(event.currentTarget.value)),
    inputMode: "numeric" as const,
    maxLength: 6,
    autoComplete: "new-password",
  });

  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      <div>
        <Group gap="xs" align="flex-end" wrap="nowrap">
          <PasswordInput
            label={t("fleet.employee.fields.tpin")}
            description={hasTpin ? t("fleet.employee.hints.tpin_keep") : t("fleet.employee.hints.tpin")}
            style={{ flex: 1 }}
            {...secret("tpin")}
          />
          {canCheck && (
            <Button variant="default" onClick={handleCheck} loading={check.isPending}>
              {t("fleet.employee.tpin.check")}
            </Button>
          )}
        </Group>
        <CheckAnswer check={check} tpin={tpin} />
      </div>
      <PasswordInput label={t("fleet.employee.fields.confirm_tpin")} {...secret("confirm_tpin")} />
    </SimpleGrid>
  );
}
