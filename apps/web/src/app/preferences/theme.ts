import { localStorageColorSchemeManager } from "@mantine/core";
import { localStore, storageKeys } from "../../shared/storage/local";

export type ColorScheme = "light" | "dark";

/** Mantine reads and writes the choice itself, under our key. */
export const colorSchemeManager = localStorageColorSchemeManager({ key: storageKeys.theme });

export function readColorScheme(): ColorScheme {
  return localStore.get(storageKeys.theme) === "dark" ? "dark" : "light";
}

/** Applied before React renders, so a dark-theme user never sees a white flash. */
export function applyColorSchemeToDocument(scheme: ColorScheme): void {
  document.documentElement.setAttribute("data-mantine-color-scheme", scheme);
}
