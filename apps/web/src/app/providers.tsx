import { DirectionProvider, MantineProvider } from "@mantine/core";
import i18next from "i18next";
import type { ReactNode } from "react";
import { ToastHost } from "../shared/ui/notify";
import { DirectionSync } from "./preferences/direction-sync";
import { directionOf } from "./preferences/language";
import { colorSchemeManager } from "./preferences/theme";
import { theme } from "./theme";

/**
 * What every page needs. TanStack Query and the modals are provided by the signed-in layout
 * instead, which keeps them (and their code) off the public pages.
 */
export function Providers({ children }: { children: ReactNode }) {
  return (
    <DirectionProvider initialDirection={directionOf(i18next.language)} detectDirection={false}>
      <MantineProvider theme={theme} colorSchemeManager={colorSchemeManager} defaultColorScheme="light">
        <DirectionSync />
        <ToastHost />
        {children}
      </MantineProvider>
    </DirectionProvider>
  );
}
