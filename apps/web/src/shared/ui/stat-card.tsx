import "@mantine/core/styles/ThemeIcon.css";
import { Group, Paper, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import type { Icon } from "@tabler/icons-react";
import type { ReactNode } from "react";

interface Props {
  label: string;
  /** A count, or an amount with its currency (smaller: it is longer). */
  value: ReactNode;
  valueSize?: number;
  hint: string;
  icon: Icon;
  color: string;
  children?: ReactNode;
}

/** One headline figure of a dashboard: its name, the figure, what it counts, and an icon in its colour. */
export function StatCard({ label, value, valueSize = 32, hint, icon: CardIcon, color, children }: Props) {
  return (
    <Paper withBorder p="md" radius="md">
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Stack gap={2} miw={0}>
          <Title order={2} fz="sm" fw={500} c="dimmed">
            {label}
          </Title>
          <Text fz={valueSize} fw={700} lh={1.2}>
            {value}
          </Text>
          <Text size="xs" c="dimmed">
            {hint}
          </Text>
        </Stack>
        <ThemeIcon variant="light" size={44} radius="md" color={color} aria-hidden>
          <CardIcon size={24} />
        </ThemeIcon>
      </Group>
      {children}
    </Paper>
  );
}
