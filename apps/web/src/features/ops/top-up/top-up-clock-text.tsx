import { Text } from "@mantine/core";
import { IconAlertTriangle } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { clockState, formatDuration } from "./top-up-clock";

/** A pending request's 24-hour clock: the time left, or in red how long it is overdue. */
export function TopUpClockText({ dueAt, now }: { dueAt: string; now: number }) {
  const { t } = useTranslation();
  const { isOverdue, minutes } = clockState(dueAt, now);
  const time = formatDuration(minutes, {
    days: (count) => t("ops.top_up.clock.days", { count }),
    hours: (count) => t("ops.top_up.clock.hours", { count }),
    minutes: (count) => t("ops.top_up.clock.minutes", { count }),
  });
  if (!isOverdue) return <Text size="sm">{t("ops.top_up.clock.left", { time })}</Text>;
  return (
    <Text size="sm" c="red" fw={600} component="span" style={{ display: "inline-flex", gap: 4, alignItems: "center" }}>
      <IconAlertTriangle size={16} aria-hidden />
      {t("ops.top_up.clock.overdue", { time })}
    </Text>
  );
}
