import { Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { TimeLeft } from "./time-left";

/** "18 h left", "40 min left", "Overdue by 2 h" (in red): where a pending request stands on its 24 hours. */
export function TimeLeftText({ timeLeft }: { timeLeft: TimeLeft }) {
  const { t } = useTranslation();
  const key = timeLeft.isOverdue ? (`overdue_${timeLeft.unit}` as const) : timeLeft.unit;
  return (
    <Text size="sm" c={timeLeft.isOverdue ? "red" : undefined} fw={timeLeft.isOverdue ? 600 : undefined} span>
      {t(`fleet.balance.time_left.${key}`, { count: timeLeft.count })}
    </Text>
  );
}
