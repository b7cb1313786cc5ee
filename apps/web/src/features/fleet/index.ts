// What other areas may use of the fleet portal: the operations console shows a company's purchases
// with the portal's own table, toolbar and purchase page.
export { TransactionDetailPage } from "./transaction/transaction-detail-page";
export type { PhotoFetcher } from "./transaction/transaction-photos";
export { TransactionTable } from "./transaction/transaction-table";
export { TransactionToolbar } from "./transaction/transaction-toolbar";
export { isTransactionFilter } from "./transaction/transaction-paths";
