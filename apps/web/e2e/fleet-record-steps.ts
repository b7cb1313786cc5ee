import fs from "node:fs";
import { expect, type APIRequestContext, type Page, type TestInfo } from "@playwright/test";
import { choose } from "./catalog-steps";
import { fleetPost, type Fleet, type Lang } from "./fleet-steps";
import type { Labels } from "./labels";
import { expectWholeText } from "./support";
import { expectToast } from "./toasts";

export async function openFromFleetNav(page: Page, t: Labels, entry: string, url: RegExp) {
  await page
    .getByRole("navigation", { name: t("app.nav.label") })
    .getByRole("link", { name: t(`fleet.nav.${entry}`), exact: true })
    .click();
  await expect(page).toHaveURL(url);
}

/** A driver without a rule or portal access, added through the API: the T-PIN and assignment checks need a second one. */
export async function addSpareEmployeeThroughApi(request: APIRequestContext, token: string, f: Fleet) {
  await fleetPost(
    request,
    "/fueling/api/employee/add",
    {
      name: f.spare.name,
      employee_id: f.spare.code,
      phone: "+92 301 7654321",
      tpin: f.spare.tpin,
      confirm_tpin: f.spare.tpin,
    },
    token,
  );
}

/** An employee in the new branch, department and designation, with a T-PIN the Check button clears first. */
export async function addEmployee(page: Page, t: Labels, f: Fleet) {
  await openFromFleetNav(page, t, "employees", /\/fleet\/employees/);
  await page.getByRole("link", { name: t("fleet.employee.add") }).click();
  await expect(page).toHaveURL(/\/fleet\/employees\/add$/);
  await page.getByRole("textbox", { name: t("fleet.employee.fields.name"), exact: true }).fill(f.employee.name);
  await page.getByLabel(t("fleet.employee.fields.employee_id")).fill(f.employee.code);
  await page.getByLabel(t("fleet.employee.fields.phone")).fill("+92 300 7654321");
  await choose(page, page, t("fleet.employee.fields.branch"), f.branch);
  await choose(page, page, t("fleet.employee.fields.department"), f.department);
  await choose(page, page, t("fleet.employee.fields.designation"), f.designation);

  const tpin = page.getByLabel(t("fleet.employee.fields.tpin"), { exact: true });
  const check = page.getByRole("button", { name: t("fleet.employee.tpin.check") });
  await tpin.fill(f.spare.tpin);
  await check.click();
  await expect(page.getByRole("status").filter({ hasText: t("refusals.tpin_taken") })).toBeVisible();
  await tpin.fill(f.employee.tpin);
  await check.click();
  await expect(page.getByRole("status").filter({ hasText: t("fleet.employee.tpin.available") })).toBeVisible();
  await page.getByLabel(t("fleet.employee.fields.confirm_tpin")).fill(f.employee.tpin);

  await page.getByRole("button", { name: t("fleet.employee.add") }).click();
  await expectToast(page, t("fleet.employee.toast.created"));
  await expect(page).toHaveURL(/\/fleet\/employees$/);
  await expect(page.getByRole("row").filter({ hasText: f.employee.name })).toBeVisible();
}

/** A Toyota Corolla on the petrol rule; a current reading under the first one is refused. Its id comes back. */
export async function addVehicle(page: Page, t: Labels, f: Fleet, lang: Lang): Promise<string> {
  const v = f.vehicle;
  await openFromFleetNav(page, t, "vehicles", /\/fleet\/vehicles/);
  await page.getByRole("link", { name: t("fleet.vehicle.add") }).click();
  await expect(page).toHaveURL(/\/fleet\/vehicles\/add$/);
  await page.getByLabel(t("fleet.vehicle.fields.car_id")).fill(v.carId);
  await choose(page, page, t("fields.vehicle_type"), lang === "ar" ? "سيارة" : "Car");
  await choose(page, page, t("fields.make"), "Toyota");
  await choose(page, page, t("fields.model"), "Corolla");
  await page.getByRole("textbox", { name: t("fleet.vehicle.fields.year"), exact: true }).fill("2021");
  await page.getByLabel(t("fleet.vehicle.fields.plate_no")).fill(v.plate);
  await page.getByLabel(t("fleet.vehicle.fields.chassis_no")).fill(v.chassis);
  await choose(page, page, t("fleet.vehicle.fields.fuel_type"), t("fleet.rule.fuel_types.petrol"));
  await page.getByLabel(t("fleet.vehicle.fields.primary_tank_limit")).fill("45");
  const ruleOption = t("fleet.rule.select.option", { name: f.rule, fuel: t("fleet.rule.fuel_types.petrol") });
  await choose(page, page, t("fleet.rule.select.label"), ruleOption);
  await page.getByLabel(t("fleet.vehicle.fields.initial_odometer")).fill(String(v.initial));
  await page.getByLabel(t("fleet.vehicle.fields.current_odometer")).fill(String(v.initial - 500));
  await page.getByRole("button", { name: t("fleet.vehicle.add") }).click();
  await expect(page.getByText(t("refusals.odometer_below_previous"))).toBeVisible();
  await page.getByLabel(t("fleet.vehicle.fields.current_odometer")).fill(String(v.current));
  await page.getByRole("button", { name: t("fleet.vehicle.add") }).click();
  await expectToast(page, t("fleet.vehicle.toast.created"));
  await expect(page).toHaveURL(/\/fleet\/vehicles\/view\/[\w-]+$/);
  return page.url().split("/").pop() ?? "";
}

/**
 * Plate and car id print whole, each inside the sticker: not clipped at either end ("UD-V2883-P").
 * Measured once the QR code is drawn, sticker and line in one read, so the page's layout cannot move between them.
 */
async function expectStickerWhole(page: Page, plate: string, carId: string) {
  const sticker = page.locator(".vehicle-sticker");
  await expect(sticker.locator("img.vehicle-sticker__qr")).toBeVisible();
  for (const text of [plate, carId]) {
    const line = sticker.getByText(text, { exact: true });
    await expectWholeText(line);
    const inside = () =>
      line.evaluate((element) => {
        const outer = element.closest(".vehicle-sticker")?.getBoundingClientRect();
        const inner = element.getBoundingClientRect();
        return !!outer && inner.left >= outer.left - 0.5 && inner.right <= outer.right + 0.5;
      });
    await expect.poll(inside, { message: `${text} lies inside the sticker` }).toBe(true);
  }
}

/** The sticker holds plate, car id and QR on an A6 page; Print calls the browser's print, and print shows the sticker alone. */
export async function printSticker(page: Page, t: Labels, f: Fleet, vehicleId: string) {
  await page.getByRole("link", { name: t("fleet.vehicle.detail.print_sticker") }).click();
  await expect(page).toHaveURL(new RegExp(`/fleet/vehicles/sticker/${vehicleId}$`));
  const sticker = page.locator(".vehicle-sticker");
  await expect(sticker.getByText(f.vehicle.plate, { exact: true })).toBeVisible();
  await expect(sticker.getByText(f.vehicle.carId, { exact: true })).toBeVisible();
  await expectStickerWhole(page, f.vehicle.plate, f.vehicle.carId);
  const qr = sticker.getByRole("img", { name: t("fleet.vehicle.detail.qr_title") });
  await expect(qr).toHaveAttribute("src", /^data:image\/png;base64,/);
  expect(await qr.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

  const pageRules = await page.evaluate(() =>
    [...document.styleSheets].flatMap((sheet) =>
      [...sheet.cssRules].filter((rule) => rule instanceof CSSPageRule).map((rule) => rule.cssText),
    ),
  );
  expect(pageRules.join(" ")).toContain("size: 105mm 148mm");

  await page.evaluate(() => {
    window.print = () => document.body.setAttribute("data-print-called", "yes");
  });
  await page.getByRole("button", { name: t("fleet.vehicle.sticker.print") }).click();
  await expect(page.locator("body")).toHaveAttribute("data-print-called", "yes");

  await page.emulateMedia({ media: "print" });
  await expect(page.getByRole("navigation", { name: t("app.nav.label") })).toBeHidden();
  await expect(page.getByRole("button", { name: t("fleet.vehicle.sticker.print") })).toBeHidden();
  await expect(sticker).toBeVisible();
  await page.emulateMedia({ media: "screen" });
}

async function importFile(page: Page, t: Labels, file: string) {
  await page.getByRole("button", { name: t("fleet.employee.import") }).click();
  const dialog = page.getByRole("dialog", { name: t("fleet.employee.import_dialog.title") });
  const chooser = page.waitForEvent("filechooser");
  await dialog.getByRole("button", { name: t("fleet.employee.import_dialog.choose_file") }).click();
  await (await chooser).setFiles(file);
  await dialog.getByRole("button", { name: t("fleet.employee.import_dialog.submit") }).click();
  return dialog;
}

/**
 * The export downloads every employee; importing it back adds nobody and names each row already
 * there; the same file turned into a new employee imports that one.
 */
export async function exportAndImportEmployees(page: Page, t: Labels, f: Fleet, testInfo: TestInfo) {
  await openFromFleetNav(page, t, "employees", /\/fleet\/employees/);
  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: t("fleet.employee.export") }).click();
  const exported = testInfo.outputPath("employees.csv");
  await (await download).saveAs(exported);
  const csv = fs.readFileSync(exported, "utf8");
  expect(csv).toContain(f.employee.name);
  expect(csv).toContain(f.branch);

  // Every row is someone already there: each is named by its row number, nothing is imported.
  const [header = "", ...lines] = csv.split(/\r?\n/).filter((l) => l.trim() !== "");
  const dialog = await importFile(page, t, exported);
  const errors = dialog.getByRole("alert").filter({ hasText: t("fleet.employee.import_dialog.errors_title") });
  for (let row = 2; row <= lines.length + 1; row++) {
    const refused = errors.getByRole("row").filter({ hasText: t("fleet.employee.import_dialog.row", { row }) });
    await expect(refused.filter({ hasText: t("refusals.employee_code_exists") })).toBeVisible();
  }
  await dialog.getByRole("button", { name: t("actions.cancel") }).click();
  await expect(dialog).toBeHidden();

  const line = lines.find((l) => l.includes(f.employee.code)) ?? "";
  const edited = testInfo.outputPath("new-employee.csv");
  const newLine = line.replace(f.employee.name, f.imported.name).replace(f.employee.code, f.imported.code);
  fs.writeFileSync(edited, `${header}\n${newLine}\n`);
  await importFile(page, t, edited);
  await expectToast(page, t("fleet.employee.toast.imported", { count: 1 }));
  await expect(page.getByRole("row").filter({ hasText: f.imported.name })).toBeVisible();
}

/** Chooses a status in a row's status menu (employees and vehicles share it) and sees it saved. */
async function chooseStatus(page: Page, menuLabel: string, status: string, saved: string) {
  const menu = page.getByRole("button", { name: menuLabel });
  await menu.click();
  await page.getByRole("menuitem", { name: status, exact: true }).click();
  await expectToast(page, saved);
  await expect(menu).toContainText(status, { ignoreCase: true });
  // The longest labels read whole in the list (a narrow column cut them to "OUT OF S…").
  await expectWholeText(menu.locator(".mantine-Badge-label"));
}

/** The imported driver goes out of service and the vehicle in-active, from their lists' status menus. */
export async function changeStatuses(page: Page, t: Labels, f: Fleet) {
  await openFromFleetNav(page, t, "employees", /\/fleet\/employees/);
  const outOfService = t("fleet.employee.statuses.out_of_service");
  await chooseStatus(
    page,
    t("fleet.employee.row.status", { name: f.imported.name }),
    outOfService,
    t("fleet.employee.toast.status_changed", { name: f.imported.name, status: outOfService }),
  );

  await openFromFleetNav(page, t, "vehicles", /\/fleet\/vehicles/);
  const inactive = t("fleet.vehicle.statuses.inactive");
  await chooseStatus(
    page,
    t("fleet.vehicle.row.status", { name: f.vehicle.carId }),
    inactive,
    t("fleet.vehicle.toast.status_changed", { name: f.vehicle.carId, status: inactive }),
  );
}

/** The longest plate and car id the vehicle form takes (20 and 40 characters) still print whole, shrunk to fit. */
export async function printLongestSticker(page: Page, t: Labels, vehicleId: string) {
  const plate = "AUD-V2883-PL-2026-XY";
  const carId = "FLEET-NORTH-REGION-HEAVY-TRANSPORT-00042";
  await page.goto(`/fleet/vehicles/edit/${vehicleId}`);
  await page.getByLabel(t("fleet.vehicle.fields.car_id")).fill(carId);
  await page.getByLabel(t("fleet.vehicle.fields.plate_no")).fill(plate);
  await page.getByRole("button", { name: t("actions.save_changes") }).click();
  await expect(page).toHaveURL(/\/fleet\/vehicles$/);
  await expect(page.getByRole("link", { name: carId, exact: true })).toBeVisible();
  await page.goto(`/fleet/vehicles/sticker/${vehicleId}`);
  await expectStickerWhole(page, plate, carId);
  await page.emulateMedia({ media: "print" });
  await expectStickerWhole(page, plate, carId);
  await page.emulateMedia({ media: "screen" });
}
