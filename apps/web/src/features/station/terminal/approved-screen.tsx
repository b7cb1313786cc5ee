import { Button, Paper, Stack, Text, Title } from "@mantine/core";
import { modals } from "@mantine/modals";
import { IconCircleCheck } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import type { Failure } from "../../../shared/api/api-error";
import { useTenantClock } from "../../../shared/clock/use-tenant-clock";
import { FormError } from "../../../shared/ui/form-error";
import type { PurchaseFlow } from "./use-purchase-flow";
import type { HeldPurchase } from "../purchase/purchase-flow";
import { formatLitres, formatMoney, formatPrice, inText } from "./format";
import { PurchasePhotos } from "./purchase-photos";
import { VehicleSummary } from "./vehicle-summary";

/** What a hold allows, large: the litres the pump may give, what that fuel costs, until when. */
export function HoldSummary({ stored }: { stored: HeldPurchase }) {
  const { t } = useTranslation();
  const clock = useTenantClock();
  const { purchase } = stored;
  const fuel = t(`station.fuel_types.${purchase.fuel_type}`);
  return (
    <Paper p="lg" radius="md" bg="var(--mantine-color-green-light)" role="status">
      <Stack gap="xs" align="center" ta="center">
        <IconCircleCheck size={48} color="var(--mantine-color-green-filled)" aria-hidden />
        <Title order={1} size="h2">
          {t("station.approved.title")}
        </Title>
        <Text fz={{ base: 34, xs: 44 }} fw={900} lh={1.1}>
          {t("station.approved.litres", { litres: inText(formatLitres(purchase.litres_authorised ?? 0)) })}
        </Text>
        <Text fz="xl" fw={600}>
          {t("station.approved.amount", {
            amount: inText(formatMoney(purchase.amount_authorised ?? 0, purchase.currency)),
            fuel,
          })}
        </Text>
        {purchase.unit_price !== null && (
          <Text>
            {t("station.header.per_litre", { price: inText(formatPrice(purchase.unit_price, purchase.currency)) })}
          </Text>
        )}
        {purchase.expires_at && (
          <Text fw={600}>{t("station.approved.expires", { time: clock.time(purchase.expires_at) })}</Text>
        )}
      </Stack>
    </Paper>
  );
}

/** Step 3, approved: the pump may run; then the attendant completes with the litres given, or voids. */
export function ApprovedScreen({
  stored,
  failure,
  flow,
}: {
  stored: HeldPurchase;
  failure: Failure | null;
  flow: PurchaseFlow;
}) {
  const { t } = useTranslation();

  function handleVoid() {
    modals.openConfirmModal({
      title: t("station.void.title"),
      centered: true,
      children: <Text>{t("station.void.text")}</Text>,
      labels: { confirm: t("station.void.confirm"), cancel: t("station.void.keep") },
      confirmProps: { color: "red", size: "lg" },
      cancelProps: { size: "lg" },
      onConfirm: () => flow.voidPurchase(stored),
    });
  }

  return (
    <Stack gap="lg">
      <HoldSummary stored={stored} />
      <VehicleSummary vehicle={stored.vehicle} />
      <PurchasePhotos purchase={stored.purchase} onSend={flow.sendPhoto} />
      <FormError failure={failure} />
      <Button size="xl" h={64} onClick={() => flow.startCompletion(stored)}>
        {t("station.approved.complete")}
      </Button>
      <Button size="xl" variant="outline" color="red" onClick={handleVoid}>
        {t("station.void.action")}
      </Button>
      <Button size="lg" variant="subtle" onClick={flow.newPurchase}>
        {t("station.approved.another")}
      </Button>
    </Stack>
  );
}
