import "@mantine/core/styles/SimpleGrid.css";
import { Progress, SimpleGrid } from "@mantine/core";
import type { FleetDashboardDto } from "@pitlane/domain";
import { IconCar, IconParking, IconSteeringWheel } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { StatCard } from "../../../shared/ui/stat-card";

/** Total, assigned and unassigned vehicles: "assigned" is in an assignment at this moment. */
export function VehicleCards({ vehicles }: { vehicles: FleetDashboardDto["vehicles"] }) {
  const { t } = useTranslation();
  const share = (n: number) => (vehicles.total === 0 ? 0 : (n / vehicles.total) * 100);
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }}>
      <StatCard
        label={t("fleet.dashboard.vehicles.total")}
        value={vehicles.total}
        hint={t("fleet.dashboard.vehicles.total_hint")}
        icon={IconCar}
        color="indigo"
      >
        {/* The two cards beside it say the same in words. */}
        <Progress.Root size="sm" mt="sm" aria-hidden>
          <Progress.Section value={share(vehicles.assigned)} color="indigo" />
          <Progress.Section value={share(vehicles.unassigned)} color="gray.4" />
        </Progress.Root>
      </StatCard>
      <StatCard
        label={t("fleet.dashboard.vehicles.assigned")}
        value={vehicles.assigned}
        hint={t("fleet.dashboard.vehicles.assigned_hint")}
        icon={IconSteeringWheel}
        color="teal"
      />
      <StatCard
        label={t("fleet.dashboard.vehicles.unassigned")}
        value={vehicles.unassigned}
        hint={t("fleet.dashboard.vehicles.unassigned_hint")}
        icon={IconParking}
        color="gray"
      />
    </SimpleGrid>
  );
}
