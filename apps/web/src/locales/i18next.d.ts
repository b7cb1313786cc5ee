import "i18next";
import type { Texts } from "./resources";

// Typed keys: `t("shop.branch.toast.created")` is checked, a missing English key fails tsc.
declare module "i18next" {
  interface CustomTypeOptions {
    defaultNS: "translation";
    resources: { translation: Texts };
  }
}
