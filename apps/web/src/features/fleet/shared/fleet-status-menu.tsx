import "@mantine/core/styles/Popover.css";
import "@mantine/core/styles/Menu.css";
import { Menu, UnstyledButton } from "@mantine/core";
import { FLEET_STATUSES, type FleetStatus } from "@pitlane/domain";
import { IconCheck, IconChevronDown } from "@tabler/icons-react";
import { FleetStatusBadge } from "./fleet-status-badge";

interface Props {
  status: FleetStatus;
  /** The status in the entity's words (vehicles and employees agree in gender in Arabic). */
  labelOf: (status: FleetStatus) => string;
  /** Names the row: "Change the status of Imran Khan". */
  label: string;
  isPending: boolean;
  onChoose: (status: FleetStatus) => void;
}

/**
 * A row's status badge that opens spec 001's five statuses, for a role that may change it: the
 * employees' and the vehicles' lists alike. The badge is as wide as its label in either language.
 */
export function FleetStatusMenu({ status, labelOf, label, isPending, onChoose }: Props) {
  return (
    <Menu position="bottom-start" withinPortal>
      <Menu.Target>
        <UnstyledButton aria-label={label} disabled={isPending}>
          <FleetStatusBadge
            status={status}
            label={labelOf(status)}
            rightSection={<IconChevronDown size={12} aria-hidden />}
            style={{ cursor: "pointer" }}
          />
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        {FLEET_STATUSES.map((choice) => (
          <Menu.Item
            key={choice}
            onClick={() => choice !== status && onChoose(choice)}
            leftSection={choice === status ? <IconCheck size={14} aria-hidden /> : <span style={{ width: 14 }} />}
          >
            {labelOf(choice)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
