import i18next, { type Resource } from "i18next";
import { initReactI18next } from "react-i18next";
import { en, loadArabic } from "../locales/resources";
import type { Language } from "./preferences/language";

/**
 * Starts i18next before the first render. Arabic is fetched first when it is the stored choice
 * (a few KB, and English readers never download it), so the first paint is already translated.
 */
export async function initI18n(language: Language): Promise<void> {
  const resources: Resource = { en: { translation: en } };
  if (language === "ar") resources.ar = { translation: await loadArabic() };
  await i18next.use(initReactI18next).init({
    resources,
    lng: language,
    fallbackLng: "en",
    supportedLngs: ["en", "ar"],
    interpolation: { escapeValue: false }, // React escapes already
    initAsync: false,
    // i18next otherwise prints a vendor notice in every visitor's console.
    showSupportNotice: false,
  });
}

/** Makes sure a language's texts are loaded before switching to it. */
export async function ensureLanguageLoaded(language: Language): Promise<void> {
  if (language === "ar" && !i18next.hasResourceBundle("ar", "translation")) {
    i18next.addResourceBundle("ar", "translation", await loadArabic());
  }
}
