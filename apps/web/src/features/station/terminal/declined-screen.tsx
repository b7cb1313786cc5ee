import { Button, Paper, Stack, Text, Title } from "@mantine/core";
import type { StationDecline, StationPurchaseDto, StationVehicleDto } from "@pitlane/domain";
import { IconCircleX } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import type { AuthoriseValues } from "../purchase/purchase-flow";
import { VehicleSummary } from "./vehicle-summary";

/** Declines the attendant can put right at the pump: another T-PIN, the odometer read again, another fuel. */
const CORRECTABLE: readonly StationDecline[] = ["pin_invalid", "odometer_invalid", "fuel_not_sold", "fuel_not_allowed"];

/**
 * Step 3, declined: the station's short reason (never the company's limits). A decline the attendant
 * can put right goes back to the form with what was typed, under a new reference.
 */
export function DeclinedScreen({
  vehicle,
  purchase,
  tried,
  onTryAgain,
  onNew,
}: {
  vehicle: StationVehicleDto;
  purchase: StationPurchaseDto;
  tried: AuthoriseValues | null;
  onTryAgain: (values: AuthoriseValues) => void;
  onNew: () => void;
}) {
  const { t } = useTranslation();
  const decline = purchase.decline ?? "declined";
  const canTryAgain = tried !== null && CORRECTABLE.includes(decline);
  return (
    <Stack gap="lg">
      <Paper p="lg" radius="md" bg="var(--mantine-color-red-light)" role="alert">
        <Stack gap="xs" align="center" ta="center">
          <IconCircleX size={48} color="var(--mantine-color-red-filled)" aria-hidden />
          <Title order={1} size="h2">
            {t("station.declined.title")}
          </Title>
          <Text fz="xl" fw={600}>
            {t(`station.declined.codes.${decline}`)}
          </Text>
        </Stack>
      </Paper>
      <VehicleSummary vehicle={vehicle} />
      {canTryAgain && (
        <Button size="xl" h={64} onClick={() => onTryAgain(tried)}>
          {t(`station.declined.again.${decline === "pin_invalid" ? "pin" : "details"}`)}
        </Button>
      )}
      <Button size="xl" variant={canTryAgain ? "default" : "filled"} onClick={onNew}>
        {t("station.new_purchase")}
      </Button>
    </Stack>
  );
}
