import {
  type InspectionBody,
  type JobCardCreateBody,
  type JobCardDto,
  type JobCardListQuery,
  type JobCardStatus,
  type TimeSlotsBody,
  type JobCardUpdateBody,
  type TimeSlotsDto,
  jobCardEndpoints,
} from "@pitlane/domain";
import { type QueryClient, keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { request } from "../../../shared/api/client";
import { invalidateEntity, keys } from "../../../shared/api/hooks";

export const jobCardKeys = keys("job-cards");

/**
 * A job card books technicians (the calendar), issues an invoice and takes stock out: those
 * screens' caches are stale after any change to one.
 */
async function invalidateAround(client: QueryClient, id?: string) {
  await Promise.all([
    invalidateEntity(client, jobCardKeys, id),
    client.invalidateQueries({ queryKey: keys("appointments").all }),
    client.invalidateQueries({ queryKey: keys("invoices").all }),
    client.invalidateQueries({ queryKey: keys("products").lists() }),
  ]);
}

export function useJobCardList(query: JobCardListQuery) {
  return useQuery({
    queryKey: jobCardKeys.list(query),
    queryFn: () => request(jobCardEndpoints.list, { query }),
    // The previous page stays on screen while the next one loads.
    placeholderData: keepPreviousData,
  });
}

export function useJobCard(id: string) {
  return useQuery({
    queryKey: jobCardKeys.detail(id),
    queryFn: () => request(jobCardEndpoints.get, { params: { id } }),
  });
}

export function useJobCardCreate() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: JobCardCreateBody) => request(jobCardEndpoints.create, { body }),
    onSuccess: () => invalidateAround(client),
  });
}

export function useJobCardUpdate(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: JobCardUpdateBody) => request(jobCardEndpoints.update, { params: { id }, body }),
    onSuccess: async (saved: JobCardDto) => {
      client.setQueryData(jobCardKeys.detail(id), saved);
      await invalidateAround(client, id);
    },
  });
}

export function useJobCardStatus(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (status: JobCardStatus) => request(jobCardEndpoints.changeStatus, { params: { id }, body: { status } }),
    onSuccess: async (saved: JobCardDto) => {
      client.setQueryData(jobCardKeys.detail(id), saved);
      await invalidateAround(client, id);
    },
  });
}

export function useInspectionSave(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: InspectionBody) => request(jobCardEndpoints.inspection, { params: { id }, body }),
    onSuccess: () => invalidateEntity(client, jobCardKeys, id),
  });
}

/** The cache key of one time-slot search; a 409's fresh slots are written under it. */
export const timeSlotsKey = (body: TimeSlotsBody | null) => [...jobCardKeys.all, "time-slots", body] as const;

/**
 * Free start times on the date for every pair chosen; asked again whenever the pairs, the date or
 * the branch change. No placeholder: another date's times must never show as this date's.
 */
export function useTimeSlots(body: TimeSlotsBody | null) {
  return useQuery<TimeSlotsDto>({
    queryKey: timeSlotsKey(body),
    queryFn: () => (body ? request(jobCardEndpoints.timeSlots, { body }) : Promise.resolve([])),
    enabled: body !== null,
  });
}
