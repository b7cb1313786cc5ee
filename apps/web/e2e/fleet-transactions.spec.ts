import fs from "node:fs";
import { randomUUID } from "node:crypto";
import type { APIRequestContext, Page } from "@playwright/test";
import { expect, test } from "./toasts";
import { createCompanyThroughApi, fleetPost, openFleetLogin, signInToFleet } from "./fleet-steps";
import { openFromFleetNav } from "./fleet-record-steps";
import { labels, type Labels } from "./labels";
import { expectDirection } from "./support";

/*
 * This journey reads a new company's transactions before its first fueling; pump-journey.spec.ts
 * follows a purchase from the station terminal to this list and its detail. The API tests make
 * purchases through the station API and check every filter, the detail and the CSV.
 */

const CSV_HEADER =
  "created_at,reference,status,decline_reason,flags,review,station,city,employee,car_id,plate_no,fuel_type,litres,unit_price,fuel_amount,commission,tax,total,currency,odometer,km_since_last,expected_odometer,account_from,account_to";

async function firstId(request: APIRequestContext, url: string): Promise<string> {
  const response = await request.get(url);
  expect(response.status(), await response.text()).toBe(200);
  return String((await response.json()).result.items[0]._id);
}

/** A vehicle and a driver of the company, added through the API; their ids come back. */
async function addVehicleAndDriver(request: APIRequestContext, token: string, plate: string) {
  const type = await firstId(request, "/vehicle/api/vehicle-type?search=Car");
  const make = await firstId(request, `/vehicle/api/make/${type}?search=Toyota`);
  const model = await firstId(request, `/vehicle/api/models/${make}?search=Corolla`);
  const vehicle = await fleetPost(
    request,
    "/fueling/api/vehicle/add",
    {
      car_id: "TRK-31",
      vehicle_type_id: type,
      fleet_type: "owned",
      make_id: make,
      model_id: model,
      variant: null,
      cc: null,
      year: 2021,
      color: null,
      plate_no: plate,
      engine_no: null,
      chassis_no: `CH-${plate}`,
      nfc_tag: null,
      fuel_type: "petrol",
      secondary_fuel_type: null,
      consumption_rate: 12.5,
      initial_odometer: 20000,
      current_odometer: 20000,
      primary_tank_limit: 45,
      secondary_tank_limit: null,
      factor_of_safety: null,
      rule_id: null,
    },
    token,
  );
  const employee = await fleetPost(
    request,
    "/fueling/api/employee/add",
    { name: "Khalid Al-Harbi", employee_id: "EMP-31", phone: "+966 50 765 4321", tpin: "5731", confirm_tpin: "5731" },
    token,
  );
  return { vehicleId: String(vehicle._id), employeeId: String(employee._id) };
}

/** The list's empty state, as a person first meets it, and the one that says the filters found nothing. */
async function seeNoFuelingYet(page: Page, t: Labels) {
  await openFromFleetNav(page, t, "transactions", /\/fleet\/transactions$/);
  await expect(page.getByRole("heading", { name: t("fleet.transaction.title"), level: 1 })).toBeVisible();
  await expect(page.getByText(t("fleet.transaction.list.empty"))).toBeVisible();
  const tabs = page.getByRole("tablist", { name: t("fleet.transaction.list.status_filter") });
  for (const status of ["all", "held", "completed", "voided", "expired", "declined"] as const) {
    await expect(tabs.getByRole("tab", { name: t(`fleet.transaction.statuses.${status}`) })).toBeVisible();
  }
}

/** Each filter goes into the address (so reload and back keep it) and the empty state says why. */
async function filterToNothing(page: Page, t: Labels, plate: string) {
  const tabs = page.getByRole("tablist", { name: t("fleet.transaction.list.status_filter") });
  await tabs.getByRole("tab", { name: t("fleet.transaction.statuses.declined") }).click();
  await expect(page).toHaveURL(/status=declined/);
  await expect(page.getByText(t("fleet.transaction.list.empty_filtered"))).toBeVisible();

  // The switch follows the address, which changes a moment after the click: click, then wait for both.
  const flagged = page.getByRole("switch", { name: t("fleet.transaction.list.flagged_only") });
  await flagged.click();
  await expect(page).toHaveURL(/flagged=true/);
  await expect(flagged).toBeChecked();

  const vehicle = page.getByRole("textbox", { name: t("fleet.transaction.list.vehicle"), exact: true });
  await vehicle.click();
  await vehicle.fill(plate);
  await page.getByRole("option", { name: `${plate} · TRK-31`, exact: true }).click();
  await expect(page).toHaveURL(/vehicle_id=[0-9a-f-]{36}/);

  await page.reload();
  await expect(page.getByRole("tab", { name: t("fleet.transaction.statuses.declined") })).toHaveAttribute(
    "aria-selected",
    "true",
  );
  await expect(page.getByRole("switch", { name: t("fleet.transaction.list.flagged_only") })).toBeChecked();
  await expect(page.getByText(t("fleet.transaction.list.empty_filtered"))).toBeVisible();
}

for (const lang of ["en", "ar"] as const) {
  test(`a fleet manager reads the transactions before the first fueling: filters, export, and a vehicle's and a driver's latest fuelings (${lang})`, async ({
    page,
    request,
  }, testInfo) => {
    const t = labels(lang);
    const admin = await createCompanyThroughApi(request, lang === "ar" ? "شركة المعاملات" : "Indus Fuel Cards");
    const plate = `RUH-${Date.now() % 10000}`;
    const { vehicleId, employeeId } = await addVehicleAndDriver(request, admin.token, plate);
    await openFleetLogin(page, lang);
    await signInToFleet(page, t, admin, /\/fleet\/dashboard$/);
    await expectDirection(page, lang === "ar" ? "rtl" : "ltr", lang);

    await seeNoFuelingYet(page, t);
    await filterToNothing(page, t, plate);

    // The CSV of what the filters select: its columns, and no row yet.
    const download = page.waitForEvent("download");
    await page.getByRole("button", { name: t("fleet.transaction.list.export") }).click();
    const saved = testInfo.outputPath("transactions.csv");
    await (await download).saveAs(saved);
    expect(
      fs
        .readFileSync(saved, "utf8")
        .replace(/^\uFEFF/, "")
        .trim(),
    ).toBe(CSV_HEADER);

    // Another company's transaction, or none, reads as not found.
    await page.goto(`/fleet/transactions/${randomUUID()}`);
    await expect(page.getByRole("alert").filter({ hasText: t("fleet.transaction.detail.not_found") })).toBeVisible();
    await page.getByRole("link", { name: t("fleet.transaction.back_to_list") }).click();
    await expect(page).toHaveURL(/\/fleet\/transactions$/);

    // The vehicle's page and the driver's page each keep a place for their latest fuelings.
    for (const path of [`/fleet/vehicles/view/${vehicleId}`, `/fleet/employees/edit/${employeeId}`]) {
      await page.goto(path);
      const latest = page.getByRole("region", { name: t("fleet.transaction.latest.title") });
      await expect(latest.getByText(t("fleet.transaction.latest.empty"))).toBeVisible();
    }

    // Behind the screen: the API lists nothing for the company's vehicle either.
    const list = await request.get(`/fueling/api/transactions?vehicle_id=${vehicleId}`, {
      headers: { authorization: `Bearer ${admin.token}` },
    });
    expect((await list.json()).result).toMatchObject({ items: [], total: 0 });
  });
}
