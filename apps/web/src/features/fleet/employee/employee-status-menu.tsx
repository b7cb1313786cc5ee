import type { EmployeeDto, EmployeeStatus } from "@pitlane/domain";
import { useTranslation } from "react-i18next";
import { FleetStatusBadge } from "../shared/fleet-status-badge";
import { FleetStatusMenu } from "../shared/fleet-status-menu";
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
  return (
    <FleetStatusMenu
      id={employee._id}
      status={employee.status}
      labelOf={format.status}
      label={t("fleet.employee.row.status", { name: employee.name })}
      update={update}
      savedText={(status) => t("fleet.employee.toast.status_changed", { name: employee.name, status })}
    />
  );
}
