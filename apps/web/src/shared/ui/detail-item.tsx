import { type MantineSize, Stack, Text } from "@mantine/core";
import type { ReactNode } from "react";

/** One fact of a record's details: its name small and dimmed, the value under it ("—" when there is none). */
export function DetailItem({ label, size, children }: { label: string; size?: MantineSize; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size={size} component="div">
        {children ?? "—"}
      </Text>
    </Stack>
  );
}
