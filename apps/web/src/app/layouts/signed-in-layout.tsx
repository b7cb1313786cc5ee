import "@mantine/core/styles/ScrollArea.css";
import "@mantine/core/styles/Popover.css";
import "@mantine/core/styles/AppShell.css";
import "@mantine/core/styles/ModalBase.css";
import "@mantine/core/styles/Modal.css";
import "@mantine/core/styles/Burger.css";
import "@mantine/core/styles/NavLink.css";
import "@mantine/core/styles/Menu.css";
import "@mantine/core/styles/Avatar.css";
import { AppShell, Burger, Group } from "@mantine/core";
import { ModalsProvider } from "@mantine/modals";
import { QueryClientProvider } from "@tanstack/react-query";
import { useDisclosure } from "@mantine/hooks";
import { useTranslation } from "react-i18next";
import { Navigate, Outlet } from "react-router";
import { useInactivitySignOut } from "../../shared/session/inactivity";
import { preloadToaster } from "../../shared/ui/notify";
import { useSessionState } from "../../shared/session/session-store";
import { PageLoader } from "../../shared/ui/page-loader";
import { enShopTexts, loadArabicShopTexts } from "../../locales/shop-texts";
import { shopServerMessages } from "../../features/shop/server-messages";
import { addServerMessages } from "../../shared/forms/messages";
import { addLateTexts } from "../i18n";
import { PreferenceToggles } from "../preferences/preference-toggles";
import { queryClient } from "../query-client";
import { Sidebar } from "../sidebar";
import { Brand } from "./brand";
import { UserMenu } from "./user-menu";

// Toasts are needed at once behind sign-in: load them with the shell.
preloadToaster();

// The signed-in screens' texts come with the shell, not with the sign-in page.
const shopTextsReady = addLateTexts(enShopTexts, loadArabicShopTexts);
addServerMessages(shopServerMessages);

/** No screen behind sign-in renders before its texts (in Arabic, fetched) are in. */
export async function loader() {
  await shopTextsReady;
  return null;
}

function SignedInLayout() {
  const { t } = useTranslation();
  const [isNavOpen, { toggle, close }] = useDisclosure();
  useInactivitySignOut();

  return (
    // Modals (confirmations) exist only behind sign-in: their code stays off the public pages.
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
              <UserMenu />
            </Group>
          </Group>
        </AppShell.Header>
        <AppShell.Navbar p="sm">
          <Sidebar onNavigate={close} />
        </AppShell.Navbar>
        <AppShell.Main>
          <Outlet />
        </AppShell.Main>
      </AppShell>
    </ModalsProvider>
  );
}

/**
 * The signed-in shell, loaded lazily (AppShell, menus and modals are not needed to sign in).
 * Signed out (never signed in, expired, inactive, logged out) goes to `/`.
 */
export function Component() {
  const { status } = useSessionState();
  if (status === "restoring") return <PageLoader />;
  if (status === "signed-out") return <Navigate to="/" replace />;
  return (
    <QueryClientProvider client={queryClient}>
      <SignedInLayout />
    </QueryClientProvider>
  );
}
