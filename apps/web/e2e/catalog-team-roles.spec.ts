import { type Browser, type Page } from "@playwright/test";
import { expect, test, expectToast, keepToasts } from "./toasts";
import {
  type Catalog,
  type Lang,
  addCategories,
  addProductWithTwoVariants,
  addService,
  buildPackage,
  catalogOf,
  cellOf,
  choose,
  openFromSidebar,
  openInLanguage,
} from "./catalog-steps";
import { labels, type Labels } from "./labels";
import {
  createBranchThroughApi,
  createShopThroughApi,
  latestMailTo,
  resetPathIn,
  sendPost,
  signInThroughApi,
  signInThroughPage,
  uniqueEmail,
} from "./support";

const ROLE = "Receptionist";
const CATALOG_AREAS = ["categories", "services", "products", "packages"] as const;

async function addViewCatalogRole(page: Page, t: Labels) {
  await openFromSidebar(page, t, "roles", /\/role$/);
  await page.getByRole("link", { name: t("shop.role.add") }).click();
  await expect(page).toHaveURL(/\/role\/add$/);
  await page.getByRole("textbox", { name: t("shop.role.fields.name") }).fill(ROLE);
  await page.getByRole("button", { name: t("shop.role.add") }).click();
  await expect(page.getByRole("alert").filter({ hasText: t("refusals.permissions_required") })).toBeVisible();

  for (const area of CATALOG_AREAS) {
    const box = page.getByRole("group", { name: t(`shop.role.areas.${area}`), exact: true });
    await box.getByRole("checkbox", { name: t("shop.role.permissions.view"), exact: true }).check();
  }
  await page.getByRole("button", { name: t("shop.role.add") }).click();
  await expectToast(page, t("shop.role.toast.created"));
  await expect(page).toHaveURL(/\/role$/);
  const table = page.getByRole("table", { name: t("shop.role.title") });
  await expect(await cellOf(table, ROLE, t("shop.role.columns.permissions"))).toHaveText("4");
}

/** Monday 09:00–17:00 with a 13:00–14:00 break, copied to every day; Wednesday is checked afterwards. */
async function fillWeekFromMonday(page: Page, t: Labels) {
  const slot = (day: string, kind: "work" | "breaks") =>
    `${t(`shop.team.days.${day}`)} ${t(`shop.team.schedule.${kind}`)}`;
  const times = (day: string, kind: "work" | "breaks") => ({
    start: page.getByLabel(t("shop.team.schedule.start_of", { slot: slot(day, kind), n: 1 }), { exact: true }),
    end: page.getByLabel(t("shop.team.schedule.end_of", { slot: slot(day, kind), n: 1 }), { exact: true }),
  });
  const copy = page.getByRole("button", { name: t("shop.team.schedule.copy_monday") });
  await expect(copy).toBeDisabled();

  await page.getByRole("button", { name: t("shop.team.schedule.add_to", { slot: slot("Monday", "work") }) }).click();
  await times("Monday", "work").start.fill("09:00");
  await times("Monday", "work").end.fill("17:00");
  await page.getByRole("button", { name: t("shop.team.schedule.add_to", { slot: slot("Monday", "breaks") }) }).click();
  await times("Monday", "breaks").start.fill("13:00");
  await times("Monday", "breaks").end.fill("14:00");
  await copy.click();

  await expect(page.getByRole("checkbox", { name: t("shop.team.days.Wednesday"), exact: true })).toBeChecked();
  await expect(times("Wednesday", "work").start).toHaveValue("09:00");
  await expect(times("Wednesday", "work").end).toHaveValue("17:00");
  await expect(times("Wednesday", "breaks").start).toHaveValue("13:00");
  await expect(times("Wednesday", "breaks").end).toHaveValue("14:00");
}

async function addMemberWhoMaySignIn(page: Page, t: Labels, email: string) {
  const name = "Ayesha Khan";
  await openFromSidebar(page, t, "team", /\/team\/team-members/);
  await page.getByRole("link", { name: t("shop.team.add") }).click();
  await expect(page).toHaveURL(/\/team\/team-members\/add$/);
  await page.getByRole("textbox", { name: t("shop.team.fields.name_eng") }).fill(name);
  await page.getByRole("radio", { name: t("shop.team.genders.Female"), exact: true }).check();
  await choose(page, page, t("shop.team.fields.job_title"), t("shop.team.job_titles.receptionist"));
  await page.getByRole("button", { name: t("shop.team.save_profile") }).click();
  await expectToast(page, t("shop.team.toast.created", { name }));
  await expect(page).toHaveURL(/\/team\/team-members\/edit\/[\w-]+\?tab=work$/);

  await fillWeekFromMonday(page, t);
  await page.getByRole("tab", { name: t("shop.team.tabs.contact") }).click();
  await page.getByRole("textbox", { name: t("fields.email") }).fill(email);
  await page.getByRole("tab", { name: t("shop.team.tabs.settings") }).click();
  await page.getByRole("switch", { name: t("shop.team.fields.can_sign_in") }).check();
  await choose(page, page, t("shop.team.fields.role_id"), ROLE);
  await page.getByRole("button", { name: t("actions.save_changes") }).click();
  await expectToast(page, t("shop.team.toast.updated", { name }));
  await expectToast(page, t("shop.team.toast.invitation_sent", { email }));
}

/** The member takes the invitation in a browser of their own, sets a password and signs in. */
async function memberAcceptsInvitation(browser: Browser, t: Labels, lang: Lang, email: string, password: string) {
  const link = resetPathIn(await latestMailTo(email));
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  await keepToasts(context);
  const page = await context.newPage();
  await openInLanguage(page, lang);
  await page.goto(link);
  await page.getByLabel(t("fields.new_password")).fill(password);
  await page.getByLabel(t("fields.confirm_password")).fill(password);
  await page.getByRole("button", { name: t("auth.reset.submit") }).click();
  await expect(page.getByText(t("auth.reset.done"))).toBeVisible();
  await signInThroughPage(page, t, { email, password });
  return page;
}

/** Catalog yes, team and roles no; services seen but not added, on screen and by the API. */
async function memberSeesOnlyTheCatalog(page: Page, t: Labels, c: Catalog) {
  const nav = page.getByRole("navigation", { name: t("app.nav.label") });
  for (const area of CATALOG_AREAS) await expect(nav.getByRole("link", { name: t(`app.nav.${area}`) })).toBeVisible();
  await expect(nav.getByRole("link", { name: t("app.nav.team") })).toHaveCount(0);
  await expect(nav.getByRole("link", { name: t("app.nav.roles") })).toHaveCount(0);

  await openFromSidebar(page, t, "services", /\/catalog\/services$/);
  const table = page.getByRole("table", { name: t("shop.service.title") });
  await expect(table.getByRole("row").filter({ hasText: c.service })).toBeVisible();
  await expect(page.getByRole("link", { name: t("shop.service.add") })).toHaveCount(0);
  await expect(page.getByRole("link", { name: t("shop.service.actions.edit", { name: c.service }) })).toHaveCount(0);

  // A full load by address: the app first restores the session from the browser, then opens the screen.
  await page.goto("/catalog/services/add");
  await expect(nav, "still signed in after the load").toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole("alert").filter({ hasText: t("app.forbidden.title") })).toBeVisible();
  await expect(page.getByRole("button", { name: t("shop.service.add") })).toHaveCount(0);
}

// The two languages are independent shops: they may run side by side.
test.describe.configure({ mode: "parallel" });

for (const lang of ["en", "ar"] as const) {
  test(`the owner builds the catalog, a role and a team member who sees only the catalog (${lang})`, async ({
    page,
    request,
    browser,
  }) => {
    // Seven screens and two people in one journey: more than the default minute on a busy machine.
    test.slow();
    const t = labels(lang);
    const c = catalogOf(lang);
    const owner = await createShopThroughApi(request);
    await createBranchThroughApi(request, await signInThroughApi(request, owner), c.branch);

    await openInLanguage(page, lang);
    await signInThroughPage(page, t, owner);
    await addCategories(page, t, c);
    await addService(page, t, lang, c);
    await addProductWithTwoVariants(page, t, lang, c);
    await buildPackage(page, t, lang, c);
    await addViewCatalogRole(page, t);
    const member = { email: uniqueEmail("member"), password: "member-password-1" };
    await addMemberWhoMaySignIn(page, t, member.email);

    const memberPage = await memberAcceptsInvitation(browser, t, lang, member.email, member.password);
    await memberSeesOnlyTheCatalog(memberPage, t, c);

    // Behind the screen: the member's own session reads the services but is refused the add, for the permission.
    const token = await signInThroughApi(request, member);
    const headers = { authorization: `Bearer ${token}` };
    const listed = await request.get("/customer/api/service/get-all-services-by-shop-id", { headers });
    expect(listed.status()).toBe(200);
    const body = { name: "Not allowed", price: 100, duration: "45min", branch_ids: [] };
    const refused = await sendPost(request, "/customer/api/service/add-service", body, token);
    expect(refused.status()).toBe(403);
    expect((await refused.json()).message).toBe("You do not have permission to do this");
    await memberPage.context().close();
  });
}
