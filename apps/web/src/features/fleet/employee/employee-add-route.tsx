import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { notify } from "../../../shared/ui/notify";
import { RequirePermission } from "../../../shared/ui/require-permission";
import { EmployeeFormPage } from "./employee-form-page";
import { useEmployeeCreate } from "./employee-hooks";
import { EMPLOYEE_LIST_PATH } from "./employee-paths";

/** `/fleet/employees/add` */
export function Component() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const create = useEmployeeCreate();

  return (
    <RequirePermission permission="employees.add">
      <EmployeeFormPage
        pending={create.isPending}
        errors={create.error}
        onCancel={() => void navigate(EMPLOYEE_LIST_PATH)}
        onSubmit={(body) =>
          create.mutate(body, {
            onSuccess: () => {
              notify.success(t("fleet.employee.toast.created"));
              void navigate(EMPLOYEE_LIST_PATH);
            },
          })
        }
      />
    </RequirePermission>
  );
}
