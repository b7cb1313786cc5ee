import { Stack, Title } from "@mantine/core";
import type { ReactNode } from "react";

/** One titled part of a long form page (a vehicle's identity, an employee's access). */
export function FormSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="sm">
      <Title order={2} fz="lg">
        {title}
      </Title>
      {children}
    </Stack>
  );
}
