import "@mantine/core/styles/Checkbox.css";
import "@mantine/core/styles/InlineInput.css";
import { Checkbox, Group, Stack } from "@mantine/core";
import { WEEK_DAYS, type WeekDay } from "@pitlane/domain";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";

interface Props {
  value: WeekDay[];
  onChange: (days: WeekDay[]) => void;
  error?: ReactNode;
  disabled?: boolean;
}

/** Monday to Sunday as checkboxes (spec 001: weeks run Monday to Sunday), with "every day" for all seven. */
export function FuelingDaysField({ value, onChange, error, disabled }: Props) {
  const { t } = useTranslation();
  const isEveryDay = value.length === WEEK_DAYS.length;
  // Kept in week order whatever order they were ticked in, as the server stores them.
  const ordered = (days: string[]) => WEEK_DAYS.filter((day) => days.includes(day));

  return (
    <Stack gap="xs">
      <Checkbox.Group
        label={t("fleet.rule.fields.fueling_days")}
        description={t("fleet.rule.form.days_hint")}
        value={value}
        onChange={(days) => onChange(ordered(days))}
        error={error}
        withAsterisk
      >
        <Group mt="xs" gap="md">
          {WEEK_DAYS.map((day) => (
            <Checkbox key={day} value={day} label={t(`fleet.rule.days.${day}`)} disabled={disabled} />
          ))}
        </Group>
      </Checkbox.Group>
      <Checkbox
        label={t("fleet.rule.form.every_day")}
        checked={isEveryDay}
        indeterminate={value.length > 0 && !isEveryDay}
        disabled={disabled}
        onChange={() => onChange(isEveryDay ? [] : [...WEEK_DAYS])}
      />
    </Stack>
  );
}
