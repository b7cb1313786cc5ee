import { Anchor, Box, Group, Progress, Stack, Text } from "@mantine/core";
import { Link } from "react-router";

export interface CountBar {
  key: string;
  label: string;
  count: number;
  color?: string;
  /** What the line says instead of the bare count ("120.5 L", "PKR 3,400.00"). */
  display?: string;
  /** A second line under the label (a station's city, a vehicle's car id). */
  detail?: string;
  /** Where the label leads: the screen behind the figure. */
  to?: string;
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
          <Group justify="space-between" gap="xs" wrap="nowrap" mb={4} align="flex-end">
            <Stack gap={0} miw={0}>
              <Text size="sm" truncate>
                {bar.to ? (
                  <Anchor component={Link} to={bar.to} inherit>
                    <bdi>{bar.label}</bdi>
                  </Anchor>
                ) : (
                  <bdi>{bar.label}</bdi>
                )}
              </Text>
              {bar.detail && (
                <Text size="xs" c="dimmed" truncate>
                  <bdi>{bar.detail}</bdi>
                </Text>
              )}
            </Stack>
            <Text size="sm" fw={600} style={{ whiteSpace: "nowrap" }}>
              <bdi>{bar.display ?? bar.count}</bdi>
            </Text>
          </Group>
          <Progress value={(bar.count / largest) * 100} color={bar.color ?? "indigo"} size="md" aria-hidden />
        </Box>
      ))}
    </Stack>
  );
}
