import "@mantine/core/styles/SimpleGrid.css";
import "@mantine/core/styles/ThemeIcon.css";
import { Group, Paper, Progress, SimpleGrid, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import type { FleetDashboardDto } from "@pitlane/domain";
import { IconCar, IconParking, IconSteeringWheel, type Icon } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";

function StatCard(props: {
  label: string;
  value: number;
  hint: string;
  icon: Icon;
  color: string;
  children?: ReactNode;
}) {
  const { icon: CardIcon } = props;
  return (
    <Paper withBorder p="md" radius="md">
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Stack gap={2}>
          <Title order={2} fz="sm" fw={500} c="dimmed">
            {props.label}
          </Title>
          <Text fz={32} fw={700} lh={1.2}>
            {props.value}
          </Text>
          <Text size="xs" c="dimmed">
            {props.hint}
          </Text>
        </Stack>
        <ThemeIcon variant="light" size={44} radius="md" color={props.color} aria-hidden>
          <CardIcon size={24} />
        </ThemeIcon>
      </Group>
      {props.children}
    </Paper>
  );
}

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
