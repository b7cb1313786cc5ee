import "@mantine/core/styles/Badge.css";
import { Badge } from "@mantine/core";
import type { AssignmentStatus } from "@pitlane/domain";
import { useTranslation } from "react-i18next";

const colors: Record<AssignmentStatus, string> = {
  upcoming: "blue",
  current: "teal",
  ended: "gray",
  unassigned: "orange",
};

/** Upcoming, current (assigned now), ended, or unassigned before its end. */
export function AssignmentStatusBadge({ status }: { status: AssignmentStatus }) {
  const { t } = useTranslation();
  return (
    <Badge color={colors[status]} variant="light">
      {t(`fleet.assignment.statuses.${status}`)}
    </Badge>
  );
}
