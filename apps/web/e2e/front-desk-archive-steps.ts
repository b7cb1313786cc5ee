import { expect, type Page } from "@playwright/test";
import { openFromSidebar } from "./catalog-steps";
import type { FrontDesk } from "./front-desk-steps";
import type { Labels } from "./labels";
import { expectToast } from "./toasts";

/** The clients list's Active or Archived tab. */
async function showClients(page: Page, t: Labels, status: "active" | "archived") {
  // The clients' own table first: while its screen loads, the screen before it (whose tabs may read
  // Active and Inactive) is still the one on show.
  await expect(page.getByRole("table", { name: t("shop.client.title") })).toBeVisible();
  const tabs = page.getByRole("tablist", { name: t("list.status_filter") });
  const tab = tabs.getByRole("tab", { name: t(`shop.client.statuses.${status}`), exact: true });
  await tab.click();
  await expect(tab).toHaveAttribute("aria-selected", "true");
}

/** Deletes the client from the list: having a job card and an invoice, it is archived. */
async function archive(page: Page, t: Labels, d: FrontDesk) {
  await openFromSidebar(page, t, "clients", /\/clients/);
  await showClients(page, t, "active");
  await page.getByRole("button", { name: t("shop.client.actions.delete", { name: d.client.name }) }).click();
  const dialog = page.getByRole("dialog", { name: t("shop.client.delete.title") });
  await dialog.getByRole("button", { name: t("actions.delete"), exact: true }).click();
  await expectToast(page, t("shop.client.toast.archived", { name: d.client.name }));
  const table = page.getByRole("table", { name: t("shop.client.title") });
  await expect(table.getByRole("row").filter({ hasText: d.client.name })).toHaveCount(0);
}

/** Confirms the restore the screen asked about, and waits for the toast saying so. */
async function confirmRestore(page: Page, t: Labels, d: FrontDesk) {
  const dialog = page.getByRole("dialog", { name: t("shop.client.restore.title") });
  await dialog.getByRole("button", { name: t("shop.client.restore.action"), exact: true }).click();
  await expectToast(page, t("shop.client.toast.restored", { name: d.client.name }));
  await expect(dialog).toBeHidden();
}

/**
 * The paid client, deleted, is archived: shown under the Archived filter and restored from there.
 * Deleted again, adding them anew is refused for their identity number, and the form restores
 * the archived client instead, who opens with their vehicle.
 */
export async function archiveAndRestoreClient(page: Page, t: Labels, d: FrontDesk) {
  await archive(page, t, d);
  await showClients(page, t, "archived");
  await expect(page).toHaveURL(/status=archived/);
  const table = page.getByRole("table", { name: t("shop.client.title") });
  await expect(table.getByRole("row").filter({ hasText: d.client.name })).toBeVisible();
  await table.getByRole("button", { name: t("shop.client.actions.restore", { name: d.client.name }) }).click();
  await confirmRestore(page, t, d);
  await expect(table.getByRole("row").filter({ hasText: d.client.name })).toHaveCount(0);
  await showClients(page, t, "active");
  await expect(table.getByRole("row").filter({ hasText: d.client.name })).toBeVisible();

  await archive(page, t, d);
  await page.getByRole("link", { name: t("shop.client.add") }).click();
  await page.getByRole("textbox", { name: t("shop.client.fields.name") }).fill(d.client.name);
  await page.getByRole("textbox", { name: t("shop.client.fields.phone") }).fill(d.client.phone);
  await page.getByRole("textbox", { name: t("shop.client.fields.identity_number") }).fill(d.client.identity);
  await page.getByRole("button", { name: t("shop.client.add") }).click();
  await expect(page.getByText(t("refusals.identity_archived"), { exact: true })).toBeVisible();
  await page.getByRole("button", { name: t("shop.client.restore.archived_action") }).click();
  await confirmRestore(page, t, d);
  await expect(page).toHaveURL(/\/clients\/[\w-]+$/);
  await expect(page.getByRole("heading", { name: d.client.name })).toBeVisible();
  await expect(page.getByText(d.vehicle.plate, { exact: true })).toBeVisible();
}
