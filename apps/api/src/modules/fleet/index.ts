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
export { ledgerBreaches } from "./ledger/ledger-invariants.js";
// The operations console reads a company's purchases and their photos as the portal does.
export type { TransactionService } from "./transaction/service.js";
