import type { AuthoriseBody, CompleteBody, StationPurchaseDto, StationVehicleDto } from "@pitlane/domain";
import { createStore, del, set, values, type UseStore } from "idb-keyval";

interface Common {
  reference: string;
  /** The vehicle the attendant picked, as the search answered it: what the screens show. */
  vehicle: StationVehicleDto;
  /** When this record last changed (ms): the newest open purchase is the one resumed first. */
  updatedAt: number;
}

/**
 * A purchase this device has started and not seen settled, with the request in flight: `sent` is the
 * body as first sent (a retry sends it again under the same key, so the server replays its answer),
 * `purchase` the server's last answer. The driver's T-PIN is kept only while the authorisation has
 * no answer (its retry must carry the same body), and dropped with the first answer.
 */
export type StoredPurchase = Common &
  (
    | { step: "authorise"; sent: AuthoriseBody; purchase: null }
    | { step: "held"; sent: null; purchase: StationPurchaseDto }
    | { step: "complete"; sent: CompleteBody; purchase: StationPurchaseDto }
    | { step: "void"; sent: null; purchase: StationPurchaseDto }
  );

/** Where the terminal keeps its open purchases, so that a reload or a dropped network loses none. */
export interface PurchaseStore {
  /** Every open purchase, newest first. */
  all(): Promise<StoredPurchase[]>;
  put(purchase: StoredPurchase): Promise<void>;
  /** Forgets a purchase once it is settled (completed, voided, expired or declined). */
  remove(reference: string): Promise<void>;
}

const DB_NAME = "pitlane-station";
const STORE_NAME = "purchases";

/** The open purchases in IndexedDB (one record per reference), through idb-keyval. */
export function createIdbPurchaseStore(): PurchaseStore {
  let store: UseStore | null = null;
  // Opened on first use: a page that never starts a purchase never creates the database.
  const db = () => (store ??= createStore(DB_NAME, STORE_NAME));
  return {
    async all() {
      const found = await values<StoredPurchase>(db());
      return found.sort((a, b) => b.updatedAt - a.updatedAt);
    },
    put: (purchase) => set(purchase.reference, purchase, db()),
    remove: (reference) => del(reference, db()),
  };
}
