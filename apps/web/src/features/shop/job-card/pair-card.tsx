import "@mantine/core/styles/Badge.css";
import { ActionIcon, Badge, Button, Group, Loader, Paper, Stack, Text } from "@mantine/core";
import {
  type DraftPair,
  type JobCardDraft,
  type JobCardDraftAction,
  type ServiceSlotsDto,
  formatDuration,
} from "@pitlane/domain";
import { IconX } from "@tabler/icons-react";
import type { Dispatch } from "react";
import { useTranslation } from "react-i18next";
import { Money } from "../../../shared/ui/money";
import { memberName } from "../team/team-hooks";
import { useServiceProviders } from "./job-card-choices";
import { bookingOf, pairSlots } from "./slot-options";

interface Props {
  pair: DraftPair;
  draft: JobCardDraft;
  /** The service as the branch offers it (name, price, duration); undefined while loading. */
  service: { name: string; discounted_price: number; duration: number } | undefined;
  packageName: string | null;
  /** The time-slot search of every pair (TanStack Query's state). */
  slots: { data?: ServiceSlotsDto[]; isPending: boolean; isError: boolean; refetch: () => unknown };
  dispatch: Dispatch<JobCardDraftAction>;
}

/** One service with its technician: its free times on the date as buttons; pressing one books it. */
export function PairCard({ pair, draft, service, packageName, slots, dispatch }: Props) {
  const { t, i18n } = useTranslation();
  const providers = useServiceProviders(draft.branch_id, pair.service_id);
  const provider = providers.data?.find((m) => m._id === pair.provider_id);
  const names = {
    service: service?.name ?? "…",
    technician: provider ? memberName(provider, i18n.language) : "…",
  };
  const { chips, isBookedTimeGone } = pairSlots(slots.data, draft, pair);
  const booked = chips.find((c) => c.isBooked);

  function times() {
    if (slots.isError) {
      return (
        <Group gap="sm" role="alert">
          <Text c="red" size="sm">
            {t("shop.job_card.slots.failed")}
          </Text>
          <Button size="xs" variant="light" color="red" onClick={() => void slots.refetch()}>
            {t("actions.retry")}
          </Button>
        </Group>
      );
    }
    if (slots.isPending) {
      return (
        <Group gap="xs" role="status">
          <Loader size="xs" />
          <Text size="sm" c="dimmed">
            {t("shop.job_card.slots.loading")}
          </Text>
        </Group>
      );
    }
    if (chips.length === 0) return <Text size="sm">{t("shop.job_card.slots.none")}</Text>;
    return (
      <Group gap={6} role="group" aria-label={t("shop.job_card.slots.label", names)} data-testid="job-card-slots">
        {chips.map((chip) => (
          <Button
            key={chip.start_time}
            size="compact-sm"
            variant={chip.isBooked ? "filled" : "default"}
            aria-pressed={chip.isBooked}
            disabled={chip.isClash}
            title={chip.isClash ? t("shop.job_card.slots.clash") : `${chip.start_time}–${chip.end_time}`}
            onClick={() => dispatch({ type: "book_slot", slot: bookingOf(pair, draft.selected_date, chip.start_time) })}
          >
            <bdi dir="ltr">{chip.start_time}</bdi>
          </Button>
        ))}
      </Group>
    );
  }

  return (
    <Paper withBorder p="sm" radius="md" data-testid="job-card-pair">
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Stack gap={2}>
            <Text fw={500}>
              <bdi>{names.service}</bdi>
              {" — "}
              <bdi>{names.technician}</bdi>
            </Text>
            <Group gap="xs">
              {service && (
                <Text size="sm" c="dimmed">
                  <bdi dir="ltr">{formatDuration(service.duration)}</bdi>
                  {packageName === null && (
                    <>
                      {" · "}
                      <Money amount={service.discounted_price} />
                    </>
                  )}
                </Text>
              )}
              {packageName && (
                <Badge variant="light" color="grape">
                  {t("shop.job_card.from_package", { name: packageName })}
                </Badge>
              )}
              {booked && (
                <Badge variant="light" color="teal">
                  {t("shop.job_card.slots.booked")} <bdi dir="ltr">{`${booked.start_time}–${booked.end_time}`}</bdi>
                </Badge>
              )}
            </Group>
          </Stack>
          {packageName === null && (
            <ActionIcon
              variant="subtle"
              color="gray"
              onClick={() =>
                dispatch({ type: "remove_pair", service_id: pair.service_id, provider_id: pair.provider_id })
              }
              aria-label={t("shop.job_card.form.remove_pair", names)}
            >
              <IconX size={16} />
            </ActionIcon>
          )}
        </Group>
        {isBookedTimeGone && (
          <Text size="sm" c="orange" role="alert">
            {t("shop.job_card.slots.gone")}
          </Text>
        )}
        {times()}
      </Stack>
    </Paper>
  );
}
