import i18next from "i18next";
import { ensureLanguageLoaded } from "../i18n";
import { localStore, storageKeys } from "../../shared/storage/local";

export const languages = ["en", "ar"] as const;
export type Language = (typeof languages)[number];

export const isLanguage = (value: unknown): value is Language => value === "en" || value === "ar";

export const directionOf = (language: string): "rtl" | "ltr" => (language === "ar" ? "rtl" : "ltr");

export function readLanguage(): Language {
  const stored = localStore.get(storageKeys.language);
  return isLanguage(stored) ? stored : "en";
}

/** The Arabic font is only fetched when Arabic is shown, so English pages stay light. */
function loadArabicFont(): void {
  void Promise.all([import("@fontsource/cairo/arabic-400.css"), import("@fontsource/cairo/arabic-700.css")]);
}

/** `<html lang dir>`: set before React renders, so the first paint is already right-to-left. */
export function applyLanguageToDocument(language: Language): void {
  const html = document.documentElement;
  html.lang = language;
  html.dir = directionOf(language);
  if (language === "ar") loadArabicFont();
}

export async function changeLanguage(language: Language): Promise<void> {
  await ensureLanguageLoaded(language);
  localStore.set(storageKeys.language, language);
  applyLanguageToDocument(language);
  await i18next.changeLanguage(language);
}
