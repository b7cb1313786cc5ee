import "@mantine/core/styles/Badge.css";
import { Badge } from "@mantine/core";
import type { TopUpDto } from "@pitlane/domain";
import { useTranslation } from "react-i18next";

const colors = { pending: "yellow", approved: "teal", rejected: "red", overdue: "orange" } as const;

/** Pending, approved or rejected; a pending request past its 24 hours reads "Overdue" instead, filled to stand out. */
export function TopUpStatusBadge({ topUp }: { topUp: Pick<TopUpDto, "status" | "is_overdue"> }) {
  const { t } = useTranslation();
  const shown = topUp.status === "pending" && topUp.is_overdue ? "overdue" : topUp.status;
  return (
    <Badge color={colors[shown]} variant={shown === "overdue" ? "filled" : "light"} miw="max-content">
      {t(`top_up.statuses.${shown}`)}
    </Badge>
  );
}
