import { Button, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import type { StoredPurchase } from "../purchase/purchase-store";

/**
 * Purchases this device started and has not seen settled (a hold while its pump runs, a request
 * that got no answer): the attendant serves another vehicle meanwhile and comes back to them here.
 */
export function OpenPurchases({ open, onResume }: { open: StoredPurchase[]; onResume: (p: StoredPurchase) => void }) {
  const { t } = useTranslation();
  const titleId = useId();
  if (open.length === 0) return null;
  return (
    <Stack gap="sm" component="section" aria-labelledby={titleId}>
      <Title order={2} size="h3" id={titleId}>
        {t("station.open.title")}
      </Title>
      {open.map((stored) => (
        <Paper key={stored.reference} withBorder p="md" radius="md">
          <Group justify="space-between" wrap="nowrap">
            <Stack gap={0} miw={0}>
              <Text fw={700} truncate>
                <bdi dir="ltr">{stored.vehicle.car_id}</bdi> · {stored.vehicle.company}
              </Text>
              <Text size="sm" c="dimmed">
                {t(`station.open.steps.${stored.step}`)} · <bdi dir="ltr">{stored.reference}</bdi>
              </Text>
            </Stack>
            <Button size="lg" variant="light" style={{ flexShrink: 0 }} onClick={() => onResume(stored)}>
              {t("station.open.continue")}
            </Button>
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}
