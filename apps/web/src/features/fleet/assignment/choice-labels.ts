/** How every chooser names a vehicle and an employee: plate and car id, name and employee id. */
export const vehicleChoiceLabel = (v: { plate_no: string; car_id: string }) => `${v.plate_no} · ${v.car_id}`;

export const employeeChoiceLabel = (e: { name: string; employee_code: string | null }) =>
  e.employee_code ? `${e.name} · ${e.employee_code}` : e.name;
