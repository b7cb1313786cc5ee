import {
  IconBuildingStore,
  IconCash,
  IconGasStation,
  IconGavel,
  IconHistory,
  IconSettings,
  IconUsers,
} from "@tabler/icons-react";
import { hasPermission } from "@pitlane/domain/permissions";
import type { NavEntry } from "../../app/sidebar";

/** The console's navigation; each entry shows only to a role that may open it (a reviewer sees the queue alone). */
export const opsNav: NavEntry[] = [
  { label: "ops.nav.top_ups", to: "/ops/top-ups", icon: IconCash, permission: "top_ups.view" },
  { label: "ops.dispute.nav", to: "/ops/disputes", icon: IconGavel, permission: "disputes.view" },
  { label: "ops.nav.companies", to: "/ops/companies", icon: IconBuildingStore, permission: "companies.view" },
  { label: "ops.nav.stations", to: "/ops/stations", icon: IconGasStation, permission: "stations.view" },
  { label: "ops.nav.settings", to: "/ops/settings", icon: IconSettings, permission: "settings.view" },
  { label: "ops.nav.audit", to: "/ops/audit", icon: IconHistory, permission: "audit.view" },
  { label: "ops.nav.users", to: "/ops/users", icon: IconUsers, permission: "ops_users.view" },
];

/** Where `/ops` leads a user: the first screen their role allows (the queue for both roles today). */
export function firstAllowedOpsPath(permissions: readonly string[]): string {
  return opsNav.find((entry) => hasPermission(permissions, entry.permission))?.to ?? "/ops/top-ups";
}
