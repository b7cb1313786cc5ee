import {
  IconBell,
  IconBuilding,
  IconCalendarEvent,
  IconCar,
  IconFileInvoice,
  IconChartBar,
  IconGasStation,
  IconHierarchy2,
  IconIdBadge2,
  IconLayoutDashboard,
  IconReceipt2,
  IconReceiptTax,
  IconSettings,
  IconShieldCheck,
  IconShieldLock,
  IconUsers,
  IconWallet,
  IconWorldCog,
} from "@tabler/icons-react";
import { hasPermission } from "@pitlane/domain/permissions";
import type { NavEntry } from "../../app/sidebar";
import { ALERTS_PATH } from "./alert/alert-paths";

/** The fleet portal's navigation: spec 001 section 2, in its order. */
export const fleetNav: NavEntry[] = [
  { label: "fleet.nav.dashboard", to: "/fleet/dashboard", icon: IconLayoutDashboard, permission: "dashboard.view" },
  { label: "fleet.alert.nav", to: ALERTS_PATH, icon: IconBell, permission: "dashboard.view" },
  { label: "fleet.nav.employees", to: "/fleet/employees", icon: IconUsers, permission: "employees.view" },
  { label: "fleet.nav.vehicles", to: "/fleet/vehicles", icon: IconCar, permission: "vehicles.view" },
  { label: "fleet.nav.assignments", to: "/fleet/assignments", icon: IconCalendarEvent, permission: "assignments.view" },
  { label: "fleet.nav.rules", to: "/fleet/rules", icon: IconGasStation, permission: "rules.view" },
  {
    label: "fleet.nav.transactions",
    to: "/fleet/transactions",
    icon: IconReceipt2,
    permission: "transactions.view",
  },
  {
    label: "fleet.nav.balance",
    to: "/fleet/balance",
    icon: IconWallet,
    permission: ["balance.view", "balance.add"],
  },
  { label: "fleet.invoice.nav", to: "/fleet/invoices", icon: IconFileInvoice, permission: "invoices.view" },
  { label: "fleet.statement.nav", to: "/fleet/statements", icon: IconFileInvoice, permission: "statements.view" },
  { label: "fleet.nav.reports", to: "/fleet/reports", icon: IconChartBar, permission: "reports.view" },
  {
    label: "fleet.nav.settings",
    to: "/fleet/settings",
    icon: IconSettings,
    permission: null,
    children: [
      { label: "fleet.nav.roles", to: "/fleet/settings/roles", icon: IconShieldLock, permission: "roles.view" },
      { label: "fleet.nav.branches", to: "/fleet/settings/branches", icon: IconBuilding, permission: "branches.view" },
      {
        label: "fleet.nav.departments",
        to: "/fleet/settings/departments",
        icon: IconHierarchy2,
        permission: "departments.view",
      },
      {
        label: "fleet.nav.designations",
        to: "/fleet/settings/designations",
        icon: IconIdBadge2,
        permission: "designations.view",
      },
      {
        label: "fleet.nav.safety_factors",
        to: "/fleet/settings/safety-factors",
        icon: IconShieldCheck,
        permission: "safety_factors.view",
      },
      {
        label: "fleet.nav.service_fee",
        to: "/fleet/settings/service-fee",
        icon: IconReceiptTax,
        permission: "service_fee.view",
      },
      {
        label: "fleet.nav.company_settings",
        to: "/fleet/settings/company",
        icon: IconWorldCog,
        permission: "company_settings.view",
      },
    ],
  },
];

/** Where `/fleet` leads a user: the first screen of the navigation their role allows (the profile when none). */
export function firstAllowedPath(permissions: readonly string[]): string {
  const screens = fleetNav.flatMap((entry) => entry.children ?? [entry]);
  return screens.find((entry) => hasPermission(permissions, entry.permission))?.to ?? "/fleet/profile";
}
