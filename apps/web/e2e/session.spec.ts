import { expect, test } from "./toasts";
import { labels } from "./labels";
import { apiPost, createShopThroughApi, latestMailTo, resetPathIn, signInThroughPage } from "./support";

const t = labels("en");

test("an expired session sends the user back to sign in with the expiry message", async ({ page, request }) => {
  const user = await createShopThroughApi(request);
  await signInThroughPage(page, t, user);

  // A password reset ends every session of the user on the server, as an expiry would.
  await apiPost(request, "/auth/api/user/customer-forgot-password", { email: user.email });
  const token = resetPathIn(await latestMailTo(user.email))
    .split("/")
    .pop();
  await apiPost(request, "/auth/api/user/reset-customer-password", { token, password: "another-password-9" });

  // The next request answers 401: a navigation, or one the dashboard already has under way.
  await page
    .getByRole("link", { name: t("app.nav.store_settings") })
    .click({ timeout: 3000 })
    .catch(() => undefined);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("alert").filter({ hasText: t("auth.sign_out.expired") })).toBeVisible();
  // The session slice is gone: a reload stays on the sign-in page.
  await page.reload();
  await expect(page.getByRole("button", { name: t("auth.sign_in.submit") })).toBeVisible();
  await page.goto("/dashboard");
  await expect(page).toHaveURL(/\/$/);
});

test("five minutes without activity signs the user out", async ({ page, request }) => {
  const user = await createShopThroughApi(request);
  await page.clock.install();
  await signInThroughPage(page, t, user);

  await page.clock.fastForward("04:00");
  await page.mouse.move(200, 200);
  await page.clock.fastForward("04:00");
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.clock.fastForward("01:01");
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("alert").filter({ hasText: t("auth.sign_out.inactive") })).toBeVisible();
  await page.goto("/settings/store");
  await expect(page).toHaveURL(/\/$/);
});

test("an unknown address shows the not-found page", async ({ page, request }) => {
  await page.goto("/no-such-page");
  await expect(page.getByRole("heading", { name: t("app.not_found.title") })).toBeVisible();
  await expect(page.getByRole("link", { name: t("app.not_found.to_sign_in") })).toBeVisible();

  const user = await createShopThroughApi(request);
  await signInThroughPage(page, t, user);
  await page.goto("/404");
  await expect(page.getByRole("heading", { name: t("app.not_found.title") })).toBeVisible();
  await page.getByRole("link", { name: t("app.not_found.to_dashboard") }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});
