/** The employees' screens under the fleet portal. */
export const EMPLOYEE_LIST_PATH = "/fleet/employees";
export const EMPLOYEE_ADD_PATH = "/fleet/employees/add";
export const employeeEditPath = (id: string) => `${EMPLOYEE_LIST_PATH}/edit/${encodeURIComponent(id)}`;
