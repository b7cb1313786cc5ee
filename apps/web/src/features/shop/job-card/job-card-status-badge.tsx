import "@mantine/core/styles/Badge.css";
import { Badge } from "@mantine/core";
import type { JobCardStatus } from "@pitlane/domain";
import { useTranslation } from "react-i18next";

const colors: Record<JobCardStatus, string> = {
  booked: "blue",
  in_progress: "orange",
  completed: "teal",
  cancelled: "gray",
};

/**
 * A job card's status in the colour every screen shows it in. `label` gives it in another record's
 * words (an appointment's status is its job card's, but Arabic agrees it with the appointment).
 */
export function JobCardStatusBadge({ status, label }: { status: JobCardStatus; label?: string }) {
  const { t } = useTranslation();
  return (
    <Badge color={colors[status]} variant="light" data-testid="job-card-status">
      {label ?? t(`shop.job_card.statuses.${status}`)}
    </Badge>
  );
}
