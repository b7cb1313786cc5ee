import { NavLink, ScrollArea } from "@mantine/core";
import { type Permission, hasPermission } from "@pitlane/domain/permissions";
import type { Icon } from "@tabler/icons-react";
import type { ParseKeys } from "i18next";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import { permissionsOf, useSessionState } from "../shared/session/session-store";

/** One entry of a back office's navigation; its `label` is a text key. */
export interface NavEntry {
  label: ParseKeys;
  to: string;
  icon: Icon;
  /** Hidden unless the user holds it (one of them, for a list); null for everyone signed in. */
  permission: Permission | readonly Permission[] | null;
  children?: NavEntry[];
}

function visibleEntries(list: NavEntry[], permissions: readonly string[]): NavEntry[] {
  return list.flatMap((entry) => {
    if (!hasPermission(permissions, entry.permission)) return [];
    if (!entry.children) return [entry];
    const children = visibleEntries(entry.children, permissions);
    return children.length > 0 ? [{ ...entry, children }] : [];
  });
}

export function Sidebar({ entries, onNavigate }: { entries: NavEntry[]; onNavigate: () => void }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { session } = useSessionState();
  const isActive = (to: string) => pathname === to || pathname.startsWith(`${to}/`);
  // Groups start open (few entries yet, every screen one click away); the user may close them.
  const [closedGroups, setClosedGroups] = useState<ReadonlySet<string>>(new Set());
  const toggleGroup = (key: string) =>
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
          key={entry.to}
          label={t(entry.label)}
          leftSection={icon}
          opened={!closedGroups.has(entry.to)}
          onChange={() => toggleGroup(entry.to)}
          childrenOffset="md"
        >
          {entry.children.map(renderEntry)}
        </NavLink>
      );
    }
    return (
      <NavLink
        key={entry.to}
        component={Link}
        to={entry.to}
        label={t(entry.label)}
        leftSection={icon}
        active={isActive(entry.to)}
        aria-current={isActive(entry.to) ? "page" : undefined}
        onClick={onNavigate}
      />
    );
  }

  return (
    <ScrollArea component="nav" aria-label={t("app.nav.label")}>
      {visibleEntries(entries, permissionsOf(session)).map(renderEntry)}
    </ScrollArea>
  );
}
