import i18next, { type Resource } from "i18next";
import { initReactI18next } from "react-i18next";
import { en, loadArabic } from "../locales/resources";
import type { Language } from "./preferences/language";

type Texts = Record<string, unknown>;

/** Texts added after start-up (the signed-in screens'), with the loader of their Arabic. */
const lateTexts: { english: Texts; loadArabic: () => Promise<Texts> }[] = [];

let markInitialised: () => void = () => undefined;
/** Settles once `initI18n` has run: i18next has no resource calls before its init. */
const initialised = new Promise<void>((resolve) => {
  markInitialised = resolve;
});

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
  markInitialised();
}

const addTexts = (language: Language, texts: Texts) =>
  i18next.addResourceBundle(language, "translation", texts, true, true);

/** Makes sure a language's texts (and those added since start-up) are loaded before switching to it. */
export async function ensureLanguageLoaded(language: Language): Promise<void> {
  if (language !== "ar") return;
  if (!i18next.hasResourceBundle("ar", "translation")) addTexts("ar", await loadArabic());
  for (const texts of await Promise.all(lateTexts.map((late) => late.loadArabic()))) addTexts("ar", texts);
}

/**
 * Adds texts that only some screens need, merged into the one namespace; in Arabic their
 * translation is fetched before this resolves, so no screen shows a key.
 */
export async function addLateTexts(english: Texts, loadArabicTexts: () => Promise<Texts>): Promise<void> {
  // The router loads the signed-in shell (which calls this) as soon as it is created, while start-up
  // may still be fetching the Arabic texts before init: a reload in Arabic must not add them first.
  await initialised;
  lateTexts.push({ english, loadArabic: loadArabicTexts });
  addTexts("en", english);
  if (i18next.language === "ar") addTexts("ar", await loadArabicTexts());
}
