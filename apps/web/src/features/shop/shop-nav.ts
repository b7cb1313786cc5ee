import {
  IconAddressBook,
  IconBox,
  IconCalendarEvent,
  IconClipboardList,
  IconFileInvoice,
  IconBuildingStore,
  IconBuildingWarehouse,
  IconCategory,
  IconLayoutDashboard,
  IconPackages,
  IconSettings,
  IconShieldLock,
  IconShoppingBag,
  IconStack2,
  IconTool,
  IconTools,
  IconTruckDelivery,
  IconTruckLoading,
  IconUsers,
  IconVectorTriangle,
} from "@tabler/icons-react";
import type { NavEntry } from "../../app/sidebar";
import { ORDER_LIST_PATH } from "./order/order-paths";
import { STOCK_LIST_PATH } from "./stock/stock-paths";
import { STOCK_ORDER_LIST_PATH } from "./stock-order/stock-order-paths";
import { SUPPLIER_LIST_PATH } from "./supplier/supplier-paths";

/**
 * The shop dashboard's navigation: spec 000 section 2, in its order, with only the entries whose
 * screens exist. A new screen is one line here (and its key in app.nav.*).
 */
export const shopNav: NavEntry[] = [
  { label: "app.nav.dashboard", to: "/dashboard", icon: IconLayoutDashboard, permission: null },
  { label: "app.nav.team", to: "/team/team-members", icon: IconUsers, permission: "team.view" },
  { label: "app.nav.clients", to: "/clients", icon: IconAddressBook, permission: "clients.view" },
  { label: "app.nav.appointments", to: "/appointment", icon: IconCalendarEvent, permission: "appointments.view" },
  {
    label: "app.nav.catalog",
    to: "/catalog",
    icon: IconTool,
    permission: null,
    children: [
      { label: "app.nav.services", to: "/catalog/services", icon: IconTools, permission: "services.view" },
      { label: "app.nav.products", to: "/catalog/products", icon: IconBox, permission: "products.view" },
      { label: "app.nav.packages", to: "/catalog/packages", icon: IconPackages, permission: "packages.view" },
      { label: "app.nav.categories", to: "/catalog/categories", icon: IconCategory, permission: "categories.view" },
    ],
  },
  { label: "app.nav.orders", to: ORDER_LIST_PATH, icon: IconShoppingBag, permission: "orders.view" },
  {
    // "/inventory" itself opens the stock orders for a role that may view stock (inventory-route).
    label: "app.nav.inventory",
    to: "/inventory",
    icon: IconBuildingWarehouse,
    permission: null,
    children: [
      { label: "app.nav.stock_orders", to: STOCK_ORDER_LIST_PATH, icon: IconTruckLoading, permission: "stock.view" },
      { label: "app.nav.stock", to: STOCK_LIST_PATH, icon: IconStack2, permission: "stock.view" },
      {
        label: "app.nav.suppliers",
        to: SUPPLIER_LIST_PATH,
        icon: IconTruckDelivery,
        permission: "suppliers.view",
      },
    ],
  },
  {
    label: "app.nav.job_cards",
    to: "/jobs",
    icon: IconClipboardList,
    permission: null,
    children: [
      { label: "app.nav.job_list", to: "/jobs/job-list", icon: IconClipboardList, permission: "job_cards.view" },
      { label: "app.nav.invoices", to: "/jobs/invoice", icon: IconFileInvoice, permission: "invoices.view" },
    ],
  },
  {
    label: "app.nav.settings",
    to: "/settings",
    icon: IconSettings,
    permission: null,
    children: [
      {
        label: "app.nav.store_settings",
        to: "/settings/store",
        icon: IconBuildingStore,
        permission: "store_settings.view",
      },
      { label: "app.nav.resources", to: "/settings/resources", icon: IconVectorTriangle, permission: "resources.view" },
      { label: "app.nav.roles", to: "/role", icon: IconShieldLock, permission: "roles.view" },
    ],
  },
];
