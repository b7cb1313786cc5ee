import { z } from "zod";
import { defineEndpoint } from "../platform/endpoint.js";
import { IdBody, IdParams, Nothing, listResultSchema } from "../platform/list.js";
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
  TimeSlotsBody,
  TimeSlotsDto,
} from "./appointment.js";
import {
  InspectionBody,
  InspectionDto,
  JobCardCreateBody,
  JobCardDto,
  JobCardListQuery,
  JobCardStatusBody,
  JobCardSummaryDto,
} from "./job-card.js";

const tag = "Job cards";

/** Spec 000 section 7, Job cards: time slots, the job card post and the list, completed under /customer/api/job-card. */
export const jobCardEndpoints = {
  timeSlots: defineEndpoint({
    method: "POST",
    path: "/customer/api/job-card/time-slots",
    summary: "Free start times on a date for each service and technician at a branch",
    tag,
    auth: "shop",
    permission: "job_cards.add",
    body: TimeSlotsBody,
    result: TimeSlotsDto,
  }),
  create: defineEndpoint({
    method: "POST",
    path: "/customer/api/job-card/post",
    summary: "Create a job card and book its slots; 409 when a slot was just taken (the result holds fresh slots)",
    tag,
    auth: "shop",
    permission: "job_cards.add",
    body: JobCardCreateBody,
    result: JobCardDto,
  }),
  list: defineEndpoint({
    method: "GET",
    path: "/customer/api/job-card/get-all-by-shop-id",
    summary: "The shop's job cards by scheduled date, newest first, with search, status, branch and date filters",
    tag,
    auth: "shop",
    permission: "job_cards.view",
    query: JobCardListQuery,
    result: listResultSchema(JobCardSummaryDto),
  }),
  get: defineEndpoint({
    method: "GET",
    path: "/customer/api/job-card/get/:id",
    summary: "One job card with its services, slots, products, totals and inspection",
    tag,
    auth: "shop",
    permission: "job_cards.view",
    params: IdParams,
    result: JobCardDto,
  }),
  changeStatus: defineEndpoint({
    method: "PATCH",
    path: "/customer/api/job-card/change-status/:id",
    summary: "Start, complete (issuing the invoice) or cancel (freeing the slots) a job card",
    tag,
    auth: "shop",
    permission: "job_cards.change_status",
    params: IdParams,
    body: JobCardStatusBody,
    result: JobCardDto,
  }),
  inspection: defineEndpoint({
    method: "PUT",
    path: "/customer/api/job-card/inspection/:id",
    summary: "Fill in the inspection of a job card that shows one: checklist, notes and photos",
    tag,
    auth: "shop",
    permission: "job_cards.edit",
    params: IdParams,
    body: InspectionBody,
    result: InspectionDto,
  }),
};

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
