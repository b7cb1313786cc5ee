import type { UseFormReturnType } from "@mantine/form";
import type { EmployeeDto, EmployeeGender, EmployeeStatus } from "@pitlane/domain";

/**
 * What the form's inputs hold. A choice not made, and an e-mail, password or T-PIN left empty, is
 * null: the API takes null as "none" (or, for the secrets, "keep the one set").
 */
export type EmployeeFormValues = {
  name: string;
  employee_id: string;
  branch_id: string | null;
  department_id: string | null;
  designation_id: string | null;
  gender: EmployeeGender | null;
  dob: string | null;
  national_id: string;
  phone: string;
  email: string | null;
  photo_id: string | null;
  status: EmployeeStatus;
  role_id: string | null;
  rule_id: string | null;
  password: string | null;
  confirm_password: string | null;
  tpin: string | null;
  confirm_tpin: string | null;
};

/** A new employee's defaults, or the edited employee's values; the secrets always start empty. */
export function employeeValuesOf(e?: EmployeeDto): EmployeeFormValues {
  return {
    name: e?.name ?? "",
    employee_id: e?.employee_id ?? "",
    branch_id: e?.branch_id ?? null,
    department_id: e?.department_id ?? null,
    designation_id: e?.designation_id ?? null,
    gender: e?.gender ?? null,
    dob: e?.dob ?? null,
    national_id: e?.national_id ?? "",
    phone: e?.phone ?? "",
    email: e?.email ?? null,
    photo_id: e?.photo_id ?? null,
    status: e?.status ?? "active",
    role_id: e?.role_id ?? null,
    rule_id: e?.rule_id ?? null,
    password: null,
    confirm_password: null,
    tpin: null,
    confirm_tpin: null,
  };
}

/** An empty text input means "none" for the fields the API takes as null. */
export const emptyToNull = (value: string) => (value.trim() === "" ? null : value);

export type EmployeeForm = UseFormReturnType<EmployeeFormValues>;
/** Input props of a field, its error in the reader's language (useSchemaForm's `field`). */
export type EmployeeField = (name: keyof EmployeeFormValues & string) => ReturnType<EmployeeForm["getInputProps"]>;
