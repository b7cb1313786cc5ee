import {
  clockOf,
  type AppointmentDto,
  type BookedEmployeeDto,
  type EmployeeAppointmentsDto,
  type JobCardStatus,
} from "@pitlane/domain";
import { groupBy } from "../../../db/links.js";
import type { AppointmentRow, MemberRow } from "./repo.js";

export const toBookedEmployeeDto = (row: MemberRow): BookedEmployeeDto => ({
  _id: row.id,
  image: row.imageUploadId,
  name_eng: row.name,
  name_arabic: row.nameArabic,
});

export function toAppointmentDto(row: AppointmentRow): AppointmentDto {
  return {
    _id: row.id,
    appointment_date: row.date,
    start_time: clockOf(row.start),
    end_time: clockOf(row.end),
    service_id: row.serviceId,
    service_name: row.serviceName,
    package_id: row.packageId,
    // The check constraint keeps the column to APPOINTMENT_STATUSES, the job card's statuses.
    status: row.status as JobCardStatus,
    employee_id: row.employeeId,
    employee_name: row.employeeName,
    job_card_id: row.jobCardId,
    job_card_number: row.jobCardNumber,
    client_id: row.clientId,
    client_name: row.clientName,
    vehicle_plate: row.vehiclePlate,
    branch_id: row.branchId,
    branch_name_english: row.branchNameEnglish,
    branch_name_arabic: row.branchNameArabic,
  };
}

/** Each member with their own appointments (none is still a column), out of the rows read for all at once. */
export function toEmployeeAppointmentsDtos(members: MemberRow[], rows: AppointmentRow[]): EmployeeAppointmentsDto[] {
  const byEmployee = groupBy(rows, (row) => row.employeeId);
  return members.map((member) => ({
    ...toBookedEmployeeDto(member),
    appointments: (byEmployee.get(member.id) ?? []).map(toAppointmentDto),
  }));
}
