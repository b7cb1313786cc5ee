import { employeeEndpoints, type EmployeeStatus } from "@pitlane/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { request } from "../../../shared/api/client";
import { useCsvExport, useCsvImport } from "../../../shared/api/csv";
import { createEntityHooks, invalidateEntity } from "../../../shared/api/hooks";

const hooks = createEntityHooks("fleet-employees", employeeEndpoints);

export const employeeKeys = hooks.keys;
export const useEmployeeList = hooks.useList;
export const useEmployee = hooks.useDetail;
export const useEmployeeCreate = hooks.useCreate;
export const useEmployeeUpdate = hooks.useUpdate;
export const useEmployeeRemove = hooks.useRemove;

export function useEmployeeStatusUpdate() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: EmployeeStatus }) =>
      request(employeeEndpoints.updateStatus, { params: { id }, body: { status } }),
    onSuccess: (_result, { id }) => invalidateEntity(client, employeeKeys, id),
  });
}

/** Whether a T-PIN is free: asked on demand (the server counts the look-ups), never cached. */
export function useCheckTpin() {
  return useMutation({ mutationFn: (tpin: string) => request(employeeEndpoints.checkTpin, { body: { tpin } }) });
}

/** The CSV of the employees the list's search and tab select. */
export const useEmployeeExport = () => useCsvExport(employeeEndpoints.exportCsv, "employees");

/** A CSV file of employees: all added, or none and the refused rows listed. */
export const useEmployeeImport = () => useCsvImport(employeeEndpoints.importCsv, employeeKeys);
