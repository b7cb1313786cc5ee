import type { EmployeeDto, EmployeeStatus } from "@pitlane/domain";
import { useTranslation } from "react-i18next";
import { toFailure } from "../../../shared/api/api-error";
import { failureText } from "../../../shared/forms/messages";
import { notify } from "../../../shared/ui/notify";
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

  function handleChoose(status: EmployeeStatus) {
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
    <FleetStatusMenu
      status={employee.status}
      labelOf={format.status}
      label={t("fleet.employee.row.status", { name: employee.name })}
      isPending={update.isPending}
      onChoose={handleChoose}
    />
  );
}
