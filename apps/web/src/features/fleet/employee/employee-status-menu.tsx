import "@mantine/core/styles/Popover.css";
import "@mantine/core/styles/Menu.css";
import { Menu, UnstyledButton } from "@mantine/core";
import { FLEET_STATUSES, type EmployeeDto, type EmployeeStatus } from "@pitlane/domain";
import { IconCheck, IconChevronDown } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { toFailure } from "../../../shared/api/api-error";
import { failureText } from "../../../shared/forms/messages";
import { notify } from "../../../shared/ui/notify";
import { FleetStatusBadge } from "../shared/fleet-status-badge";
import { useEmployeeFormat } from "./employee-format";
import { useEmployeeStatusUpdate } from "./employee-hooks";

export function EmployeeStatusBadge({ status }: { status: EmployeeStatus }) {
  const format = useEmployeeFormat();
  return <FleetStatusBadge status={status} label={format.status(status)} />;
}

/** The row's status badge opens a menu of spec 001's five statuses; a choice is saved at once. */
export function EmployeeStatusMenu({ employee }: { employee: EmployeeDto }) {
  const { t } = useTranslation();
  const format = useEmployeeFormat();
  const update = useEmployeeStatusUpdate();

  function handleChoose(status: EmployeeStatus) {
    if (status === employee.status) return;
    update.mutate(
      { id: employee._id, status },
      {
        onSuccess: () =>
          notify.success(
            t("fleet.employee.toast.status_changed", { name: employee.name, status: format.status(status) }),
          ),
        onError: (error) => notify.error(failureText(t, toFailure(error))),
      },
    );
  }

  return (
    <Menu position="bottom-start" withinPortal>
      <Menu.Target>
        <UnstyledButton
          aria-label={t("fleet.employee.row.status", { name: employee.name })}
          disabled={update.isPending}
        >
          <FleetStatusBadge
            status={employee.status}
            label={format.status(employee.status)}
            rightSection={<IconChevronDown size={12} aria-hidden />}
            style={{ cursor: "pointer" }}
          />
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        {FLEET_STATUSES.map((status) => (
          <Menu.Item
            key={status}
            onClick={() => handleChoose(status)}
            leftSection={
              status === employee.status ? <IconCheck size={14} aria-hidden /> : <span style={{ width: 14 }} />
            }
          >
            {format.status(status)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
