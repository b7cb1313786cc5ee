import { appointmentEndpoints as e, type AppointmentSettingsBody } from "@pitlane/domain";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { request } from "../../../shared/api/client";
import { keys } from "../../../shared/api/hooks";
import type { DateRange } from "./calendar-state";

/* The job card screens refresh everything under "appointments" after a booking or a status change. */
const appointmentKeys = keys("appointments");
const settingsKey = [...appointmentKeys.all, "settings"];

/**
 * The calendar's columns for the range and branch, then their appointments: one request each per
 * range, branch or column change. While a new range's columns load, the previous columns are not
 * used to ask for the new range's appointments.
 */
export function useCalendarData(range: DateRange, branchId: string | null) {
  const scope = { ...range, branch_id: branchId ?? undefined };
  const columns = useQuery({
    queryKey: [...appointmentKeys.lists(), "booked-employees", scope],
    queryFn: () => request(e.bookedEmployees, { query: scope }),
    placeholderData: keepPreviousData,
  });
  const ids = columns.data?.map((employee) => employee._id).join(",") ?? "";
  const isCurrent = columns.isSuccess && !columns.isPlaceholderData;
  const appointments = useQuery({
    queryKey: [...appointmentKeys.lists(), "by-shop-users", scope, ids],
    queryFn: () => request(e.byShopUsers, { query: { ...scope, ids } }),
    enabled: isCurrent && ids !== "",
    placeholderData: keepPreviousData,
  });
  return { columns, appointments, hasNoColumns: isCurrent && ids === "" };
}

export function useAppointmentSettings() {
  return useQuery({ queryKey: settingsKey, queryFn: () => request(e.settings) });
}

export function useUpdateAppointmentSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: AppointmentSettingsBody) => request(e.updateSettings, { body }),
    onSuccess: (settings) => client.setQueryData(settingsKey, settings),
  });
}

/** Deleting an appointment changes its job card too (a service leaves it, or it is cancelled). */
export function useRemoveAppointment() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => request(e.remove, { body: { id } }),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: appointmentKeys.lists() }),
        client.invalidateQueries({ queryKey: keys("job-cards").all }),
      ]),
  });
}
