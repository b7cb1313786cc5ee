import { Box, Group, Paper, Stack, Text } from "@mantine/core";
import type { StationVehicleDto } from "@pitlane/domain";
import { IconCar } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { Plate } from "../../../shared/ui/plate";

/** The vehicle being served: its company first (what the attendant picked by), its car id and plate. */
export function VehicleSummary({ vehicle, action }: { vehicle: StationVehicleDto; action?: ReactNode }) {
  return (
    <Paper withBorder p="md" radius="md">
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Group gap="sm" wrap="nowrap" miw={0}>
          <IconCar size={32} stroke={1.6} aria-hidden />
          <Stack gap={0} miw={0}>
            <Text fw={700} fz="lg" truncate>
              {vehicle.company}
            </Text>
            <Text fz="md">
              <bdi dir="ltr">{vehicle.car_id}</bdi> · <Plate>{vehicle.plate_no}</Plate>
            </Text>
          </Stack>
        </Group>
        {action && <Box style={{ flexShrink: 0 }}>{action}</Box>}
      </Group>
    </Paper>
  );
}
