import { type Page, type TestInfo } from "@playwright/test";
import { expect, test } from "./toasts";
import { assignOnCalendar, chooseHistorySubjects, readBusyWeek, readDarkTheme } from "./fleet-calendar-steps";
import {
  addEmployee,
  addSpareEmployeeThroughApi,
  addVehicle,
  changeStatuses,
  exportAndImportEmployees,
  openFromFleetNav,
  printLongestSticker,
  printSticker,
} from "./fleet-record-steps";
import {
  DEMO_FLEET_ADMIN,
  PASSWORD,
  addOrgUnit,
  addRule,
  createCompanyThroughApi,
  fleetOf,
  fleetPost,
  openFleetLogin,
  refuseRuleNumbers,
  refuseTakenEmailAtFirstStep,
  seeBranchInUse,
  setUpOrganisationThroughApi,
  signInToFleet,
  signUpThroughOnboarding,
  type Fleet,
  type Lang,
} from "./fleet-steps";
import { expectRememberMeOnOneLine, signInAndRestartBrowser, walkPortalEdges } from "./fleet-session-steps";
import { generateTpinSlips } from "./fleet-tpin-steps";
import { readCompanyProfile } from "./fleet-company-steps";
import { labels, type Labels } from "./labels";
import { BROWSER_ZONE } from "./tenant-clock-steps";
import { expectDirection, uniqueEmail } from "./support";

// Each journey walks a whole company through the portal: a minute and a half alone, and past three
// minutes when other journeys run beside it on two cores.
test.describe.configure({ timeout: 360_000 });
// The browser runs in New York: every date and time is still the company's.
test.use({ timezoneId: BROWSER_ZONE });

/** The records, the sticker, the calendar, the employees' CSV and T-PINs: the part both languages walk in the UI. */
async function runFleet(page: Page, t: Labels, f: Fleet, lang: Lang, testInfo: TestInfo) {
  await addEmployee(page, t, f);
  await seeBranchInUse(page, t, f);
  const vehicleId = await addVehicle(page, t, f, lang);
  await printSticker(page, t, f, vehicleId);
  await assignOnCalendar(page, t, f);
  await chooseHistorySubjects(page, t, f);
  await exportAndImportEmployees(page, t, f, testInfo);
  await generateTpinSlips(page, t, f);
  await changeStatuses(page, t, f);
  await printLongestSticker(page, t, vehicleId);
  await walkPortalEdges(page, t);
}

test("a fleet company signs up, sets up, plans its vehicle and moves its employees through CSV (English)", async ({
  page,
  request,
}, testInfo) => {
  const t = labels("en");
  const f = fleetOf("en");
  const email = uniqueEmail("admin");
  await openFleetLogin(page, "en");
  await signUpThroughOnboarding(page, t, f, email);
  const { token } = await fleetPost(request, "/fueling/api/auth/login", { email, password: PASSWORD });
  await addSpareEmployeeThroughApi(request, String(token), f);

  await addOrgUnit(page, t, "branch", f.branch);
  await addOrgUnit(page, t, "department", f.department);
  await addOrgUnit(page, t, "designation", f.designation);
  await addRule(page, t, f);
  await refuseRuleNumbers(page, t, f);
  await readCompanyProfile(page, t, {
    bank: "Standard Chartered Pakistan",
    person: "Bilal Qureshi",
    numbers: ["PK36SCBL0000001123456702", "1234567-8", "17-00-1234-567-89"],
  });
  await runFleet(page, t, f, "en", testInfo);
});

test("the same journey in Arabic, right to left", async ({ page, request }, testInfo) => {
  const t = labels("ar");
  const f = fleetOf("ar");
  const admin = await createCompanyThroughApi(request, f.company);
  await addSpareEmployeeThroughApi(request, admin.token, f);
  await setUpOrganisationThroughApi(request, admin.token, f);
  await openFleetLogin(page, "ar");
  await expectRememberMeOnOneLine(page, t);
  await page.getByRole("link", { name: t("fleet.auth.sign_in.register_link") }).click();
  await refuseTakenEmailAtFirstStep(page, t, admin.email);
  await page.getByRole("link", { name: t("fleet.auth.register.sign_in_link") }).click();
  await signInToFleet(page, t, admin, /\/fleet\/dashboard$/);
  await expectDirection(page, "rtl", "ar");

  await refuseRuleNumbers(page, t, f);
  await readCompanyProfile(page, t, {
    bank: "Al Rajhi Bank",
    person: "Faisal Al-Saud",
    numbers: ["SA0380000000608010167519", "3001234567", "17-00-1234-567-89"],
  });
  await runFleet(page, t, f, "ar", testInfo);
});

test("a role without vehicles.add sees no add button, and the add page by its address says No access", async ({
  browser,
  request,
}) => {
  const t = labels("en");
  const admin = await createCompanyThroughApi(request, "Indus Freight");
  const role = await fleetPost(
    request,
    "/fueling/api/role/add",
    { name: "Fleet clerk", permissions: ["employees.view", "vehicles.view"] },
    admin.token,
  );
  const clerk = { email: uniqueEmail("clerk"), password: "clerk-password-1" };
  await fleetPost(
    request,
    "/fueling/api/employee/add",
    {
      name: "Hina Shah",
      employee_id: "EMP-900",
      phone: "+92 302 5550000",
      email: clerk.email,
      role_id: role._id,
      password: clerk.password,
      confirm_password: clerk.password,
    },
    admin.token,
  );

  const context = await browser.newContext();
  const page = await context.newPage();
  await openFleetLogin(page, "en");
  await signInToFleet(page, t, clerk, /\/fleet\/employees$/);
  await openFromFleetNav(page, t, "vehicles", /\/fleet\/vehicles$/);
  await expect(page.getByRole("heading", { name: t("fleet.vehicle.title") })).toBeVisible();
  await expect(page.getByRole("link", { name: t("fleet.vehicle.add") })).toHaveCount(0);
  await expect(page.getByRole("button", { name: t("fleet.vehicle.add") })).toHaveCount(0);

  await page.goto("/fleet/vehicles/add");
  await expect(page.getByRole("alert").filter({ hasText: t("app.forbidden.title") })).toBeVisible();
  await expect(page.getByLabel(t("fleet.vehicle.fields.car_id"))).toHaveCount(0);
  await context.close();
});

test("the demo company's busy week reads on the week and day calendars, and in the dark theme, in English and Arabic", async ({
  browser,
}, testInfo) => {
  for (const lang of ["en", "ar"] as const) {
    const t = labels(lang);
    const context = await browser.newContext();
    const page = await context.newPage();
    await openFleetLogin(page, lang);
    await signInToFleet(page, t, { email: DEMO_FLEET_ADMIN, password: "pitlane-demo" }, /\/fleet\/dashboard$/);
    await readBusyWeek(page, t, testInfo, lang);
    await readDarkTheme(page, t, testInfo, lang);
    await context.close();
  }
});

test("without Keep me logged in the portal's session ends with the browser; with it, it outlives a restart", async ({
  request,
}, testInfo) => {
  const t = labels("en");
  const admin = await createCompanyThroughApi(request, "Indus Freight");
  expect(await signInAndRestartBrowser(testInfo, t, admin, false)).toBe("/fleet/login");
  expect(await signInAndRestartBrowser(testInfo, t, admin, true)).toBe("/fleet/dashboard");
});
