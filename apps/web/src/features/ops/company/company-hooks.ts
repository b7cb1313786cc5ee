import {
  type CommissionRateBody,
  type CompanyLedgerQuery,
  type OpsCompanyListQuery,
  type SuspendBody,
  opsEndpoints as e,
} from "@pitlane/domain";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { request } from "../../../shared/api/client";
import { invalidateEntity, keys } from "../../../shared/api/hooks";

export const companyKeys = keys("ops-companies");
/** A company's ledger and commission live under its detail, so a suspension or a rate refreshes them too. */
export const underCompany = (companyId: string, part: string, query?: unknown) =>
  [...companyKeys.detail(companyId), part, ...(query === undefined ? [] : [query])] as const;

export function useCompanies(query: OpsCompanyListQuery) {
  return useQuery({
    queryKey: companyKeys.list(query),
    queryFn: () => request(e.companies, { query }),
    placeholderData: keepPreviousData,
  });
}

export function useCompany(companyId: string) {
  return useQuery({
    queryKey: companyKeys.detail(companyId),
    queryFn: () => request(e.company, { params: { companyId } }),
  });
}

export function useCompanyLedger(companyId: string, query: CompanyLedgerQuery) {
  return useQuery({
    queryKey: underCompany(companyId, "ledger", query),
    queryFn: () => request(e.ledger, { params: { companyId }, query }),
    placeholderData: keepPreviousData,
  });
}

export function useCommissionRates(companyId: string) {
  return useQuery({
    queryKey: underCompany(companyId, "commission"),
    queryFn: () => request(e.commissions, { params: { companyId } }),
  });
}

/** Suspend (with a reason) or reactivate; the list and the company's page both change. */
export function useSetCompanyStatus(companyId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (change: { suspend: SuspendBody } | { reactivate: true }) =>
      "suspend" in change
        ? request(e.suspend, { params: { companyId }, body: change.suspend })
        : request(e.reactivate, { params: { companyId } }),
    onSuccess: () => invalidateEntity(client, companyKeys, companyId),
  });
}

export function useSetCommission(companyId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CommissionRateBody) => request(e.setCommission, { params: { companyId }, body }),
    onSuccess: (rates) => client.setQueryData(underCompany(companyId, "commission"), rates),
  });
}
