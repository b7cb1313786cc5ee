import "@mantine/core/styles/Popover.css";
import "@mantine/core/styles/Menu.css";
import { Menu, UnstyledButton } from "@mantine/core";
import { FLEET_STATUSES, type FleetStatus } from "@pitlane/domain";
import { IconCheck, IconChevronDown } from "@tabler/icons-react";
import type { UseMutationResult } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { toFailure } from "../../../shared/api/api-error";
import { failureText } from "../../../shared/forms/messages";
import { notify } from "../../../shared/ui/notify";
import { FleetStatusBadge } from "./fleet-status-badge";

interface Props {
  /** The row's record. */
  id: string;
  status: FleetStatus;
  /** The status in the entity's words (vehicles and employees agree in gender in Arabic). */
  labelOf: (status: FleetStatus) => string;
  /** Names the row: "Change the status of Imran Khan". */
  label: string;
  /** Saves a status of the record. */
  update: UseMutationResult<unknown, Error, { id: string; status: FleetStatus }>;
  /** The toast once saved, given the new status in the entity's words. */
  savedText: (statusLabel: string) => string;
}

/**
 * A row's status badge that opens spec 001's five statuses, for a role that may change it: the
 * employees' and the vehicles' lists alike. A choice is saved at once and said in a toast (a
 * refusal gives its reason). The badge is as wide as its label in either language.
 */
export function FleetStatusMenu({ id, status, labelOf, label, update, savedText }: Props) {
  const { t } = useTranslation();
  const isPending = update.isPending;
  const onChoose = (next: FleetStatus) =>
    update.mutate(
      { id, status: next },
      {
        onSuccess: () => notify.success(savedText(labelOf(next))),
        onError: (error) => notify.error(failureText(t, toFailure(error))),
      },
    );
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
