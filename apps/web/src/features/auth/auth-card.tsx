import { Paper, Stack, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";
import { usePageTitle } from "../../shared/hooks/use-page-title";

/** The card every public page sits in: a heading, a line under it, the form. */
export function AuthCard({ title, subtitle, children }: { title: string; subtitle?: string; children: ReactNode }) {
  usePageTitle(title);
  return (
    <Paper withBorder shadow="sm" p={{ base: "lg", sm: "xl" }} radius="lg">
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1} fz={26}>
            {title}
          </Title>
          {subtitle && <Text c="dimmed">{subtitle}</Text>}
        </Stack>
        {children}
      </Stack>
    </Paper>
  );
}
