/** The transactions' screens under the fleet portal. */
export const TRANSACTIONS_PATH = "/fleet/transactions";
export const transactionPath = (id: string) => `${TRANSACTIONS_PATH}/${encodeURIComponent(id)}`;

/** The list filtered to one vehicle's or one employee's fuelings. */
export const transactionsOfPath = (filter: { vehicle_id: string } | { employee_id: string }) =>
  `${TRANSACTIONS_PATH}?${new URLSearchParams(filter)}`;
