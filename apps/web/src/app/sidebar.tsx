import { NavLink, ScrollArea } from "@mantine/core";
import type { ShopPermission } from "@pitlane/domain";
import {
  type Icon,
  IconBox,
  IconBuildingStore,
  IconCategory,
  IconLayoutDashboard,
  IconPackages,
  IconSettings,
  IconShieldLock,
  IconTool,
  IconUsers,
  IconVectorTriangle,
  IconTools,
} from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import type { ShopTexts } from "../locales/shop-texts";
import { useSessionState } from "../shared/session/session-store";

type NavKey = keyof ShopTexts["app"]["nav"];

interface NavEntry {
  key: NavKey;
  to: string;
  icon: Icon;
  /** Hidden unless the user holds it; null for everyone signed in. */
  permission: ShopPermission | null;
  children?: NavEntry[];
}

/**
 * Spec 000 section 2, in its order, with only the entries whose screens exist. A new screen is
 * one line here (and its key in app.nav.*).
 */
const entries: NavEntry[] = [
  { key: "dashboard", to: "/dashboard", icon: IconLayoutDashboard, permission: null },
  { key: "team", to: "/team/team-members", icon: IconUsers, permission: "team.view" },
  {
    key: "catalog",
    to: "/catalog",
    icon: IconTool,
    permission: null,
    children: [
      { key: "services", to: "/catalog/services", icon: IconTools, permission: "services.view" },
      { key: "products", to: "/catalog/products", icon: IconBox, permission: "products.view" },
      { key: "packages", to: "/catalog/packages", icon: IconPackages, permission: "packages.view" },
      { key: "categories", to: "/catalog/categories", icon: IconCategory, permission: "categories.view" },
    ],
  },
  {
    key: "settings",
    to: "/settings",
    icon: IconSettings,
    permission: null,
    children: [
      { key: "store_settings", to: "/settings/store", icon: IconBuildingStore, permission: "store_settings.view" },
      { key: "resources", to: "/settings/resources", icon: IconVectorTriangle, permission: "resources.view" },
      { key: "roles", to: "/role", icon: IconShieldLock, permission: "roles.view" },
    ],
  },
];

function visibleEntries(list: NavEntry[], permissions: readonly string[]): NavEntry[] {
  return list.flatMap((entry) => {
    if (entry.permission && !permissions.includes(entry.permission)) return [];
    if (!entry.children) return [entry];
    const children = visibleEntries(entry.children, permissions);
    return children.length > 0 ? [{ ...entry, children }] : [];
  });
}

export function Sidebar({ onNavigate }: { onNavigate: () => void }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { session } = useSessionState();
  const isActive = (to: string) => pathname === to || pathname.startsWith(`${to}/`);
  // Groups start open (few entries yet, every screen one click away); the user may close them.
  const [closedGroups, setClosedGroups] = useState<ReadonlySet<NavKey>>(new Set());
  const toggleGroup = (key: NavKey) =>
    setClosedGroups((current) => {
      const next = new Set(current);
      if (!next.delete(key)) next.add(key);
      return next;
    });

  function renderEntry(entry: NavEntry) {
    const icon = <entry.icon size={18} stroke={1.6} aria-hidden />;
    if (entry.children) {
      return (
        <NavLink
          key={entry.key}
          label={t(`app.nav.${entry.key}`)}
          leftSection={icon}
          opened={!closedGroups.has(entry.key)}
          onChange={() => toggleGroup(entry.key)}
          childrenOffset="md"
        >
          {entry.children.map(renderEntry)}
        </NavLink>
      );
    }
    return (
      <NavLink
        key={entry.key}
        component={Link}
        to={entry.to}
        label={t(`app.nav.${entry.key}`)}
        leftSection={icon}
        active={isActive(entry.to)}
        aria-current={isActive(entry.to) ? "page" : undefined}
        onClick={onNavigate}
      />
    );
  }

  return (
    <ScrollArea component="nav" aria-label={t("app.nav.label")}>
      {visibleEntries(entries, session?.user.permissions ?? []).map(renderEntry)}
    </ScrollArea>
  );
}
