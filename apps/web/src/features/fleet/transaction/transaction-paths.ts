import type { TransactionListQuery } from "@pitlane/domain";
/** The transactions' screens under the fleet portal. */
export const TRANSACTIONS_PATH = "/fleet/transactions";
export const transactionPath = (id: string) => `${TRANSACTIONS_PATH}/${encodeURIComponent(id)}`;

/** The list filtered to one vehicle's or one employee's fuelings. */
export const transactionsOfPath = (filter: { vehicle_id: string } | { employee_id: string }) =>
  `${TRANSACTIONS_PATH}?${new URLSearchParams(filter)}`;

/** Whether a transactions query narrows the list (a status other than all, or any filter): the empty state says so. */
export const isTransactionFilter = (query: TransactionListQuery) => {
  const { page: _page, limit: _limit, ...filters } = query;
  return Object.entries(filters).some(([key, value]) => (key === "status" ? value !== "all" : !!value));
};
