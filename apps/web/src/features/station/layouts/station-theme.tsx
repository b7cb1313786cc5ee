import { ActionIcon } from "@mantine/core";
import { IconMoon, IconSun } from "@tabler/icons-react";
import { useLayoutEffect, useSyncExternalStore } from "react";
import { useTranslation } from "react-i18next";
import { type ColorScheme, applyColorSchemeToDocument, readColorScheme } from "../../../app/preferences/theme";
import { localStore, storageKeys } from "../../../shared/storage/local";

/*
 * The terminal is read at the pump, often in sunlight: it is light unless its own attendant chose
 * dark, whatever theme the same browser uses for the back offices. Mantine's theme follows the
 * document's attribute, so the terminal sets the attribute while its pages are shown and puts the
 * app's own choice back when they go, leaving that stored choice untouched.
 */

const listeners = new Set<() => void>();

const readStationScheme = (): ColorScheme => (localStore.get(storageKeys.stationTheme) === "dark" ? "dark" : "light");

function chooseStationScheme(scheme: ColorScheme): void {
  localStore.set(storageKeys.stationTheme, scheme);
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

const useStationScheme = () => useSyncExternalStore(subscribe, readStationScheme);

/** For the terminal's layouts: its theme on the document while they are shown. */
export function useStationColorScheme(): void {
  const scheme = useStationScheme();
  useLayoutEffect(() => {
    applyColorSchemeToDocument(scheme);
    return () => applyColorSchemeToDocument(readColorScheme());
  }, [scheme]);
}

export function StationThemeToggle() {
  const { t } = useTranslation();
  const isDark = useStationScheme() === "dark";
  return (
    <ActionIcon
      variant="subtle"
      color="gray"
      size={48}
      aria-label={isDark ? t("app.theme.to_light") : t("app.theme.to_dark")}
      onClick={() => chooseStationScheme(isDark ? "light" : "dark")}
    >
      {isDark ? <IconSun size={24} /> : <IconMoon size={24} />}
    </ActionIcon>
  );
}
