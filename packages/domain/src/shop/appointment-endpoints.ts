import { z } from "zod";
import { defineEndpoint } from "../platform/endpoint.js";
import { IdBody, Nothing, listResultSchema } from "../platform/list.js";
import {
  AppointmentDto,
  AppointmentSettingsBody,
  AppointmentSettingsDto,
  AppointmentsByEmployeeQuery,
  AppointmentsByUsersQuery,
  BookedEmployeeDto,
  BookedEmployeesQuery,
  ClientAppointmentsQuery,
  EmployeeAppointmentsDto,
  EmployeeServicesSlotsQuery,
  TimeSlotsDto,
} from "./appointment.js";

const calendarTag = "Appointments";

/** Spec 000 section 7, Appointments, completed under /customer/api/appointment. */
export const appointmentEndpoints = {
  bookedEmployees: defineEndpoint({
    method: "GET",
    path: "/customer/api/appointment/get-all-booked-employee-by-shop-id",
    summary: "The calendar's columns: the branch's service providers and anyone booked in the range",
    tag: calendarTag,
    auth: "shop",
    permission: "appointments.view",
    query: BookedEmployeesQuery,
    result: z.array(BookedEmployeeDto),
  }),
  byShopUsers: defineEndpoint({
    method: "GET",
    path: "/customer/api/appointment/get-all-appointments-by-shop-user-ids",
    summary: "The appointments of the named team members in a date range, grouped by member",
    tag: calendarTag,
    auth: "shop",
    permission: "appointments.view",
    query: AppointmentsByUsersQuery,
    result: z.array(EmployeeAppointmentsDto),
  }),
  byEmployee: defineEndpoint({
    method: "GET",
    path: "/customer/api/appointment/get-all-appointments-by-employee-id",
    summary: "One team member's appointments in a date range",
    tag: calendarTag,
    auth: "shop",
    permission: "appointments.view",
    query: AppointmentsByEmployeeQuery,
    result: z.array(AppointmentDto),
  }),
  employeeServicesSlots: defineEndpoint({
    method: "GET",
    path: "/customer/api/appointment/get-all-appointments-by-employee-services-ids",
    summary: "One technician's free starts on a date for several services at a branch (the time-slot search as a GET)",
    tag: calendarTag,
    auth: "shop",
    permission: "job_cards.add",
    query: EmployeeServicesSlotsQuery,
    result: TimeSlotsDto,
  }),
  remove: defineEndpoint({
    method: "POST",
    path: "/customer/api/appointment/delete",
    summary:
      "Delete an appointment of a booked job card; its service leaves the job card, and an empty job card is cancelled",
    tag: calendarTag,
    auth: "shop",
    permission: "appointments.delete",
    body: IdBody,
    result: Nothing,
  }),
  byClient: defineEndpoint({
    method: "GET",
    path: "/customer/api/client/get-client-appointments",
    summary: "A client's appointments, newest first, filtered by status",
    tag: calendarTag,
    auth: "shop",
    permission: "clients.view",
    query: ClientAppointmentsQuery,
    result: listResultSchema(AppointmentDto),
  }),
  settings: defineEndpoint({
    method: "GET",
    path: "/customer/api/appointment/settings",
    summary: "The appointment slot granularity and the shop's time zone",
    tag: calendarTag,
    auth: "shop",
    permission: "appointments.view",
    result: AppointmentSettingsDto,
  }),
  updateSettings: defineEndpoint({
    method: "PUT",
    path: "/customer/api/appointment/settings",
    summary: "Set the appointment slot granularity (5 to 45 minutes in 5-minute steps)",
    tag: calendarTag,
    auth: "shop",
    permission: "store_settings.edit",
    body: AppointmentSettingsBody,
    result: AppointmentSettingsDto,
  }),
};
