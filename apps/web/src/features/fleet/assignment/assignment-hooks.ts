import {
  vehicleAssignmentEndpoints as e,
  type AssignmentCalendarQuery,
  type AssignmentChoiceQuery,
  type AssignmentDto,
} from "@pitlane/domain";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { request } from "../../../shared/api/client";
import { createEntityHooks, invalidateEntity } from "../../../shared/api/hooks";

const hooks = createEntityHooks("vehicle-assignments", e);

export const assignmentKeys = hooks.keys;
export const useAssignmentList = hooks.useList;
export const useAssignment = hooks.useDetail;
export const useAssignmentCreate = hooks.useCreate;
export const useAssignmentUpdate = hooks.useUpdate;
export const useAssignmentRemove = hooks.useRemove;

/*
 * The calendar, the histories and the choosers live under the lists' key prefix, so every change
 * (assign, update, unassign, delete) refreshes them with the list.
 */
const under = (...parts: unknown[]) => [...assignmentKeys.lists(), ...parts];

type ChoiceStatus = AssignmentChoiceQuery["status"];

export function useAssignmentCalendar(query: AssignmentCalendarQuery) {
  return useQuery({
    queryKey: under("calendar", query),
    queryFn: () => request(e.calendar, { query }),
    placeholderData: keepPreviousData,
  });
}

export function useUnassign() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string): Promise<AssignmentDto> => request(e.unassign, { params: { id } }),
    onSuccess: (_result, id) => invalidateEntity(client, assignmentKeys, id),
  });
}

export type HistorySubject = { kind: "vehicle"; id: string } | { kind: "employee"; id: string };

export function useAssignmentHistory(subject: HistorySubject, page: number) {
  return useQuery({
    queryKey: under("history", subject, page),
    queryFn: () =>
      request(subject.kind === "vehicle" ? e.vehicleHistory : e.employeeHistory, {
        params: { id: subject.id },
        query: { page, limit: 10 },
      }),
    placeholderData: keepPreviousData,
  });
}

/**
 * The vehicles or employees a search finds, for the choosers (20 at most per search): active ones
 * for the assign form, any status for the history (a vehicle out of service keeps its history).
 */
export function useVehicleChoices(search: string, status: ChoiceStatus = "active") {
  return useQuery({
    queryKey: under("vehicle-choices", search, status),
    queryFn: () => request(e.vehicleChoices, { query: { search: search || undefined, status } }),
    placeholderData: keepPreviousData,
  });
}

export function useEmployeeChoices(search: string, status: ChoiceStatus = "active") {
  return useQuery({
    queryKey: under("employee-choices", search, status),
    queryFn: () => request(e.employeeChoices, { query: { search: search || undefined, status } }),
    placeholderData: keepPreviousData,
  });
}

export const useAnyVehicleChoices = (search: string) => useVehicleChoices(search, "any");
export const useAnyEmployeeChoices = (search: string) => useEmployeeChoices(search, "any");
