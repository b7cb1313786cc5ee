import { Text } from "@mantine/core";
import { IconAlertTriangle } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import type { TimeLeft } from "./time-left";

/**
 * "18 h left", "40 min left", or in red with a warning sign "Overdue by 2 h": where a pending
 * request stands on its 24 hours, in the fleet portal's history and the console's queue alike.
 */
export function TimeLeftText({ timeLeft }: { timeLeft: TimeLeft }) {
  const { t } = useTranslation();
  const key = timeLeft.isOverdue ? (`overdue_${timeLeft.unit}` as const) : timeLeft.unit;
  const text = t(`top_up.time_left.${key}`, { count: timeLeft.count });
  if (!timeLeft.isOverdue) {
    return (
      <Text size="sm" span>
        {text}
      </Text>
    );
  }
  return (
    <Text size="sm" c="red" fw={600} span style={{ display: "inline-flex", gap: 4, alignItems: "center" }}>
      <IconAlertTriangle size={16} aria-hidden />
      {text}
    </Text>
  );
}
