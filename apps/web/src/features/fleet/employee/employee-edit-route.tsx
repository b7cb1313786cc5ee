import { Stack } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { useNavigate, useParams } from "react-router";
import { notify } from "../../../shared/ui/notify";
import { RecordLoadState } from "../../../shared/ui/record-load-error";
import { RequirePermission } from "../../../shared/ui/require-permission";
import { LatestFuelings } from "../transaction/latest-fuelings";
import { EmployeeFormPage } from "./employee-form-page";
import { useEmployee, useEmployeeUpdate } from "./employee-hooks";
import { EMPLOYEE_LIST_PATH } from "./employee-paths";

/** `/fleet/employees/edit/:id` */
export function Component() {
  return (
    <RequirePermission permission="employees.edit">
      <EmployeeEdit />
    </RequirePermission>
  );
}

function EmployeeEdit() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { id = "" } = useParams();
  const employee = useEmployee(id);
  const update = useEmployeeUpdate();

  if (!employee.isSuccess) {
    return (
      <RecordLoadState
        record={employee}
        notFoundText={t("refusals.employee_not_found")}
        backTo={EMPLOYEE_LIST_PATH}
        backLabel={t("fleet.employee.back_to_list")}
      />
    );
  }

  return (
    <Stack gap="lg" maw={960}>
      <EmployeeFormPage
        key={employee.data._id}
        data={employee.data}
        pending={update.isPending}
        errors={update.error}
        onCancel={() => void navigate(EMPLOYEE_LIST_PATH)}
        onSubmit={(body) =>
          update.mutate(
            { id, body },
            {
              onSuccess: () => {
                notify.success(t("fleet.employee.toast.updated"));
                void navigate(EMPLOYEE_LIST_PATH);
              },
            },
          )
        }
      />
      <LatestFuelings subject={{ employee_id: employee.data._id }} />
    </Stack>
  );
}
