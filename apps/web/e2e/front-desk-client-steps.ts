import { expect, type Locator, type Page } from "@playwright/test";
import { choose, openFromSidebar } from "./catalog-steps";
import type { FrontDesk } from "./front-desk-steps";
import type { Labels } from "./labels";
import { expectToast } from "./toasts";

/**
 * A new client with a local phone and a Pakistani identity number typed without dashes (the form
 * shows them), then their vehicle from the reference lists; the client is then found by the number
 * with its dashes, and by the phone in another local form, shown whole and left to right.
 */
export async function addClientWithVehicle(page: Page, t: Labels, d: FrontDesk) {
  await openFromSidebar(page, t, "clients", /\/clients/);
  await page.getByRole("link", { name: t("shop.client.add") }).click();
  await expect(page).toHaveURL(/\/clients\/add$/);

  await page.getByRole("textbox", { name: t("shop.client.fields.name") }).fill(d.client.name);
  await page.getByRole("textbox", { name: t("shop.client.fields.phone") }).fill(d.client.phone);
  const identity = page.getByRole("textbox", { name: t("shop.client.fields.identity_number") });
  await identity.fill(d.client.identity);
  // The hint reads the number back as it will be shown (kept left to right inside Arabic).
  const hint = t("shop.client.identity.valid_PK", { display: `\u2066${d.client.identityShown}\u2069` });
  await expect(page.getByText(hint)).toBeVisible();
  await identity.blur();
  await expect(identity).toHaveValue(d.client.identityShown);
  await page.getByRole("radio", { name: t("shop.client.genders.Male"), exact: true }).check();
  await page.getByRole("button", { name: t("shop.client.add") }).click();
  await expectToast(page, t("shop.client.toast.created"));
  await expect(page).toHaveURL(/\/clients\/[\w-]+$/);
  await expect(page.getByRole("heading", { name: d.client.name })).toBeVisible();
  await expectPhoneShown(page, d.client.phoneShown);

  await page.getByRole("button", { name: t("shop.client.vehicle.add") }).click();
  const dialog = page.getByRole("dialog", { name: t("shop.client.vehicle.title_add") });
  await choose(page, dialog, t("fields.vehicle_type"), d.vehicle.type);
  await choose(page, dialog, t("fields.make"), d.vehicle.make);
  await choose(page, dialog, t("fields.model"), d.vehicle.model);
  await dialog.getByRole("textbox", { name: t("shop.client.vehicle.fields.plate") }).fill(d.vehicle.plate);
  await dialog.getByRole("textbox", { name: t("shop.client.vehicle.fields.year") }).fill("2019");
  await dialog.getByRole("textbox", { name: t("shop.client.vehicle.fields.odometer_km") }).fill("48200");
  await dialog.getByRole("button", { name: t("shop.client.vehicle.add") }).click();
  await expectToast(page, t("shop.client.vehicle.toast.created"));
  await expect(dialog).toBeHidden();
  await expect(page.getByText(d.vehicle.plate, { exact: true })).toBeVisible();

  // The list finds the client by the identity number as shown, dashes and all.
  await openFromSidebar(page, t, "clients", /\/clients/);
  await page.getByRole("searchbox", { name: t("list.search") }).fill(d.client.identityShown);
  const table = page.getByRole("table", { name: t("shop.client.title") });
  await expect(table.getByRole("row").filter({ hasText: d.client.name })).toBeVisible();
  await expect(table.getByRole("row")).toHaveCount(2);

  // The same client answers both searches: the rows are read once the server has answered this one.
  const answered = page.waitForResponse(
    (r) => r.url().includes("/client/get-all-client-by-shop-id") && r.url().includes(d.client.phoneSearched),
  );
  await page.getByRole("searchbox", { name: t("list.search") }).fill(d.client.phoneSearched);
  expect((await answered).ok()).toBe(true);
  const found = table.getByRole("row").filter({ hasText: d.client.name });
  await expect(found).toBeVisible();
  await expect(table.getByRole("row")).toHaveCount(2);
  await expectPhoneShown(found, d.client.phoneShown);
}

/** The phone in international form, isolated left to right: in Arabic too the "+" leads and the groups keep their order. */
async function expectPhoneShown(scope: Page | Locator, phone: string) {
  const shown = scope.locator("bdi[dir=ltr]", { hasText: phone });
  await expect(shown).toHaveText(phone);
  await expect(shown).toHaveCSS("direction", "ltr");
  await expect(shown).toHaveCSS("unicode-bidi", "isolate");
}
