import { Paper, Stack, Text, UnstyledButton } from "@mantine/core";
import type { StationVehicleDto } from "@pitlane/domain";
import { useTranslation } from "react-i18next";
import { Plate } from "../../../shared/ui/plate";

/**
 * The vehicles a car id, plate or tag names, one per company (each is unique only within its
 * company): the attendant picks the driver's by the company's name.
 */
export function VehicleMatches({
  matches,
  onPick,
}: {
  matches: StationVehicleDto[];
  onPick: (vehicle: StationVehicleDto) => void;
}) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm" role="list" aria-label={t("station.identify.matches")}>
      {matches.map((match) => (
        <Paper key={match.vehicle} withBorder radius="md" role="listitem">
          <UnstyledButton
            w="100%"
            p="md"
            mih={64}
            onClick={() => onPick(match)}
            aria-label={t("station.identify.pick", { company: match.company, car: match.car_id })}
          >
            <Text fw={700} fz="lg">
              {match.company}
            </Text>
            <Text fz="md">
              <bdi dir="ltr">{match.car_id}</bdi> · <Plate>{match.plate_no}</Plate>
            </Text>
          </UnstyledButton>
        </Paper>
      ))}
    </Stack>
  );
}
