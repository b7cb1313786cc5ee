import type { EmployeeGender, EmployeeStatus } from "@pitlane/domain";
import { useTranslation } from "react-i18next";

/** The statuses and genders as the employee screens write them (spec 001's labels in English). */
export function useEmployeeFormat() {
  const { t } = useTranslation();
  return {
    status: (status: EmployeeStatus) => t(`fleet.employee.statuses.${status}`),
    gender: (gender: EmployeeGender) => t(`fleet.employee.genders.${gender}`),
  };
}
