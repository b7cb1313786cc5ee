import { expect, type APIRequestContext, type Page } from "@playwright/test";
import { choose } from "./catalog-steps";
import { labels, type Labels } from "./labels";
import { apiPost, expectDirection, uniqueEmail } from "./support";
import { expectToast } from "./toasts";

export type Lang = "en" | "ar";
export const PASSWORD = "fleet-journey-1";
/** The demo company's admin, whom the server seeds: an e-mail every run finds taken. */
export const DEMO_FLEET_ADMIN = "admin@indus-logistics.test";
/** The demo company's fleet manager: every right of the portal but its roles'. */
export const DEMO_FLEET_MANAGER = { email: "fleet.manager@indus-logistics.test", password: "pitlane-demo" } as const;

/** What a company of each language types; codes, plates and numbers stay in Latin letters. */
export const fleetOf = (lang: Lang) => ({
  lang,
  company: lang === "ar" ? "شركة النقل السريع" : "Indus Freight",
  /**
   * Where the company is (the English run signs up in Lahore, the Arabic one in Riyadh): its clock's
   * hours ahead of UTC (neither zone has daylight saving) and the days its date pickers mark as the
   * weekend, counted from Monday (Pakistan Sunday, Saudi Arabia Friday and Saturday).
   */
  clock: lang === "ar" ? { offsetHours: 3, weekend: [4, 5] } : { offsetHours: 5, weekend: [6] },
  branch: lang === "ar" ? "فرع الرياض" : "Gulberg",
  department: lang === "ar" ? "العمليات" : "Operations",
  designation: lang === "ar" ? "سائق" : "Driver",
  rule: lang === "ar" ? "بنزين أسبوعي" : "Weekly petrol",
  employee: { name: lang === "ar" ? "فهد العتيبي" : "Imran Khan", code: "EMP-001", tpin: "2468" },
  spare: { name: lang === "ar" ? "سالم الحربي" : "Asad Ali", code: "EMP-002", tpin: "1357" },
  imported: { name: lang === "ar" ? "نورة القحطاني" : "Sana Malik", code: "EMP-003" },
  vehicle: { carId: "TRK-01", plate: "LEA-1234", chassis: "CH-778899", initial: 12000, current: 12500 },
});
export type Fleet = ReturnType<typeof fleetOf>;

/** A fleet call as the web app makes it (XSRF pair, bearer token); expects a 200 and gives the result. */
export async function fleetPost(request: APIRequestContext, url: string, data: unknown, token?: string) {
  const { result } = await apiPost(request, url, data, token);
  return result;
}

async function firstId(request: APIRequestContext, url: string): Promise<string> {
  const response = await request.get(url);
  expect(response.status(), await response.text()).toBe(200);
  const { result } = await response.json();
  return String(result.items[0]._id);
}

/** A company of Riyadh paying in SAR, signed up through the API: the Arabic run's starting point. */
export async function createCompanyThroughApi(request: APIRequestContext, company: string) {
  const country = await firstId(request, "/fueling/api/country/get-all?search=Saudi");
  const state = await firstId(request, `/fueling/api/state/get-all?country_id=${country}&search=Riyadh`);
  const city = await firstId(request, `/fueling/api/city/get-all?state_id=${state}&search=Riyadh`);
  const email = uniqueEmail("admin");
  const result = await fleetPost(request, "/fueling/api/auth/signup", {
    email,
    password: PASSWORD,
    confirm_password: PASSWORD,
    company_name: company,
    first_name: "Faisal",
    last_name: "Al-Saud",
    phone: "+966 50 123 4567",
    company_type: "private_limited",
    address: "King Fahd Road",
    country_id: country,
    state_id: state,
    city_id: city,
    currency: "SAR",
    industry: "logistics",
    company_size: "11_50",
    fleet_size: 12,
    monthly_usage: 4000,
    monthly_usage_unit: "litres",
    contact_role: "fleet_manager",
    experience: "some",
    bank_code: "80",
    iban: "SA0380000000608010167519",
    account_title: "Fast Transport Co",
    authorised_person: "Faisal Al-Saud",
    ntn: "3001234567",
    strn: "17-00-1234-567-89",
  });
  return { email, password: PASSWORD, token: String(result.token) };
}

/** The branch, department, designation and petrol rule the English run adds on screen. */
export async function setUpOrganisationThroughApi(request: APIRequestContext, token: string, f: Fleet) {
  for (const [kind, name] of [
    ["branch", f.branch],
    ["department", f.department],
    ["designation", f.designation],
  ] as const) {
    await fleetPost(request, `/fueling/api/${kind}/add`, { name }, token);
  }
  await fleetPost(
    request,
    "/fueling/api/rule/add",
    {
      name: f.rule,
      fuel_type: "petrol",
      mode: "recurring",
      cycle: "weekly",
      fuel_limit: 60,
      fuelings_per_day: 1,
      fueling_days: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"],
    },
    token,
  );
}

/** The portal's sign-in page in the journey's language, as a person would pick it. */
export async function openFleetLogin(page: Page, lang: Lang) {
  await page.goto("/fleet/login");
  if (lang === "ar") await page.getByRole("button", { name: labels("en")("app.language.switch_label") }).click();
  await expectDirection(page, lang === "ar" ? "rtl" : "ltr", lang);
}

export async function signInToFleet(page: Page, t: Labels, user: { email: string; password: string }, to: RegExp) {
  // Followed from the register page, a link leaves it on screen (with a work e-mail field of its own)
  // until the sign-in page is in: typing before then fills the page being left.
  await expect(page).toHaveURL(/\/fleet\/login(\?|$)/);
  await page.getByLabel(t("fleet.auth.fields.work_email")).fill(user.email);
  await page.getByLabel(t("fields.password"), { exact: true }).fill(user.password);
  await page.getByRole("button", { name: t("fleet.auth.sign_in.submit") }).click();
  await expect(page).toHaveURL(to);
}

const next = (page: Page, t: Labels) => page.getByRole("button", { name: t("fleet.auth.register.next") }).click();
const stepTitle = (page: Page, t: Labels, step: string) =>
  page.getByRole("heading", { name: t(`fleet.auth.register.steps.${step}`) });

/**
 * The first step asks the server whether its e-mail is free: a taken one is said there, under the
 * e-mail, not after the five steps that follow. Leaves the first step open with the e-mail refused.
 */
export async function refuseTakenEmailAtFirstStep(page: Page, t: Labels, takenEmail: string) {
  await expect(stepTitle(page, t, "account")).toBeVisible();
  const email = page.getByLabel(t("fleet.auth.fields.work_email"));
  await email.fill(takenEmail.toUpperCase());
  await page.getByLabel(t("fields.password"), { exact: true }).fill(PASSWORD);
  await page.getByLabel(t("fields.confirm_password")).fill(PASSWORD);
  await next(page, t);
  await expect(page.getByText(t("refusals.email_taken"))).toBeVisible();
  await expect(email).toHaveAttribute("aria-invalid", "true");
  await expect(stepTitle(page, t, "account")).toBeVisible();
}

/**
 * Every onboarding step, in English: each step refuses to go on while it is wrong (a missing
 * field, an IBAN of another bank) and going back keeps what was chosen.
 */
export async function signUpThroughOnboarding(page: Page, t: Labels, f: Fleet, email: string) {
  await page.getByRole("link", { name: t("fleet.auth.sign_in.register_link") }).click();
  await expect(page).toHaveURL(/\/fleet\/register$/);

  await refuseTakenEmailAtFirstStep(page, t, DEMO_FLEET_ADMIN);
  await page.getByLabel(t("fleet.auth.fields.work_email")).fill(email);
  await page.getByLabel(t("fields.password"), { exact: true }).fill(PASSWORD);
  await page.getByLabel(t("fields.confirm_password")).fill("another-password");
  await next(page, t);
  await expect(page.getByText(t("refusals.password_not_match"))).toBeVisible();
  await page.getByLabel(t("fields.confirm_password")).fill(PASSWORD);
  await next(page, t);

  await expect(stepTitle(page, t, "company")).toBeVisible();
  await page.getByLabel(t("fleet.auth.fields.company_name")).fill(f.company);
  await page.getByLabel(t("fleet.auth.fields.first_name")).fill("Bilal");
  await page.getByLabel(t("fleet.auth.fields.last_name")).fill("Qureshi");
  await page.getByLabel(t("fields.phone")).fill("12");
  await choose(page, page, t("fleet.auth.fields.company_type"), t("fleet.auth.company_types.private_limited"));
  await page.getByLabel(t("fields.address")).fill("5 Ferozepur Road");
  await choose(page, page, t("fields.country"), "Pakistan");
  await choose(page, page, t("fields.state"), "Punjab");
  await choose(page, page, t("fields.city"), "Lahore");
  await next(page, t);
  await expect(page.getByText(t("refusals.fleet_phone"))).toBeVisible();
  await page.getByLabel(t("fields.phone")).fill("+92 300 1234567");
  await next(page, t);

  await expect(stepTitle(page, t, "business")).toBeVisible();
  await choose(page, page, t("fleet.auth.fields.industry"), t("fleet.auth.industries.logistics"));
  await choose(page, page, t("fleet.auth.fields.company_size"), t("fleet.auth.company_sizes.11_50"));
  await page.getByLabel(t("fleet.auth.fields.fleet_size")).fill("12");
  await next(page, t);
  await expect(page.getByText(t("refusals.monthly_usage_required"))).toBeVisible();
  await page.getByLabel(t("fleet.auth.fields.monthly_usage")).fill("5000");
  await next(page, t);

  await expect(stepTitle(page, t, "role")).toBeVisible();
  await choose(page, page, t("fleet.auth.fields.contact_role"), t("fleet.auth.contact_roles.fleet_manager"));
  await page.getByRole("radio", { name: t("fleet.auth.experience.some") }).check();
  await next(page, t);

  await expect(stepTitle(page, t, "bank")).toBeVisible();
  await choose(page, page, t("fleet.auth.fields.bank"), "Habib Bank Limited (HBL)");
  await page.getByLabel(t("fleet.auth.fields.iban")).fill("PK36SCBL000000112345670");
  await next(page, t);
  await expect(page.getByText(t("refusals.iban"))).toBeVisible();
  await page.getByLabel(t("fleet.auth.fields.iban")).fill("PK36SCBL0000001123456702");
  await page.getByLabel(t("fleet.auth.fields.account_title")).fill("Indus Freight (Pvt) Ltd");
  await next(page, t);
  await expect(page.getByText(t("refusals.bank_wrong"))).toBeVisible();
  await choose(page, page, t("fleet.auth.fields.bank"), "Standard Chartered Pakistan");
  await expect(page.getByRole("listbox")).toBeHidden();

  // Back and forth: what was chosen on an earlier step is still there.
  await page.getByRole("button", { name: t("fleet.auth.register.back") }).click();
  await expect(stepTitle(page, t, "role")).toBeVisible();
  await expect(page.getByRole("textbox", { name: t("fleet.auth.fields.contact_role") })).toHaveValue(
    t("fleet.auth.contact_roles.fleet_manager"),
  );
  await expect(page.getByRole("radio", { name: t("fleet.auth.experience.some") })).toBeChecked();
  await next(page, t);
  // The bank's field takes the focus without opening its list over Back and Next, and keeps the bank.
  await expect(page.getByRole("listbox")).toBeHidden();
  await expect(page.getByRole("textbox", { name: t("fleet.auth.fields.bank") })).toHaveValue(
    "Standard Chartered Pakistan",
  );
  await expect(page.getByLabel(t("fleet.auth.fields.iban"))).toHaveValue("PK36SCBL0000001123456702");
  await next(page, t);

  await expect(stepTitle(page, t, "authorised")).toBeVisible();
  await page.getByLabel(t("fleet.auth.fields.authorised_person")).fill("Bilal Qureshi");
  await page.getByLabel(t("fleet.auth.fields.ntn")).fill("1234567-8");
  await page.getByLabel(t("fleet.auth.fields.strn")).fill("17-00-1234-567-89");
  await page.getByRole("button", { name: t("fleet.auth.register.submit") }).click();
  await expect(page).toHaveURL(/\/fleet\/dashboard$/);
}

type UnitKind = "branch" | "department" | "designation";
const UNIT_PATHS: Record<UnitKind, string> = {
  branch: "branches",
  department: "departments",
  designation: "designations",
};

/** Opens a settings screen from the sidebar's Settings group, as a person would. */
async function openSettings(page: Page, t: Labels, entry: string) {
  const nav = page.getByRole("navigation", { name: t("app.nav.label") });
  const link = nav.getByRole("link", { name: t(`fleet.nav.${entry}`), exact: true });
  if (!(await link.isVisible())) await nav.getByText(t("fleet.nav.settings"), { exact: true }).click();
  await link.click();
}

/** Adds a branch, department or designation in its modal; an empty name is refused with spec 001's prompt. */
export async function addOrgUnit(page: Page, t: Labels, kind: UnitKind, name: string) {
  await openSettings(page, t, UNIT_PATHS[kind]);
  await expect(page).toHaveURL(new RegExp(`/fleet/settings/${UNIT_PATHS[kind]}`));
  await page.getByRole("button", { name: t(`fleet.org.${kind}.add`) }).click();
  const dialog = page.getByRole("dialog", { name: t(`fleet.org.${kind}.title_add`) });
  if (kind !== "designation") {
    await dialog.getByRole("button", { name: t(`fleet.org.${kind}.add`) }).click();
    await expect(dialog.getByText(t(`refusals.${kind}_name_required`))).toBeVisible();
  }
  await dialog.getByLabel(t(`fleet.org.${kind}.fields.name`)).fill(name);
  await dialog.getByRole("button", { name: t(`fleet.org.${kind}.add`) }).click();
  await expect(dialog).toBeHidden();
  await expectToast(page, t(`fleet.org.${kind}.toast.created`));
  await expect(page.getByRole("cell", { name, exact: true })).toBeVisible();
}

/** A branch with employees cannot be deleted: its delete is disabled and says why, before anyone tries. */
export async function seeBranchInUse(page: Page, t: Labels, f: Fleet) {
  await openSettings(page, t, "branches");
  const remove = page.getByRole("button", { name: t("fleet.org.branch.row.delete", { name: f.branch }) });
  await expect(remove).toBeDisabled();
  await remove.hover();
  const reason = t("fleet.org.branch.delete.in_use", { name: f.branch, count: 1 });
  await expect(page.getByRole("tooltip")).toHaveText(reason);
  await remove.click({ force: true });
  await expect(page.getByRole("dialog", { name: t("fleet.org.branch.delete.title") })).toHaveCount(0);
}

/** A weekly petrol rule; the limit is asked for with "Select Fuel limit" until given. */
export async function addRule(page: Page, t: Labels, f: Fleet) {
  await page.goto("/fleet/rules");
  await page.getByRole("link", { name: t("fleet.rule.add") }).click();
  await expect(page).toHaveURL(/\/fleet\/rules\/add$/);
  await page.getByLabel(t("fleet.rule.fields.name")).fill(f.rule);
  await page.getByRole("button", { name: t("fleet.rule.add") }).click();
  await expect(page.getByText(t("refusals.fuel_limit_required"))).toBeVisible();
  await page.getByLabel(t("fleet.rule.fields.fuel_limit")).fill("60");
  await page.getByRole("checkbox", { name: t("fleet.rule.form.every_day") }).check();
  await page.getByRole("button", { name: t("fleet.rule.add") }).click();
  await expectToast(page, t("fleet.rule.toast.created"));
  await expect(page.getByRole("cell", { name: f.rule, exact: true })).toBeVisible();
}

/**
 * A rule's numbers stay as typed: 0 litres and 1,000 fuelings a day are not turned into 1 and 24
 * when the fields are left, but refused with the bound they break, and no rule is saved.
 */
export async function refuseRuleNumbers(page: Page, t: Labels, f: Fleet) {
  const name = `${f.rule} 0`;
  await page.goto("/fleet/rules/add");
  await page.getByLabel(t("fleet.rule.fields.name")).fill(name);
  const limit = page.getByLabel(t("fleet.rule.fields.fuel_limit"));
  const perDay = page.getByLabel(t("fleet.rule.fields.fuelings_per_day"));
  await limit.fill("0");
  await perDay.fill("1000");
  await page.getByRole("checkbox", { name: t("fleet.rule.form.every_day") }).check();
  await page.getByRole("button", { name: t("fleet.rule.add") }).click();
  await expect(page.getByText(t("refusals.min", { min: 1 }), { exact: true })).toBeVisible();
  await expect(page.getByText(t("refusals.max", { max: 24 }), { exact: true })).toBeVisible();
  await expect(limit).toHaveValue("0");
  await expect(perDay).toHaveValue("1000");
  await expect(page).toHaveURL(/\/fleet\/rules\/add$/);
  // Behind the screen: the list shows the company's rule, and not this one.
  await page.goto("/fleet/rules");
  await expect(page.getByRole("cell", { name: f.rule, exact: true })).toBeVisible();
  await expect(page.getByRole("cell", { name, exact: true })).toHaveCount(0);
}
