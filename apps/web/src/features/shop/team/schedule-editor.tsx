import "@mantine/core/styles/Checkbox.css";
import "@mantine/core/styles/InlineInput.css";
import "@mantine/core/styles/SimpleGrid.css";
import { Button, Checkbox, Group, Paper, SimpleGrid, Stack, Text } from "@mantine/core";
import type { WeeklySchedule } from "@pitlane/domain";
import { IconCopy } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { refusalText } from "../../../shared/forms/messages";
import { ScheduleSlots } from "./schedule-slots";
import {
  type SlotKind,
  addSlot,
  canCopyMonday,
  copyMonday,
  problemKey,
  removeSlot,
  setDayChecked,
  setSlotTime,
  slotErrorPath,
  slotKey,
  slotProblems,
} from "./schedule-state";
import type { TabProps } from "./team-form";

const KINDS: SlotKind[] = ["work_slots", "break_slots"];

/**
 * The work tab: seven days from Monday, each with its tick, working hours and breaks. A slot's
 * problem shows next to it as it is typed; "Copy Monday to all" works once Monday has hours.
 */
export function ScheduleEditor({ form: { form } }: TabProps) {
  const { t } = useTranslation();
  const schedule = form.values.weekly_schedule;
  const problems = slotProblems(schedule);
  const isCopyAllowed = canCopyMonday(schedule);
  const change = (next: WeeklySchedule) => {
    form.setFieldValue("weekly_schedule", next);
    // The check on saving filed its errors under each slot's path; an edit makes them stale.
    const rest = Object.entries(form.errors).filter(([path]) => !path.startsWith("weekly_schedule."));
    if (rest.length !== Object.keys(form.errors).length) form.setErrors(Object.fromEntries(rest));
  };

  /** A live problem first; else what the check on saving said (a slot still missing a time). */
  function problemOf(day: number, kind: SlotKind, slot: number): string | null {
    const live = problems.get(slotKey({ day, kind, slot }));
    if (live) return t(`refusals.${problemKey[live]}`);
    const saved = form.errors[slotErrorPath({ day, kind, slot })];
    return typeof saved === "string" ? refusalText(t, saved) : null;
  }

  return (
    <Stack>
      <Group justify="space-between" align="center">
        <Text c="dimmed" size="sm" maw={520}>
          {t("shop.team.schedule.hint")}
        </Text>
        <Stack gap={2} align="flex-end">
          <Button
            variant="light"
            leftSection={<IconCopy size={16} />}
            disabled={!isCopyAllowed}
            onClick={() => change(copyMonday(schedule))}
          >
            {t("shop.team.schedule.copy_monday")}
          </Button>
          {!isCopyAllowed && (
            <Text size="xs" c="dimmed">
              {t("shop.team.schedule.copy_needs_monday")}
            </Text>
          )}
        </Stack>
      </Group>
      {schedule.map((day, dayIndex) => {
        const dayName = t(`shop.team.days.${day.day}`);
        const hasSlots = day.work_slots.length + day.break_slots.length > 0;
        return (
          <Paper key={day.day} withBorder p="sm" radius="md" component="fieldset" aria-label={dayName} m={0}>
            <SimpleGrid cols={{ base: 1, md: 3 }} spacing="md">
              <Stack gap={4}>
                <Checkbox
                  label={dayName}
                  fw={500}
                  checked={day.isCheck}
                  onChange={(event) => change(setDayChecked(schedule, dayIndex, event.currentTarget.checked))}
                />
                {!day.isCheck && (
                  <Text size="xs" c="dimmed">
                    {t("shop.team.schedule.day_off")}
                  </Text>
                )}
              </Stack>
              {(day.isCheck || hasSlots) &&
                KINDS.map((kind) => (
                  <ScheduleSlots
                    key={kind}
                    kind={kind}
                    dayName={dayName}
                    slots={day[kind]}
                    problemOf={(slot) => problemOf(dayIndex, kind, slot)}
                    onTime={(slot, edge, time) =>
                      change(setSlotTime(schedule, { day: dayIndex, kind, slot }, edge, time))
                    }
                    onAdd={() => change(addSlot(schedule, dayIndex, kind))}
                    onRemove={(slot) => change(removeSlot(schedule, { day: dayIndex, kind, slot }))}
                  />
                ))}
            </SimpleGrid>
          </Paper>
        );
      })}
    </Stack>
  );
}
