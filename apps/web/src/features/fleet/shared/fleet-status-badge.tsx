import "@mantine/core/styles/Badge.css";
import { Badge, type BadgeProps } from "@mantine/core";
import type { FleetStatus } from "@pitlane/domain";

const colorOf: Record<FleetStatus, string> = {
  active: "teal",
  inactive: "gray",
  pause: "yellow",
  deactive: "gray",
  out_of_service: "red",
};

interface Props extends Omit<BadgeProps, "color" | "variant"> {
  status: FleetStatus;
  /** The status in the entity's words (vehicles and employees agree in gender in Arabic). */
  label: string;
}

/**
 * One of spec 001's five statuses of a vehicle or an employee, in the colour both lists use. It
 * never shrinks below its label: a narrow table column cut "IN-ACTIVE" to "IN-ACTI…" otherwise.
 */
export function FleetStatusBadge({ status, label, ...props }: Props) {
  return (
    <Badge color={colorOf[status]} variant="light" miw="max-content" {...props}>
      {label}
    </Badge>
  );
}
