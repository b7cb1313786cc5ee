import { z } from "zod";
import { defineEndpoint } from "../platform/endpoint.js";
import { IdParams, ListQuery, Nothing, listResultSchema } from "../platform/list.js";
import {
  AssignmentCalendarQuery,
  AssignmentChoiceQuery,
  AssignmentDto,
  AssignmentHistoryResult,
  AssignmentListQuery,
  AssignmentSaveBody,
  EmployeeChoiceDto,
  VehicleChoiceDto,
} from "./assignment.js";

const base = "/fueling/api/vehicle-assignment";
const tag = "Vehicle assignments";
const HistoryQuery = ListQuery.pick({ page: true, limit: true });

/**
 * Who drives which vehicle, when. A vehicle or employee already held at that time, an inactive one,
 * and spec 001's rule and odometer refusals all answer 400 naming the field, so the form shows them
 * under it.
 */
export const vehicleAssignmentEndpoints = {
  list: defineEndpoint({
    method: "GET",
    path: `${base}/list`,
    summary: "Assignments of the company, newest start first, paginated, with search and filters",
    tag,
    auth: "fleet",
    permission: "assignments.view",
    query: AssignmentListQuery,
    result: listResultSchema(AssignmentDto),
  }),
  calendar: defineEndpoint({
    method: "GET",
    path: `${base}/calendar`,
    summary: "Every assignment that overlaps a range of at most 100 days, for the calendar",
    tag,
    auth: "fleet",
    permission: "assignments.view",
    query: AssignmentCalendarQuery,
    result: z.array(AssignmentDto),
  }),
  get: defineEndpoint({
    method: "GET",
    path: `${base}/get/:id`,
    summary: "One assignment",
    tag,
    auth: "fleet",
    permission: "assignments.view",
    params: IdParams,
    result: AssignmentDto,
  }),
  create: defineEndpoint({
    method: "POST",
    path: `${base}/add`,
    summary: "Assign a vehicle to an employee from a start to an end",
    tag,
    auth: "fleet",
    permission: "assignments.add",
    body: AssignmentSaveBody,
    result: AssignmentDto,
  }),
  update: defineEndpoint({
    method: "PUT",
    path: `${base}/update/:id`,
    summary: "Replace the vehicle, employee, times, start odometer and comment of an assignment",
    tag,
    auth: "fleet",
    permission: "assignments.edit",
    params: IdParams,
    body: AssignmentSaveBody,
    result: AssignmentDto,
  }),
  unassign: defineEndpoint({
    method: "PATCH",
    path: `${base}/unassign/:id`,
    summary: "End a current assignment now; it stays in the history",
    tag,
    auth: "fleet",
    permission: "assignments.edit",
    params: IdParams,
    result: AssignmentDto,
  }),
  remove: defineEndpoint({
    method: "POST",
    path: `${base}/delete/:id`,
    summary: "Delete an assignment that has not started",
    tag,
    auth: "fleet",
    permission: "assignments.delete",
    params: IdParams,
    result: Nothing,
  }),
  vehicleHistory: defineEndpoint({
    method: "GET",
    path: `${base}/vehicle-history/:id`,
    summary: "The assignments of one vehicle, newest first",
    tag,
    auth: "fleet",
    permission: "assignments.view_history",
    params: IdParams,
    query: HistoryQuery,
    result: AssignmentHistoryResult,
  }),
  employeeHistory: defineEndpoint({
    method: "GET",
    path: `${base}/employee-history/:id`,
    summary: "The assignments of one employee, newest first",
    tag,
    auth: "fleet",
    permission: "assignments.view_history",
    params: IdParams,
    query: HistoryQuery,
    result: AssignmentHistoryResult,
  }),
  vehicleChoices: defineEndpoint({
    method: "GET",
    path: `${base}/vehicle-choices`,
    summary:
      "Vehicles matching a search (plate or car id): active ones for the assign form's chooser, any for the history's",
    tag,
    auth: "fleet",
    permission: ["assignments.view", "assignments.view_history"],
    query: AssignmentChoiceQuery,
    result: z.array(VehicleChoiceDto),
  }),
  employeeChoices: defineEndpoint({
    method: "GET",
    path: `${base}/employee-choices`,
    summary:
      "Employees matching a search (name or employee id): active ones for the assign form's chooser, any for the history's",
    tag,
    auth: "fleet",
    permission: ["assignments.view", "assignments.view_history"],
    query: AssignmentChoiceQuery,
    result: z.array(EmployeeChoiceDto),
  }),
};
