import "@mantine/core/styles/Rating.css";
import "@mantine/core/styles/Skeleton.css";
import { Box, Group, Rating, Skeleton, Stack, Text } from "@mantine/core";
import { STATION_RATING_MAX, type DashboardReviewDto } from "@pitlane/domain";
import { useTranslation } from "react-i18next";
import { useTenantClock } from "../../../shared/clock/use-tenant-clock";
import { ListError } from "../../../shared/ui/list-error";
import { useDashboardReviews } from "./dashboard-hooks";
import { DashboardPanel, EmptyNote } from "../../../shared/ui/dashboard-panel";

/** One rating: the stars (read out as "4 of 5"), the station, the driver and the day, and the comment if any. */
function ReviewLine({ review }: { review: DashboardReviewDto }) {
  const { t, i18n } = useTranslation();
  const clock = useTenantClock();
  const city = i18n.language === "ar" && review.station_city_arabic ? review.station_city_arabic : review.station_city;
  return (
    <Box component="li">
      <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
        <Stack gap={0} miw={0}>
          <Text size="sm" fw={500} truncate>
            <bdi>{review.station_name}</bdi> · <bdi>{city}</bdi>
          </Text>
          <Text size="xs" c="dimmed">
            {review.employee_name ? <bdi>{review.employee_name}</bdi> : t("fleet.dashboard.reviews.no_driver")} ·{" "}
            {clock.date(review.created_at)}
          </Text>
        </Stack>
        <Rating
          value={review.rating}
          count={STATION_RATING_MAX}
          readOnly
          size="sm"
          aria-label={t("fleet.dashboard.reviews.rating", { rating: review.rating, max: STATION_RATING_MAX })}
        />
      </Group>
      {review.comment && (
        <Text size="sm" mt={4}>
          <bdi>{review.comment}</bdi>
        </Text>
      )}
    </Box>
  );
}

/** Latest reviews: what drivers said of the stations on the terminal's receipt screen. */
export function ReviewsPanel() {
  const { t } = useTranslation();
  const reviews = useDashboardReviews();
  const title = t("fleet.dashboard.reviews.title");
  return (
    <DashboardPanel title={title} description={t("fleet.dashboard.reviews.subtitle")}>
      {reviews.isError ? (
        <ListError error={reviews.error} onRetry={() => void reviews.refetch()} />
      ) : !reviews.data ? (
        <Skeleton height={160} radius="md" />
      ) : reviews.data.length === 0 ? (
        <EmptyNote text={t("fleet.dashboard.reviews.empty")} />
      ) : (
        <Stack component="ul" gap="md" p={0} m={0} aria-label={title} style={{ listStyle: "none" }}>
          {reviews.data.map((review) => (
            <ReviewLine key={review._id} review={review} />
          ))}
        </Stack>
      )}
    </DashboardPanel>
  );
}
