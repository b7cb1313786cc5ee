import { type AuditListQuery, opsEndpoints as e } from "@pitlane/domain";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { request } from "../../../shared/api/client";
import { keys } from "../../../shared/api/hooks";

export const auditKeys = keys("ops-audit");

export function useAudit(query: AuditListQuery) {
  return useQuery({
    queryKey: auditKeys.list(query),
    queryFn: () => request(e.audit, { query }),
    placeholderData: keepPreviousData,
  });
}
