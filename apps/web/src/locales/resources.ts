import enApp from "./en/app.json";
import enAuth from "./en/auth.json";
import enCommon from "./en/common.json";
import type { FleetTexts } from "./fleet-texts";
import type { OpsTexts } from "./ops-texts";
import type { ShopTexts } from "./shop-texts";
import type { StationTexts } from "./station-texts";

/**
 * The texts every page needs, bundled: `common.json` holds the shared buckets (`actions.*`,
 * `fields.*`, `statuses.*`, `errors.*`, the public pages' `refusals.*`) and the spec's error-page keys at
 * the top level; `app` the shell, `auth` the public pages. The signed-in screens' texts (`shop.*`)
 * and the lists' `list.*` load with the signed-in layout (shop-texts.ts), off the sign-in page's weight. Arabic loads when chosen.
 */
export const en = { ...enCommon, app: enApp, auth: enAuth };

/** Every key, public and signed-in: what `t()` is typed against. */
export type Texts = typeof en & ShopTexts & FleetTexts & OpsTexts & StationTexts;

export const loadArabic = async () => (await import("./arabic")).ar;
