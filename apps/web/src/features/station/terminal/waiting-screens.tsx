import { Alert, Button, Loader, Stack, Text, Title } from "@mantine/core";
import { IconWifiOff } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import type { StoredPurchase } from "../purchase/purchase-store";
import { VehicleSummary } from "./vehicle-summary";

/** While a request of the purchase is out: what it is doing, for which vehicle. */
export function SendingScreen({ stored }: { stored: StoredPurchase }) {
  const { t } = useTranslation();
  return (
    <Stack gap="lg" align="center" py="xl" role="status" aria-live="polite">
      <Loader size="xl" />
      <Text fz="xl" fw={600}>
        {t(`station.sending.${stored.step}`)}
      </Text>
      <VehicleSummary vehicle={stored.vehicle} />
    </Stack>
  );
}

/**
 * A request that got no answer, after the automatic retries: sending it again is safe (same key,
 * same body: the server does it once). An authorisation the server said it never received may be
 * dropped instead; any other waits here, or in the open purchases, until it is answered.
 */
export function UnansweredScreen({
  stored,
  canDiscard,
  onRetry,
  onDiscard,
  onLater,
}: {
  stored: StoredPurchase;
  canDiscard: boolean;
  onRetry: () => void;
  onDiscard: () => void;
  onLater: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        {t("station.unanswered.title")}
      </Title>
      <Alert color="yellow" variant="light" icon={<IconWifiOff size={24} />} role="alert">
        <Text fz="lg">{t(canDiscard ? "station.unanswered.never_received" : "station.unanswered.text")}</Text>
      </Alert>
      <VehicleSummary vehicle={stored.vehicle} />
      <Button size="xl" h={64} onClick={onRetry}>
        {t("station.unanswered.retry")}
      </Button>
      {canDiscard && (
        <Button size="xl" variant="outline" color="red" onClick={onDiscard}>
          {t("station.unanswered.discard")}
        </Button>
      )}
      <Button size="lg" variant="subtle" onClick={onLater}>
        {t("station.approved.another")}
      </Button>
      <Text size="sm" c="dimmed" ta="center">
        <bdi dir="ltr">{stored.reference}</bdi>
      </Text>
    </Stack>
  );
}
