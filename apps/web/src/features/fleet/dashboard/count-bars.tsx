import { Box, Group, Progress, Stack, Text } from "@mantine/core";

export interface CountBar {
  key: string;
  label: string;
  count: number;
  color?: string;
}

/**
 * Horizontal bars, one per line, the longest for the largest count. The label and the number are
 * text a screen reader reads as a list; the bars only draw them, so they are hidden from it.
 */
export function CountBars({ bars, label }: { bars: CountBar[]; label: string }) {
  const largest = Math.max(1, ...bars.map((bar) => bar.count));
  return (
    <Stack component="ul" gap="sm" p={0} m={0} aria-label={label} style={{ listStyle: "none" }}>
      {bars.map((bar) => (
        <Box component="li" key={bar.key}>
          <Group justify="space-between" gap="xs" wrap="nowrap" mb={4}>
            <Text size="sm">
              <bdi>{bar.label}</bdi>
            </Text>
            <Text size="sm" fw={600}>
              {bar.count}
            </Text>
          </Group>
          <Progress value={(bar.count / largest) * 100} color={bar.color ?? "indigo"} size="md" aria-hidden />
        </Box>
      ))}
    </Stack>
  );
}
