import { chromium, expect, type BrowserContext, type Page, type TestInfo } from "@playwright/test";
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

/** "Keep me logged in" reads beside its box, on the box's line (its label wrapped under the box). */
export async function expectRememberMeOnOneLine(page: Page, t: Labels) {
  const box = await page.getByRole("checkbox", { name: t("fleet.auth.sign_in.remember_me") }).boundingBox();
  const label = await page.getByText(t("fleet.auth.sign_in.remember_me"), { exact: true }).boundingBox();
  if (!box || !label) throw new Error("the remember-me checkbox is not on screen");
  expect(label.y).toBeLessThan(box.y + box.height);
  expect(label.y + label.height).toBeGreaterThan(box.y);
  const isBeside = label.x >= box.x + box.width || label.x + label.width <= box.x;
  expect(isBeside).toBe(true);
}

/** A browser with its own profile folder: closing it and launching it again is a browser restart. */
async function launchBrowser(profile: string, testInfo: TestInfo): Promise<{ context: BrowserContext; page: Page }> {
  const { launchOptions, baseURL } = testInfo.project.use;
  const context = await chromium.launchPersistentContext(profile, { ...launchOptions, baseURL });
  return { context, page: context.pages()[0] ?? (await context.newPage()) };
}

/**
 * Signs in to the portal (ticking "Keep me logged in" or not), checks that reloads and new tabs of
 * the same browser keep the session, closes the browser, opens it again on the dashboard and gives
 * back where it lands.
 */
export async function signInAndRestartBrowser(
  testInfo: TestInfo,
  t: Labels,
  user: { email: string; password: string },
  isRemembered: boolean,
): Promise<string> {
  const profile = testInfo.outputPath(isRemembered ? "profile-remembered" : "profile-not-remembered");
  let browser = await launchBrowser(profile, testInfo);
  await browser.page.goto("/fleet/login");
  await expectRememberMeOnOneLine(browser.page, t);
  await browser.page.getByLabel(t("fleet.auth.fields.work_email")).fill(user.email);
  await browser.page.getByLabel(t("fields.password"), { exact: true }).fill(user.password);
  if (isRemembered) await browser.page.getByRole("checkbox", { name: t("fleet.auth.sign_in.remember_me") }).check();
  await browser.page.getByRole("button", { name: t("fleet.auth.sign_in.submit") }).click();
  await expect(browser.page).toHaveURL(/\/fleet\/dashboard$/);
  await browser.page.reload();
  await expect(browser.page).toHaveURL(/\/fleet\/dashboard$/);
  const otherTab = await browser.context.newPage();
  await otherTab.goto("/fleet/employees");
  await expect(otherTab).toHaveURL(/\/fleet\/employees$/);
  await browser.context.close();

  browser = await launchBrowser(profile, testInfo);
  await browser.page.goto("/fleet/dashboard");
  // Wait for the stored session to be read, one way or the other.
  await expect(browser.page).toHaveURL(/\/fleet\/(dashboard|login)$/);
  await expect(
    browser.page
      .getByRole("heading", { name: t("fleet.auth.sign_in.title") })
      .or(browser.page.getByRole("navigation", { name: t("app.nav.label") })),
  ).toBeVisible();
  const landed = new URL(browser.page.url()).pathname;
  await browser.context.close();
  return landed;
}
