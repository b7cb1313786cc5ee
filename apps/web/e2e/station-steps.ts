import { randomBytes } from "node:crypto";
import { expect, type APIRequestContext, type Page } from "@playwright/test";
import { DEMO_FLEET_ADMIN, type Lang } from "./fleet-steps";
import { labels, type Labels } from "./labels";
import { OPS_ADMIN } from "./ops-steps";
import { apiPost, expectDirection } from "./support";

/** The demo station's attendant (seeded with the demo data), at PSO Clifton in Karachi. */
export const ATTENDANT = { email: "attendant@pso-clifton.test", password: "pitlane-demo" } as const;
export const DEMO_STATION = "PSO Clifton";
/** The demo fleet company, in Karachi, paying in PKR. */
export const DEMO_COMPANY = "Indus Logistics";
const DEMO_PASSWORD = "pitlane-demo";

/** A real 1×1 PNG: a photo taken at the pump (checked by its bytes on the server, so it must be one). */
export const PHOTO_PNG = Buffer.from(
  "89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f00050001ff56c72f0d0000000049454e44ae426082",
  "hex",
);

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

async function getResult(request: APIRequestContext, url: string, token: string) {
  const response = await request.get(url, { headers: bearer(token) });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()).result;
}

const firstIdOf = async (request: APIRequestContext, url: string, token: string) =>
  String((await getResult(request, url, token)).items[0]._id);

/** A T-PIN no other employee of the company has: six random digits, drawn again if taken. */
async function freeTpin(request: APIRequestContext, token: string): Promise<string> {
  for (;;) {
    const tpin = String(100_000 + (randomBytes(4).readUInt32BE() % 900_000));
    const { result } = await apiPost(request, "/fueling/api/employee/check-tpin", { tpin }, token);
    if (result.available === true) return tpin;
  }
}

/** Money the driver's purchase may hold at most: the company's wallet gets a top-up when it has less. */
const ENOUGH = 50_000;

/** A top-up of the company, approved in the operations console, when its wallet is short of `ENOUGH`. */
async function ensureFunds(request: APIRequestContext, token: string, companyId: string) {
  const balance = await getResult(request, "/fueling/api/balance", token);
  if (Number(balance.available) >= ENOUGH) return;
  const [account] = await getResult(request, "/fueling/api/top-up/accounts", token);
  await request.get("/health");
  const xsrf = (await request.storageState()).cookies.find((c) => c.name === "XSRF-TOKEN")?.value ?? "";
  const proof = await request.post("/fueling/api/upload/image", {
    headers: { ...bearer(token), "x-xsrf-token": xsrf },
    multipart: { file: { name: "slip.png", mimeType: "image/png", buffer: PHOTO_PNG } },
  });
  expect(proof.status(), await proof.text()).toBe(200);
  const topUp = await apiPost(
    request,
    "/fueling/api/top-up/add",
    {
      bank_code: account.bank_code,
      amount: ENOUGH * 2,
      slip_number: `SLIP-PUMP-${randomBytes(3).toString("hex")}`,
      proof_id: (await proof.json()).result._id,
    },
    token,
  );
  const ops = await apiPost(request, "/ops/api/auth/login", OPS_ADMIN);
  const approved = await request.post(`/ops/api/companies/${companyId}/top-ups/${topUp.result._id}/approve`, {
    headers: { ...bearer(ops.result.token), "x-xsrf-token": xsrf, "idempotency-key": randomBytes(16).toString("hex") },
  });
  expect(approved.status(), await approved.text()).toBe(200);
}

export interface Driver {
  /** The employee's name, as the portal lists the company's fuelings by. */
  name: string;
  carId: string;
  plate: string;
  tpin: string;
  /** The vehicle's odometer reading now. */
  odometer: number;
  /** What its QR code holds, as the fleet portal prints it on the sticker. */
  qrToken: string;
}

/**
 * A driver ready at the pump, prepared as the demo company's admin would in the fleet portal: a
 * petrol car of its own, a rule allowing every day, an employee with a T-PIN, assigned to the car
 * from an hour ago; and money in the wallet. Each run makes its own, so runs never meet.
 */
export async function prepareDriver(request: APIRequestContext, lang: Lang): Promise<Driver> {
  const login = await apiPost(request, "/fueling/api/auth/login", { email: DEMO_FLEET_ADMIN, password: DEMO_PASSWORD });
  const token = String(login.result.token);
  await ensureFunds(request, token, String(login.result.company._id));
  const tag = `${lang.toUpperCase()}${randomBytes(3).toString("hex").toUpperCase()}`;

  const rule = await apiPost(
    request,
    "/fueling/api/rule/add",
    {
      name: `Pump ${tag}`,
      fuel_type: "petrol",
      mode: "recurring",
      cycle: "weekly",
      fuel_limit: 500,
      fuelings_per_day: 5,
      fueling_days: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"],
    },
    token,
  );
  const types = await getResult(request, "/vehicle/api/vehicle-type?search=Car", token);
  const carType = types.items.find((type: { code: string }) => type.code === "car") ?? types.items[0];
  const make = await firstIdOf(request, `/vehicle/api/make/${carType._id}`, token);
  const model = await firstIdOf(request, `/vehicle/api/models/${make}`, token);
  const driver = {
    name: lang === "ar" ? "ياسر الشهري" : "Waqas Haider",
    carId: `ST-${tag}`,
    plate: `KHI-${tag}`,
    tpin: await freeTpin(request, token),
    odometer: 20_000,
  };
  const vehicle = await apiPost(
    request,
    "/fueling/api/vehicle/add",
    {
      car_id: driver.carId,
      vehicle_type_id: carType._id,
      fleet_type: "owned",
      make_id: make,
      model_id: model,
      year: 2022,
      plate_no: driver.plate,
      chassis_no: `CH-${tag}`,
      fuel_type: "petrol",
      initial_odometer: driver.odometer,
      current_odometer: driver.odometer,
      primary_tank_limit: 60,
      rule_id: rule.result._id,
    },
    token,
  );
  const employee = await apiPost(
    request,
    "/fueling/api/employee/add",
    {
      name: driver.name,
      employee_id: `DRV-${tag}`,
      phone: "+92 300 1234567",
      tpin: driver.tpin,
      confirm_tpin: driver.tpin,
    },
    token,
  );
  const hour = 3_600_000;
  await apiPost(
    request,
    "/fueling/api/vehicle-assignment/add",
    {
      vehicle_id: vehicle.result._id,
      employee_id: employee.result._id,
      starts_at: new Date(Date.now() - hour).toISOString(),
      ends_at: new Date(Date.now() + 8 * hour).toISOString(),
      start_odometer: driver.odometer,
    },
    token,
  );
  const qr = await getResult(request, `/fueling/api/vehicle/qr/${vehicle.result._id}`, token);
  return { ...driver, qrToken: String(qr.qr_token) };
}

/** The attendant's session through the API, as the terminal page gets it: for the checks behind the screen. */
export async function attendantToken(request: APIRequestContext): Promise<string> {
  const { result } = await apiPost(request, "/station/api/auth/login", ATTENDANT);
  return String(result.token);
}

/** A purchase of the station as its API tells it. */
export async function stationPurchase(request: APIRequestContext, token: string, reference: string) {
  return getResult(request, `/station/api/purchases/${encodeURIComponent(reference)}`, token);
}

/** `/station/login` in the journey's language, signed in as the demo attendant; the terminal opens. */
export async function signInToTerminal(page: Page, lang: Lang) {
  const t = labels(lang);
  await page.goto("/station/login");
  if (lang === "ar") await page.getByRole("button", { name: labels("en")("app.language.switch_label") }).click();
  await expectDirection(page, lang === "ar" ? "rtl" : "ltr", lang);
  await expect(page.getByRole("heading", { name: t("station.auth.title") })).toBeVisible();
  await page.getByLabel(t("fields.email")).fill(ATTENDANT.email);
  await page.getByLabel(t("fields.password"), { exact: true }).fill(ATTENDANT.password);
  await page.getByRole("button", { name: t("station.auth.submit") }).click();
  await expect(page).toHaveURL(/\/station$/);
}

/** The vehicle typed by its car id: a car id is unique only within a company, so the attendant picks the demo company's. */
export async function pickVehicleByCarId(page: Page, t: Labels, carId: string) {
  await page.getByRole("textbox", { name: t("station.identify.search_label") }).fill(carId);
  await page.getByRole("button", { name: t("station.identify.find") }).click();
  await page.getByRole("button", { name: t("station.identify.pick", { company: DEMO_COMPANY, car: carId }) }).click();
}

/** What the driver and the attendant type before the pump runs: the T-PIN, the odometer and the litres. */
export async function fillPurchaseDetails(
  page: Page,
  t: Labels,
  driver: Driver,
  reading: { odometer: number; litres: number },
) {
  await page.getByLabel(t("station.details.tpin"), { exact: true }).fill(driver.tpin);
  await page.getByRole("textbox", { name: t("station.details.odometer") }).fill(String(reading.odometer));
  await page.getByRole("textbox", { name: t("station.details.litres") }).fill(String(reading.litres));
}

/** A photo of the purchase taken and sent: its button offers to take it again once the server has it. */
export async function sendPhoto(page: Page, t: Labels, kind: "odometer" | "pump") {
  const photo = t(`station.photos.${kind}`);
  await page
    .getByLabel(photo, { exact: true })
    .setInputFiles({ name: `${kind}.png`, mimeType: "image/png", buffer: PHOTO_PNG });
  await expect(page.getByText(t("station.photos.retake", { photo }))).toBeVisible();
}

/**
 * The driver rates the station on the receipt, with the keyboard: a star is reached with Tab and
 * chosen with Space, then a comment and Send; the terminal thanks them.
 */
export async function rateStation(page: Page, t: Labels, rating: number, comment: string) {
  const form = page.getByRole("region", { name: t("station.review.title") });
  await form.getByRole("radio", { name: t("station.review.stars", { rating }) }).focus();
  await page.keyboard.press("Space");
  await expect(form.getByRole("radio", { name: t("station.review.stars", { rating }) })).toBeChecked();
  await form.getByRole("textbox", { name: t("station.review.comment") }).fill(comment);
  await form.getByRole("button", { name: t("station.review.send") }).click();
  await expect(page.getByRole("status").filter({ hasText: t("station.review.thanks") })).toBeVisible();
}

/** A line of the receipt, by its name ("station.receipt.<key>"). */
export const receiptRow = (page: Page, t: Labels, key: string) =>
  page
    .getByRole("table", { name: t("station.receipt.title") })
    .getByRole("row")
    .filter({ hasText: t(`station.receipt.${key}`) });

/** An amount of the demo company as every screen writes it, in either language: "PKR 1,350.00". */
export const pkr = (amount: number) =>
  `PKR ${amount.toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** What an IndexedDB store of the terminal holds: the open purchases of this device. */
export const openPurchasesOnDevice = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open("pitlane-station");
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const count = open.result.transaction("purchases").objectStore("purchases").count();
          count.onsuccess = () => resolve(count.result);
          count.onerror = () => reject(count.error);
        };
      }),
  );

/** A purchase of the demo company at the demo station, completed, with the odometer's photo sent (the pump's is not). */
export async function purchaseWithOdometerPhoto(request: APIRequestContext) {
  const driver = await prepareDriver(request, "en");
  const token = await attendantToken(request);
  const reference = `OPS-${randomBytes(4).toString("hex").toUpperCase()}`;
  const keyed = async (url: string, data: unknown) => {
    const xsrf = (await request.storageState()).cookies.find((c) => c.name === "XSRF-TOKEN")?.value ?? "";
    const headers = {
      authorization: `Bearer ${token}`,
      "x-xsrf-token": xsrf,
      "idempotency-key": randomBytes(16).toString("hex"),
    };
    const response = await request.post(url, { headers, data });
    expect(response.status(), await response.text()).toBe(200);
    return response.json();
  };
  const body = {
    reference,
    vehicle: driver.qrToken,
    tpin: driver.tpin,
    odometer: driver.odometer + 120,
    fuel_type: "petrol",
    litres: 20,
  };
  expect((await keyed("/station/api/purchases/authorise", body)).result.approved).toBe(true);
  await keyed(`/station/api/purchases/${reference}/complete`, { litres: 18 });
  const xsrf = (await request.storageState()).cookies.find((c) => c.name === "XSRF-TOKEN")?.value ?? "";
  const photo = await request.post(`/station/api/purchases/${reference}/photos/odometer`, {
    headers: { authorization: `Bearer ${token}`, "x-xsrf-token": xsrf },
    multipart: { file: { name: "odometer.png", mimeType: "image/png", buffer: PHOTO_PNG } },
  });
  expect(photo.status(), await photo.text()).toBe(200);
  return reference;
}
