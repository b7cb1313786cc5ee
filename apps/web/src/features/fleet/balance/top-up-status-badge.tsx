import "@mantine/core/styles/Badge.css";
import { Badge } from "@mantine/core";
import type { TopUpDto } from "@pitlane/domain";
import { useTranslation } from "react-i18next";

const colors = { pending: "yellow", approved: "teal", rejected: "red", overdue: "orange" } as const;

/** Pending, approved or rejected; a pending request past its 24 hours reads "Overdue" instead. */
export function TopUpStatusBadge({ topUp }: { topUp: Pick<TopUpDto, "status" | "is_overdue"> }) {
  const { t } = useTranslation();
  const shown = topUp.is_overdue ? "overdue" : topUp.status;
  return (
    <Badge color={colors[shown]} variant={topUp.is_overdue ? "filled" : "light"} miw="max-content">
      {t(`fleet.balance.statuses.${shown}`)}
    </Badge>
  );
}
