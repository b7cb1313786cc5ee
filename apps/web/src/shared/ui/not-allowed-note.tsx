import { Alert } from "@mantine/core";
import type { ReactNode } from "react";

/** Shown instead of a form's list when the user's role cannot read what it lists. */
export function NotAllowedNote({ children }: { children: ReactNode }) {
  return (
    <Alert color="yellow" variant="light">
      {children}
    </Alert>
  );
}
