import {
  transactionEndpoints as e,
  type TransactionChoiceQuery,
  type TransactionListQuery,
  type TransactionReviewBody,
} from "@pitlane/domain";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { request } from "../../../shared/api/client";
import { useCsvExport } from "../../../shared/api/csv";
import { keys } from "../../../shared/api/hooks";

const transactionKeys = keys("fleet-transactions");

/**
 * A page of the company's purchases; the previous page stays on screen while the next loads.
 * Purchases arrive from the pump, not from this portal: each visit reads them afresh.
 */
export function useTransactionList(query: TransactionListQuery, options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: transactionKeys.list(query),
    queryFn: () => request(e.list, { query }),
    placeholderData: keepPreviousData,
    enabled: options.enabled ?? true,
    refetchOnMount: "always",
  });
}

export function useTransaction(id: string) {
  return useQuery({
    queryKey: transactionKeys.detail(id),
    queryFn: () => request(e.get, { params: { id } }),
    refetchOnMount: "always",
  });
}

/** The CSV of what the list's filters select. */
export const useTransactionExport = () => useCsvExport(e.export, "transactions");

function useChoices(kind: TransactionChoiceQuery["kind"], search: string) {
  return useQuery({
    queryKey: [...transactionKeys.all, "choices", kind, search],
    queryFn: () => request(e.choices, { query: { kind, search: search || undefined } }),
    placeholderData: keepPreviousData,
  });
}

/** The filters' choosers: stations of the company's country, its vehicles and employees, 20 per search. */
export const useStationChoices = (search: string) => useChoices("station", search);
export const useVehicleChoices = (search: string) => useChoices("vehicle", search);
export const useEmployeeChoices = (search: string) => useChoices("employee", search);

/** A flagged purchase's review: the answer is the purchase as it now reads; the lists show the new state. */
export function useTransactionReview(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TransactionReviewBody) => request(e.review, { params: { id }, body }),
    onSuccess: (detail) => {
      client.setQueryData(transactionKeys.detail(id), detail);
      return client.invalidateQueries({ queryKey: transactionKeys.lists() });
    },
  });
}
