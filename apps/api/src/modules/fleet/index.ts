// What other areas may use of the fleet portal: the operations console reads and decides the
// companies' top-ups and reads their wallets, through the same code the portal uses.
export { selectTopUps, statusFilter } from "./top-up/repo.js";
export { overdueBefore, toBalanceDto, toReceivingAccountDto, toTopUpDto } from "./top-up/presenter.js";
export { approveTopUp, rejectTopUp } from "./top-up/top-up-decisions.js";
export { topUpDecidedMail } from "./top-up/top-up-mail.js";
export { watchLowBalance } from "./top-up/low-balance.js";
// The station terminal authorises, completes and voids the companies' purchases.
export { authorisePurchase, type PurchaseRow, type StationSide } from "./purchase/authorise.js";
export { attachPhoto, completePurchase, voidPurchase } from "./purchase/settle.js";
export { createPurchaseReferences } from "./purchase/references.js";
export type { PumpMail } from "./alert/pump-alerts.js";
export { createStationVehicles } from "./purchase/station-vehicles.js";
export { purchaseOf } from "./purchase/purchase-reads.js";
// Drivers rate the station on the terminal's receipt screen (decision 0049).
export { createStationReviews } from "./station-review/service.js";
export { ledgerBreaches } from "./ledger/ledger-invariants.js";
// The operations console reads a company's purchases and their photos as the portal does.
export type { TransactionService } from "./transaction/service.js";
// The console decides the purchases companies dispute: a refund reverses the purchase in the ledger.
export { decideDispute } from "./dispute/decide.js";
export { toTransactionMoney } from "./transaction/presenter.js";
