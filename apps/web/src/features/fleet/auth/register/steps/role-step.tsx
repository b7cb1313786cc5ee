import "../../../../../shared/ui/select-styles";
import "@mantine/core/styles/InlineInput.css";
import "@mantine/core/styles/Radio.css";
import { Radio, Select, Stack } from "@mantine/core";
import { CONTACT_ROLES } from "@pitlane/domain/fleet/company";
import { EXPERIENCE_LEVELS } from "@pitlane/domain/fleet/vocabulary";
import { useTranslation } from "react-i18next";
import type { SignupFormKit } from "../signup-form";

/** Who is signing up, and how well they know fuel cards (spec 001: No experience, Some experience, Expert). */
export function RoleStep({ field }: SignupFormKit) {
  const { t } = useTranslation();
  const roles = CONTACT_ROLES.map((value) => ({ value, label: t(`fleet.auth.contact_roles.${value}`) }));

  return (
    <Stack>
      <Select
        label={t("fleet.auth.fields.contact_role")}
        placeholder={t("fleet.auth.fields.choose")}
        data={roles}
        data-autofocus
        {...field("contact_role")}
      />
      <Radio.Group label={t("fleet.auth.fields.experience")} {...field("experience")}>
        <Stack mt={6} gap="xs">
          {EXPERIENCE_LEVELS.map((level) => (
            <Radio key={level} value={level} label={t(`fleet.auth.experience.${level}`)} />
          ))}
        </Stack>
      </Radio.Group>
    </Stack>
  );
}
