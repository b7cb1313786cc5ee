import "@mantine/core/styles/ScrollArea.css";
import "@mantine/core/styles/Popover.css";
import "@mantine/core/styles/AppShell.css";
import "@mantine/core/styles/ModalBase.css";
import "@mantine/core/styles/Modal.css";
import "@mantine/core/styles/Burger.css";
import "@mantine/core/styles/NavLink.css";
import "@mantine/core/styles/Menu.css";
import "@mantine/core/styles/Avatar.css";
import "@mantine/core/styles/Alert.css";
import { AppShell, Burger, Group } from "@mantine/core";
import { ModalsProvider } from "@mantine/modals";
import { QueryClientProvider } from "@tanstack/react-query";
import { useDisclosure } from "@mantine/hooks";
import { useTranslation } from "react-i18next";
import { Outlet } from "react-router";
import { useInactivitySignOut } from "../../shared/session/inactivity";
import { preloadToaster } from "../../shared/ui/notify";
import { PreferenceToggles } from "../preferences/preference-toggles";
import { queryClient } from "../query-client";
import { type NavEntry, Sidebar } from "../sidebar";
import { Brand } from "./brand";
import { UserMenu, type UserMenuProps } from "./user-menu";

// Toasts are needed at once behind sign-in: load them with the shell.
preloadToaster();

/**
 * The signed-in frame of both back offices: header with the brand, switches and user menu, the
 * navigation, and the screen. Loaded lazily (AppShell, menus and modals are not needed to sign in).
 */
export function AppFrame({
  nav,
  user,
  signsOutWhenIdle = true,
}: {
  nav: NavEntry[];
  user: UserMenuProps;
  /** False for a session the user asked to keep ("remember me"). */
  signsOutWhenIdle?: boolean;
}) {
  const { t } = useTranslation();
  const [isNavOpen, { toggle, close }] = useDisclosure();
  useInactivitySignOut(signsOutWhenIdle);

  return (
    <QueryClientProvider client={queryClient}>
      {/* Modals (confirmations) exist only behind sign-in: their code stays off the public pages. */}
      <ModalsProvider>
        <AppShell
          header={{ height: 60 }}
          navbar={{ width: 260, breakpoint: "sm", collapsed: { mobile: !isNavOpen } }}
          padding="md"
        >
          <AppShell.Header>
            <Group h="100%" px="md" justify="space-between" wrap="nowrap">
              <Group gap="sm" wrap="nowrap">
                <Burger
                  opened={isNavOpen}
                  onClick={toggle}
                  hiddenFrom="sm"
                  size="sm"
                  aria-label={t("app.header.toggle_navigation")}
                />
                <Brand />
              </Group>
              <Group gap="xs" wrap="nowrap">
                <PreferenceToggles />
                <UserMenu {...user} />
              </Group>
            </Group>
          </AppShell.Header>
          <AppShell.Navbar p="sm">
            <Sidebar entries={nav} onNavigate={close} />
          </AppShell.Navbar>
          <AppShell.Main>
            <Outlet />
          </AppShell.Main>
        </AppShell>
      </ModalsProvider>
    </QueryClientProvider>
  );
}
