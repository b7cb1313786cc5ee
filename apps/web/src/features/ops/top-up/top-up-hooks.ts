import { type OpsTopUpDto, type OpsTopUpListQuery, opsTopUpEndpoints as e } from "@pitlane/domain";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { request, requestBlob } from "../../../shared/api/client";
import { keys } from "../../../shared/api/hooks";
import { useObjectUrl } from "../../../shared/api/upload";
import type { ProofImage } from "../../../shared/top-up/proof-image-dialog";
import { companyKeys } from "../company/company-hooks";
import { createDecisionKeys, decisionOf, isUnanswered, sendDecision } from "./decision-keys";

export const topUpKeys = keys("ops-top-ups");

export function useTopUpQueue(query: OpsTopUpListQuery) {
  return useQuery({
    queryKey: topUpKeys.list(query),
    queryFn: () => request(e.list, { query }),
    // Keep the previous page on screen while the next one loads: no flashing table.
    placeholderData: keepPreviousData,
  });
}

/** Decisions of this tab still waiting for an answer, each with its key (decision-keys.ts). */
const decisionKeys = createDecisionKeys();

export type Decision =
  { action: "approve"; topUp: OpsTopUpDto } | { action: "reject"; topUp: OpsTopUpDto; reason: string };

async function decide(decision: Decision): Promise<OpsTopUpDto> {
  const { topUp } = decision;
  const reason = decision.action === "reject" ? decision.reason : "";
  const params = { companyId: topUp.company_id, id: topUp._id };
  return sendDecision(decisionKeys, decisionOf(decision.action, topUp._id, reason), (key) => {
    const args = { params, headers: { "Idempotency-Key": key } };
    return decision.action === "approve" ? request(e.approve, args) : request(e.reject, { ...args, body: { reason } });
  });
}

/**
 * Approve or reject a request. A request that got no answer is tried again twice with the same key
 * (the server answers a repeat with the first answer), and so is the user's own retry.
 */
export function useDecideTopUp() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: decide,
    retry: (failures, error) => isUnanswered(error) && failures < 2,
    onSettled: (_result, _error, { topUp }) =>
      Promise.all([
        client.invalidateQueries({ queryKey: topUpKeys.all }),
        client.invalidateQueries({ queryKey: companyKeys.detail(topUp.company_id) }),
        client.invalidateQueries({ queryKey: companyKeys.lists() }),
      ]),
  });
}

/** A request's proof image, fetched with the session as the fleet portal's uploads are (see useObjectUrl). */
export function useProofImage(topUp: OpsTopUpDto | null): ProofImage {
  const proof = useQuery({
    queryKey: [...topUpKeys.details(), "proof", topUp?._id ?? ""],
    enabled: !!topUp,
    staleTime: Number.POSITIVE_INFINITY,
    queryFn: () => requestBlob(e.proof, { params: { companyId: topUp?.company_id ?? "", id: topUp?._id ?? "" } }),
  });
  const url = useObjectUrl(topUp ? proof.data : undefined);
  return { url, isError: !!topUp && proof.isError };
}
