import "@mantine/core/styles/Rating.css";
import { Alert, Rating, Stack, Text } from "@mantine/core";
import { STATION_RATING_MAX, type TransactionDetailDto } from "@pitlane/domain";
import { IconGavel } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { useTenantClock } from "../../../shared/clock/use-tenant-clock";
import { SectionCard } from "../../../shared/ui/section-card";

type Props = { transaction: TransactionDetailDto };

/** The driver's rating of the station, given on the terminal's receipt screen, when they gave one. */
export function StationReviewCard({ transaction: tx }: Props) {
  const { t } = useTranslation();
  const clock = useTenantClock();
  const review = tx.station_review;
  if (!review) return null;
  const stars = t("fleet.feedback.station_review.stars", { rating: review.rating });
  return (
    <SectionCard title={t("fleet.feedback.station_review.title")}>
      <Stack gap={4}>
        <Rating value={review.rating} count={STATION_RATING_MAX} readOnly aria-hidden />
        <Text fw={700}>{stars}</Text>
        <Text size="sm" style={{ whiteSpace: "pre-wrap" }} c={review.comment ? undefined : "dimmed"}>
          {review.comment ? <bdi>{review.comment}</bdi> : t("fleet.feedback.station_review.no_comment")}
        </Text>
        <Text size="xs" c="dimmed">
          {t("fleet.feedback.station_review.given", { date: clock.dateTime(review.created_at) })}
        </Text>
      </Stack>
    </SectionCard>
  );
}

/** The platform's decision on a purchase the company disputed: refunded or upheld, its note and date. */
export function DisputeDecision({ transaction: tx }: Props) {
  const { t } = useTranslation();
  const clock = useTenantClock();
  const decision = tx.dispute;
  if (!decision) return null;
  return (
    <Alert
      color={decision.outcome === "refunded" ? "teal" : "gray"}
      variant="light"
      icon={<IconGavel size={18} />}
      title={`${t("fleet.feedback.dispute.title")}: ${t(`fleet.feedback.dispute.outcomes.${decision.outcome}`)}`}
      role="status"
    >
      <Stack gap={4}>
        <Text size="sm" style={{ whiteSpace: "pre-wrap" }}>
          <bdi>{decision.note}</bdi>
        </Text>
        <Text size="xs" c="dimmed">
          {t("fleet.feedback.dispute.decided", { date: clock.dateTime(decision.decided_at) })}
        </Text>
      </Stack>
    </Alert>
  );
}
