import { opsTransactionEndpoints as e, type TransactionListQuery } from "@pitlane/domain";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { request, requestBlob } from "../../../shared/api/client";
import type { PhotoFetcher } from "../../fleet/index";
import { underCompany } from "./company-hooks";

/**
 * A page of the company's purchases; the previous page stays on screen while the next loads.
 * Purchases arrive from the pump at any moment: each visit reads them afresh.
 */
export function useCompanyPurchases(companyId: string, query: TransactionListQuery) {
  return useQuery({
    queryKey: underCompany(companyId, "purchases", query),
    queryFn: () => request(e.list, { params: { companyId }, query }),
    placeholderData: keepPreviousData,
    refetchOnMount: "always",
  });
}

export function useCompanyPurchase(companyId: string, id: string) {
  return useQuery({
    queryKey: underCompany(companyId, "purchase", id),
    queryFn: () => request(e.get, { params: { companyId, id } }),
    refetchOnMount: "always",
  });
}

/** A purchase's photos through the console's own route: the company's images are not the console's. */
export const purchasePhotoFetcher =
  (companyId: string, id: string): PhotoFetcher =>
  (kind) =>
    requestBlob(e.photo, { params: { companyId, id, kind } });
