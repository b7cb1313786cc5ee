import "@mantine/core/styles/SimpleGrid.css";
import { SimpleGrid, Stack, Text } from "@mantine/core";
import type { JobCardDto } from "@pitlane/domain";
import { useTranslation } from "react-i18next";
import { useTenantClock } from "../../../shared/clock/use-tenant-clock";
import { DetailItem } from "../../../shared/ui/detail-item";
import { branchName } from "../branch/branch-hooks";

/** What an edit cannot change, shown where the booking form asks for it: client, vehicle, branch and date. */
export function FixedFields({ jobCard }: { jobCard: JobCardDto }) {
  const { t, i18n } = useTranslation();
  const clock = useTenantClock();
  const { vehicle } = jobCard;
  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <DetailItem label={t("shop.job_card.fields.client")}>
          <bdi>{jobCard.client.name}</bdi>
        </DetailItem>
        <DetailItem label={t("shop.job_card.fields.vehicle")}>
          <bdi>{`${vehicle.plate} · ${vehicle.make_name} ${vehicle.model_name}`}</bdi>
        </DetailItem>
        <DetailItem label={t("shop.job_card.fields.branch")}>
          <bdi>{branchName(jobCard, i18n.language)}</bdi>
        </DetailItem>
        <DetailItem label={t("shop.job_card.fields.date")}>{clock.date(jobCard.scheduled_date)}</DetailItem>
      </SimpleGrid>
      <Text size="xs" c="dimmed">
        {t("shop.job_card.form.fixed_hint")}
      </Text>
    </Stack>
  );
}
