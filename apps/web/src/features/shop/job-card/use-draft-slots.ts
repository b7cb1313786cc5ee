import type { JobCardDraft, JobCardDraftAction, TimeSlotsBody, TimeSlotsDto } from "@pitlane/domain";
import { useQueryClient } from "@tanstack/react-query";
import { type Dispatch, useEffect, useMemo, useRef, useState } from "react";
import { ApiError } from "../../../shared/api/api-error";
import { timeSlotsKey, useTimeSlots } from "./job-card-hooks";
import { type Prefill, prefilledBooking } from "./prefill";
import { withFreshSlots } from "./slot-options";

function slotSearchOf(
  branchId: string | null,
  date: string,
  pairs: JobCardDraft["pairs"],
  jobCardId: string | null,
): TimeSlotsBody | null {
  if (branchId === null || pairs.length === 0) return null;
  return {
    date,
    branch_id: branchId,
    serviceEmployeeMap: pairs.map((p) => ({ service_id: p.service_id, employee_id: p.provider_id })),
    job_card_id: jobCardId,
  };
}

/**
 * The free times of the draft's pairs on its date; editing a job card (`jobCardId`), its own
 * appointments count as free. A 409 from saving ("This slot was just taken")
 * carries fresh slots: they replace the refused pairs' times on screen. The calendar's start time
 * is booked once, as soon as a pair with its technician shows it free.
 */
export function useDraftSlots(
  draft: JobCardDraft,
  dispatch: Dispatch<JobCardDraftAction>,
  saveError: unknown,
  prefill: Prefill,
  jobCardId: string | null = null,
) {
  const client = useQueryClient();
  const { branch_id: branchId, selected_date: date, pairs } = draft;
  const search = useMemo(() => slotSearchOf(branchId, date, pairs, jobCardId), [branchId, date, pairs, jobCardId]);
  const slots = useTimeSlots(search);
  // The search on screen, read when a refusal arrives (only a new refusal brings new slots).
  const searchRef = useRef(search);
  searchRef.current = search;

  useEffect(() => {
    const current = searchRef.current;
    if (!(saveError instanceof ApiError) || saveError.code !== 409 || current === null) return;
    const key = timeSlotsKey(current);
    const fresh = withFreshSlots(client.getQueryData<TimeSlotsDto>(key), saveError.result);
    if (fresh) client.setQueryData(key, fresh);
  }, [saveError, client]);

  const [waitingPrefill, setWaitingPrefill] = useState(prefill.employee_id && prefill.start_time ? prefill : null);
  useEffect(() => {
    if (!waitingPrefill) return;
    const booking = prefilledBooking(waitingPrefill, draft, slots.data);
    if (!booking) return;
    dispatch({ type: "book_slot", slot: booking });
    setWaitingPrefill(null);
  }, [waitingPrefill, draft, slots.data, dispatch]);

  return { slots, forgetPrefill: () => setWaitingPrefill(null) };
}
