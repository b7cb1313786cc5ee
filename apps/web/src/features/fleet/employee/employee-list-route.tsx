import { EmployeeListQuery } from "@pitlane/domain";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useListPage } from "../../../shared/api/list-query";
import { useCan } from "../../../shared/session/permissions";
import { ListScreen } from "../../../shared/ui/list-screen";
import { RequirePermission } from "../../../shared/ui/require-permission";
import { useCsvListActions } from "../shared/use-csv-list-actions";
import { useEmployeeExport, useEmployeeImport, useEmployeeList } from "./employee-hooks";
import { EMPLOYEE_ADD_PATH } from "./employee-paths";
import { EmployeeTable } from "./employee-table";
import { EmployeeToolbar } from "./employee-toolbar";
import { GenerateTpinsMenu } from "./generate-tpins-menu";
import { TpinSlipsDialog } from "./tpin-slips-dialog";
import { useTpinSlips } from "./use-tpin-slips";
import { useDeleteEmployee } from "./use-delete-employee";

/** `/fleet/employees`: the company's employees; page, search, status tab and sort in the URL. */
export function Component() {
  return (
    <RequirePermission permission="employees.view">
      <EmployeeList />
    </RequirePermission>
  );
}

function EmployeeList() {
  const { t } = useTranslation();
  const { query, setQuery, setPage, list } = useListPage(EmployeeListQuery, useEmployeeList);
  const confirmDelete = useDeleteEmployee();
  // The file holds what the search and tab select, every page of it.
  const csv = useCsvListActions({
    entity: "employee",
    filters: { search: query.search, status: query.status },
    useExport: useEmployeeExport,
    useImport: useEmployeeImport,
  });
  const canAdd = useCan("employees.add");
  const canEdit = useCan("employees.edit");
  const canDelete = useCan("employees.delete");
  const canUpdateStatus = useCan("employees.update_status");
  // T-PINs are part of an employee's record: giving them new ones is editing them.
  const [selected, setSelected] = useState<string[]>([]);
  const tpins = useTpinSlips();

  return (
    <ListScreen
      title={t("fleet.employee.title")}
      description={t("fleet.employee.subtitle")}
      add={canAdd && { label: t("fleet.employee.add"), to: EMPLOYEE_ADD_PATH }}
      toolbar={
        <EmployeeToolbar
          query={query}
          onChange={setQuery}
          {...csv.toolbar}
          tpins={
            canEdit && (
              <GenerateTpinsMenu
                selected={selected}
                isPending={tpins.isPending}
                onGenerate={(body) => void tpins.generate(body, () => setSelected([]))}
              />
            )
          }
        />
      }
      list={list}
      dialog={
        <>
          {csv.dialog}
          <TpinSlipsDialog slips={tpins.slips} onClose={tpins.close} />
        </>
      }
    >
      <EmployeeTable
        data={list.data}
        pending={list.isPending}
        isFiltered={!!query.search || query.status !== "all"}
        canEdit={canEdit}
        canDelete={canDelete}
        canUpdateStatus={canUpdateStatus}
        onDelete={confirmDelete}
        onPageChange={setPage}
        selection={canEdit ? { selected, onChange: setSelected } : undefined}
      />
    </ListScreen>
  );
}
