import { expect, type Page } from "@playwright/test";
import { PASSWORD } from "./fleet-steps";
import type { Labels } from "./labels";

/**
 * Spec 001's words at the portal's edges: its 404 page ("404 - Page Not Found"), its reset page
 * ("Please enter new password", "Password not match"), and the logout confirmation, which Cancel
 * leaves signed in.
 */
export async function walkPortalEdges(page: Page, t: Labels) {
  await page.goto("/fleet/no-such-page");
  await expect(page.getByRole("heading", { name: t("app.not_found.fleet_title") })).toBeVisible();

  await page.goto(`/fleet/reset-password/${"0".repeat(32)}`);
  const submit = page.getByRole("button", { name: t("auth.reset.submit") });
  await submit.click();
  await expect(page.getByText(t("refusals.new_password"))).toBeVisible();
  await page.getByLabel(t("fields.new_password"), { exact: true }).fill(PASSWORD);
  await page.getByLabel(t("fields.confirm_password"), { exact: true }).fill(`${PASSWORD}-not`);
  await submit.click();
  await expect(page.getByText(t("refusals.password_not_match"))).toBeVisible();

  await page.goto("/fleet/dashboard");
  const signOut = async () => {
    await page.getByRole("button", { name: t("app.header.user_menu") }).click();
    await page.getByRole("menuitem", { name: t("actions.sign_out") }).click();
    const confirm = page.getByRole("dialog", { name: t("fleet.sign_out.title") });
    await expect(confirm).toContainText(t("fleet.sign_out.text"));
    return confirm;
  };
  let confirm = await signOut();
  await confirm.getByRole("button", { name: t("actions.cancel") }).click();
  await expect(confirm).toBeHidden();
  await expect(page).toHaveURL(/\/fleet\/dashboard$/);
  confirm = await signOut();
  await confirm.getByRole("button", { name: t("actions.sign_out") }).click();
  await expect(page).toHaveURL(/\/fleet\/login$/);
}
