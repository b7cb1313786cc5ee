import "@mantine/core/styles/Badge.css";
import { Badge } from "@mantine/core";
import type { TopUpDto } from "@pitlane/domain";
import { useTranslation } from "react-i18next";

const COLORS = { pending: "yellow", overdue: "red", approved: "teal", rejected: "gray" } as const;

/** A request's state; a pending one past its 24 hours reads "Overdue". */
export function TopUpStatusBadge({ topUp }: { topUp: Pick<TopUpDto, "status" | "is_overdue"> }) {
  const { t } = useTranslation();
  const state = topUp.status === "pending" && topUp.is_overdue ? "overdue" : topUp.status;
  return (
    <Badge color={COLORS[state]} variant="light" miw="max-content">
      {t(`ops.top_up.statuses.${state}`)}
    </Badge>
  );
}
