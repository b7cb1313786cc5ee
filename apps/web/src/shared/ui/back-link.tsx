import { Button, useDirection } from "@mantine/core";
import { IconArrowBack } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { Link } from "react-router";

/** A page's way back to where it came from: its arrow points back the way the page reads. */
export function BackLink({ to, children }: { to: string; children: ReactNode }) {
  const isRtl = useDirection().dir === "rtl";
  return (
    <Button
      component={Link}
      to={to}
      variant="default"
      leftSection={<IconArrowBack size={16} style={isRtl ? { transform: "scaleX(-1)" } : undefined} />}
    >
      {children}
    </Button>
  );
}
