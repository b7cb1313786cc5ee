import { Paper, Stack, Title } from "@mantine/core";
import type { ReactNode } from "react";

/** One titled card of the builder, named for screen readers by its title. */
export function BuilderSection({
  id,
  title,
  isSticky,
  children,
}: {
  id: string;
  title: string;
  isSticky?: boolean;
  children: ReactNode;
}) {
  return (
    <Paper
      withBorder
      p={{ base: "md", sm: "lg" }}
      radius="md"
      component="section"
      aria-labelledby={id}
      // The summary stays in view beside a long list of lines on wide screens.
      style={isSticky ? { position: "sticky", top: "calc(var(--app-shell-header-height, 0px) + 16px)" } : undefined}
    >
      <Stack>
        <Title order={2} fz="lg" id={id}>
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}
