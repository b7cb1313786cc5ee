import { Box, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { useId, type ReactNode } from "react";

/** One titled box of the dashboard, named by its title for assistive technology. */
export function DashboardPanel(props: { title: string; description?: string; aside?: ReactNode; children: ReactNode }) {
  const titleId = useId();
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby={titleId}>
      <Group justify="space-between" align="flex-start" gap="xs">
        <Stack gap={2}>
          <Title order={2} fz="lg" id={titleId}>
            {props.title}
          </Title>
          {props.description && (
            <Text size="sm" c="dimmed">
              {props.description}
            </Text>
          )}
        </Stack>
        {props.aside}
      </Group>
      <Box mt="md">{props.children}</Box>
    </Paper>
  );
}

/** What a panel says when there is nothing to count yet, with the way to add the first one. */
export function EmptyNote({ text, action }: { text: string; action?: ReactNode }) {
  return (
    <Stack align="center" gap="xs" py="lg">
      <Text c="dimmed" ta="center">
        {text}
      </Text>
      {action}
    </Stack>
  );
}
