import arApp from "./ar/app.json";
import arAuth from "./ar/auth.json";
import arCommon from "./ar/common.json";
import type { en } from "./resources";

/** Typed as English: a key missing from an Arabic file fails the typecheck. */
export const ar: typeof en = { ...arCommon, app: arApp, auth: arAuth };
