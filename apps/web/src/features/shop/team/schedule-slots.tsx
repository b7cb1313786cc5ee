import { ActionIcon, Button, Group, Stack, Text } from "@mantine/core";
import type { TimeSlot } from "@pitlane/domain";
import { IconPlus, IconTrash } from "@tabler/icons-react";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { ClockTimeInput } from "../../../shared/clock/clock-time-input";
import type { SlotEdge, SlotKind } from "./schedule-state";

interface SlotsProps {
  kind: SlotKind;
  /** The day's name in the user's language, for the inputs' accessible names. */
  dayName: string;
  slots: TimeSlot[];
  /** Each slot's problem, already in the user's language. */
  problemOf: (slot: number) => string | null;
  onTime: (slot: number, edge: SlotEdge, time: string) => void;
  onAdd: () => void;
  onRemove: (slot: number) => void;
}

function SlotRow({
  slot,
  index,
  label,
  problem,
  onTime,
  onRemove,
}: {
  slot: TimeSlot;
  index: number;
  label: string;
  problem: string | null;
  onTime: (edge: SlotEdge, time: string) => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation();
  const problemId = useId();
  const common = {
    size: "xs",
    w: 90,
    error: !!problem,
    "aria-invalid": !!problem,
    "aria-describedby": problem ? problemId : undefined,
  };
  return (
    <Stack gap={2}>
      <Group gap="xs" wrap="nowrap">
        <ClockTimeInput
          {...common}
          aria-label={t("shop.team.schedule.start_of", { slot: label, n: index + 1 })}
          value={slot.start_time}
          onChange={(event) => onTime("start_time", event.currentTarget.value)}
        />
        <Text size="sm" aria-hidden>
          –
        </Text>
        <ClockTimeInput
          {...common}
          aria-label={t("shop.team.schedule.end_of", { slot: label, n: index + 1 })}
          value={slot.end_time}
          onChange={(event) => onTime("end_time", event.currentTarget.value)}
        />
        <ActionIcon
          variant="subtle"
          color="red"
          onClick={onRemove}
          aria-label={t("shop.team.schedule.remove", { slot: label, n: index + 1 })}
        >
          <IconTrash size={16} />
        </ActionIcon>
      </Group>
      {problem && (
        <Text id={problemId} size="xs" c="red" role="alert">
          {problem}
        </Text>
      )}
    </Stack>
  );
}

/** A day's work slots or its breaks: each with its start and end, a remove button, and an add button. */
export function ScheduleSlots({ kind, dayName, slots, problemOf, onTime, onAdd, onRemove }: SlotsProps) {
  const { t } = useTranslation();
  const title = kind === "work_slots" ? t("shop.team.schedule.work") : t("shop.team.schedule.breaks");
  const label = `${dayName} ${title}`;
  return (
    <Stack gap={6} miw={0}>
      <Text size="sm" fw={500}>
        {title}
      </Text>
      {slots.map((slot, index) => (
        <SlotRow
          key={index}
          slot={slot}
          index={index}
          label={label}
          problem={problemOf(index)}
          onTime={(edge, time) => onTime(index, edge, time)}
          onRemove={() => onRemove(index)}
        />
      ))}
      <Button
        variant="subtle"
        size="compact-sm"
        leftSection={<IconPlus size={14} />}
        onClick={onAdd}
        aria-label={t("shop.team.schedule.add_to", { slot: label })}
        w="fit-content"
        disabled={slots.length >= 6}
      >
        {kind === "work_slots" ? t("shop.team.schedule.add_work") : t("shop.team.schedule.add_break")}
      </Button>
    </Stack>
  );
}
