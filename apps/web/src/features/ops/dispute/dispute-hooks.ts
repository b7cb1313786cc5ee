import { type DisputeDto, type DisputeListQuery, type DisputeOutcome, opsDisputeEndpoints as e } from "@pitlane/domain";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { request } from "../../../shared/api/client";
import { keys } from "../../../shared/api/hooks";
import { companyKeys } from "../company/company-hooks";
import { createDecisionKeys, isUnanswered, sendDecision } from "../top-up/decision-keys";

export const disputeKeys = keys("ops-disputes");

export function useDisputes(query: DisputeListQuery) {
  return useQuery({
    queryKey: disputeKeys.list(query),
    queryFn: () => request(e.list, { query }),
    placeholderData: keepPreviousData,
  });
}

export interface DisputeDecisionInput {
  dispute: DisputeDto;
  outcome: DisputeOutcome;
  note: string;
}

/** Decisions of this tab still waiting for an answer, each with its key (as the top-up queue's). */
const decisionKeys = createDecisionKeys();

function decide({ dispute, outcome, note }: DisputeDecisionInput): Promise<DisputeDto> {
  return sendDecision(decisionKeys, `${outcome}:${dispute.company_id}:${dispute._id}:${note}`, (key) =>
    request(e.decide, {
      params: { companyId: dispute.company_id, purchaseId: dispute._id },
      body: { outcome, note },
      headers: { "Idempotency-Key": key },
    }),
  );
}

/**
 * Refund or uphold a dispute. A request that got no answer is tried again twice with the same key
 * (the server answers a repeat with the first answer), so a refund is never made twice.
 */
export function useDecideDispute() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: decide,
    retry: (failures, error) => isUnanswered(error) && failures < 2,
    onSettled: (_result, _error, { dispute }) =>
      Promise.all([
        client.invalidateQueries({ queryKey: disputeKeys.all }),
        client.invalidateQueries({ queryKey: companyKeys.detail(dispute.company_id) }),
      ]),
  });
}
