import enApp from "./en/app.json";
import enAuth from "./en/auth.json";
import enCommon from "./en/common.json";
import enShop from "./en/shop.json";

/**
 * One i18next namespace built from a file per area: `shop.json` holds the `shop.*` keys
 * (`shop.branch.toast.created`); `common.json` holds the shared buckets (`actions.*`, `fields.*`,
 * `statuses.*`, `validation.*`, `errors.*`) and the spec's error-page keys at the top level.
 * English is bundled (the fallback, and the type of every key); Arabic loads when chosen.
 */
export const en = { ...enCommon, app: enApp, auth: enAuth, shop: enShop };

export const loadArabic = async () => (await import("./arabic")).ar;
