import "@mantine/core/styles/Rating.css";
import { Group, Loader, Rating, Stack, Text } from "@mantine/core";
import { opsStationReviewEndpoints as e, STATION_RATING_MAX } from "@pitlane/domain";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { request } from "../../../shared/api/client";
import { useTenantClock } from "../../../shared/clock/use-tenant-clock";
import { SectionCard } from "../../../shared/ui/section-card";
import { stationKeys } from "./station-hooks";

/** What drivers of every company think of the station: the average of their ratings, and the latest few. */
export function StationReviewsSection({ stationId }: { stationId: string }) {
  const { t } = useTranslation();
  const clock = useTenantClock();
  const reviews = useQuery({
    queryKey: [...stationKeys.detail(stationId), "reviews"],
    queryFn: () => request(e.get, { params: { stationId } }),
  });
  const data = reviews.data;
  return (
    <SectionCard title={t("ops.station_review.title")}>
      {!data ? (
        reviews.isError ? (
          <Text c="red" role="alert">
            {t("ops.station_review.failed")}
          </Text>
        ) : (
          <Loader size="sm" aria-label={t("loading")} />
        )
      ) : data.average === null ? (
        <Text c="dimmed">{t("ops.station_review.none")}</Text>
      ) : (
        <Stack gap="md">
          <Group gap="sm">
            <Rating value={data.average} fractions={10} count={STATION_RATING_MAX} readOnly aria-hidden />
            <Text fw={700} role="status">
              {t("ops.station_review.average", { average: data.average.toFixed(1), count: data.count })}
            </Text>
          </Group>
          <Stack
            gap="sm"
            component="ul"
            p={0}
            m={0}
            style={{ listStyle: "none" }}
            aria-label={t("ops.station_review.latest")}
          >
            {data.latest.map((review) => (
              <Stack key={`${review.created_at}:${review.company_name}`} gap={2} component="li">
                <Text size="sm" fw={600}>
                  {t("ops.station_review.stars", { rating: review.rating })} · <bdi>{review.company_name}</bdi>
                </Text>
                {review.comment && (
                  <Text size="sm" style={{ whiteSpace: "pre-wrap" }}>
                    <bdi>{review.comment}</bdi>
                  </Text>
                )}
                <Text size="xs" c="dimmed">
                  {clock.dateTime(review.created_at)}
                </Text>
              </Stack>
            ))}
          </Stack>
        </Stack>
      )}
    </SectionCard>
  );
}
