import "@mantine/core/styles/Table.css";
import { Button, Paper, Stack, Table, Text, Title } from "@mantine/core";
import type { PURCHASE_PHOTOS, StationPurchaseDto, StationVehicleDto } from "@pitlane/domain";
import { IconBan, IconHourglass, IconReceipt } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useTenantClock } from "../../../shared/clock/use-tenant-clock";
import { Plate } from "../../../shared/ui/plate";
import type { Answer } from "../purchase/purchase-api";
import { formatLitres, formatMoney, formatPrice } from "./format";
import { PurchasePhotos } from "./purchase-photos";
import { StationReviewForm } from "./station-review-form";
import { VehicleSummary } from "./vehicle-summary";

function Receipt({ vehicle, purchase }: { vehicle: StationVehicleDto; purchase: StationPurchaseDto }) {
  const { t } = useTranslation();
  const clock = useTenantClock();
  const rows: [string, ReactNode][] = [
    [t("station.receipt.reference"), <bdi dir="ltr">{purchase.reference}</bdi>],
    [t("station.receipt.time"), clock.dateTime(purchase.created_at)],
    [t("station.receipt.company"), vehicle.company],
    [
      t("station.receipt.vehicle"),
      <>
        <bdi dir="ltr">{vehicle.car_id}</bdi> · <Plate>{vehicle.plate_no}</Plate>
      </>,
    ],
    [t("station.receipt.fuel"), t(`station.fuel_types.${purchase.fuel_type}`)],
    [t("station.receipt.litres"), <bdi dir="ltr">{formatLitres(purchase.litres ?? 0)}</bdi>],
    [
      t("station.receipt.unit_price"),
      purchase.unit_price === null ? "—" : <bdi dir="ltr">{formatPrice(purchase.unit_price, purchase.currency)}</bdi>,
    ],
    [t("station.receipt.amount"), <bdi dir="ltr">{formatMoney(purchase.amount ?? 0, purchase.currency)}</bdi>],
  ];
  return (
    <Table fz="lg" verticalSpacing="sm" aria-label={t("station.receipt.title")}>
      <Table.Tbody>
        {rows.map(([label, value]) => (
          <Table.Tr key={label}>
            <Table.Th scope="row" fw={500} c="dimmed">
              {label}
            </Table.Th>
            <Table.Td fw={700}>{value}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/**
 * How a purchase ended: the receipt of a completed one (its missing photos may still be sent), or a
 * void or an expired hold, which charged nothing.
 */
export function SettledScreen({
  vehicle,
  purchase,
  onSendPhoto,
  onNew,
}: {
  vehicle: StationVehicleDto;
  purchase: StationPurchaseDto;
  onSendPhoto: (reference: string, kind: (typeof PURCHASE_PHOTOS)[number], photo: Blob) => Promise<Answer>;
  onNew: () => void;
}) {
  const { t } = useTranslation();
  const isCompleted = purchase.status === "completed";
  const ending = purchase.status === "expired" ? "expired" : "voided";
  const Icon = isCompleted ? IconReceipt : purchase.status === "expired" ? IconHourglass : IconBan;
  return (
    <Stack gap="lg">
      <Paper p="lg" radius="md" withBorder>
        <Stack gap="xs" align="center" ta="center">
          <Icon size={48} stroke={1.5} aria-hidden />
          <Title order={1} size="h2">
            {isCompleted ? t("station.receipt.title") : t(`station.${ending}.title`)}
          </Title>
          {!isCompleted && <Text fz="lg">{t(`station.${ending}.text`)}</Text>}
        </Stack>
      </Paper>
      {isCompleted ? <Receipt vehicle={vehicle} purchase={purchase} /> : <VehicleSummary vehicle={vehicle} />}
      {isCompleted && !(purchase.photos.odometer && purchase.photos.pump) && (
        <PurchasePhotos purchase={purchase} onSend={onSendPhoto} />
      )}
      {isCompleted && <StationReviewForm reference={purchase.reference} />}
      <Button size="xl" h={64} onClick={onNew}>
        {t("station.new_purchase")}
      </Button>
    </Stack>
  );
}
