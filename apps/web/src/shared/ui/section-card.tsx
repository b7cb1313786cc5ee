import { Paper, Stack, Title } from "@mantine/core";
import { type ReactNode, useId } from "react";

/** One titled card of a record's page or of a builder, named for screen readers by its title. */
export function SectionCard({
  id,
  title,
  isSticky,
  children,
}: {
  /** The title's id, when the page links to it; one is made up otherwise. */
  id?: string;
  title: string;
  isSticky?: boolean;
  children: ReactNode;
}) {
  const ownId = useId();
  const titleId = id ?? ownId;
  return (
    <Paper
      withBorder
      p={{ base: "md", sm: "lg" }}
      radius="md"
      component="section"
      aria-labelledby={titleId}
      // The summary stays in view beside a long list of lines on wide screens.
      style={isSticky ? { position: "sticky", top: "calc(var(--app-shell-header-height, 0px) + 16px)" } : undefined}
    >
      <Stack>
        <Title order={2} fz="lg" id={titleId}>
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}
