import { expect, test } from "./toasts";
import { FAKE_CAMERA_FILE, forgetFakeCamera, showToFakeCamera } from "./fake-camera";
import { balanceAmount } from "./fleet-balance-steps";
import { openFromFleetNav } from "./fleet-record-steps";
import { DEMO_FLEET_MANAGER, openFleetLogin, signInToFleet } from "./fleet-steps";
import {
  disputeFlaggedPurchase,
  expectBothPhotosShown,
  expectRefundShown,
  expectPhotosUnreachableSaid,
  factValue,
  newestTransactionRow,
  readTransactionMoney,
  transactionCard,
} from "./fleet-transaction-steps";
import { labels } from "./labels";
import { OPS_ADMIN, refundInConsole, signInToConsole } from "./ops-steps";
import {
  DEMO_COMPANY,
  DEMO_STATION,
  attendantToken,
  fillPurchaseDetails,
  openPurchasesOnDevice,
  pickVehicleByCarId,
  pkr,
  prepareDriver,
  receiptRow,
  sendPhoto,
  signInToTerminal,
  stationPurchase,
  purchaseWithOdometerPhoto,
  rateStation,
} from "./station-steps";
import { readMinorUnits } from "./support";

/** A number or an amount as a translated sentence holds it: isolated, to read left to right in Arabic too. */
const inText = (text: string) => `\u2066${text}\u2069`;

// The driver is prepared through three APIs, then served on a phone-sized screen: near a minute when journeys run beside it.
test.describe.configure({ timeout: 120_000 });
test.use({ viewport: { width: 412, height: 915 }, hasTouch: true });

for (const lang of ["en", "ar"] as const) {
  test(`an attendant serves a driver: typed car id, T-PIN, approved, completed with fewer litres and a photo (${lang})`, async ({
    page,
    request,
  }) => {
    const t = labels(lang);
    const driver = await prepareDriver(request, lang);
    await signInToTerminal(page, lang);

    // Who serves where, and today's prices.
    const header = page.getByRole("banner");
    await expect(header).toContainText(DEMO_STATION);
    const prices = page.getByRole("list", { name: t("station.header.prices") });
    // The demo station sells petrol, hi-octane and diesel.
    await expect(prices.getByRole("listitem")).toHaveCount(3);
    for (const fuel of ["petrol", "hi_octane", "diesel"])
      await expect(prices).toContainText(t(`station.fuel_types.${fuel}`));

    // 1. The vehicle, by its car id.
    await pickVehicleByCarId(page, t, driver.carId);

    // 2. The driver's T-PIN (on a keypad), the odometer, the fuel (the car's own, chosen already) and the litres.
    await expect(page.getByRole("heading", { name: t("station.details.title") })).toBeVisible();
    await expect(page.getByText(driver.plate)).toBeVisible();
    await expect(page.getByLabel(t("station.details.tpin"), { exact: true })).toHaveAttribute("inputmode", "numeric");
    await expect(page.getByRole("radio", { name: t("station.fuel_types.petrol"), exact: true })).toBeChecked();
    await fillPurchaseDetails(page, t, driver, { odometer: driver.odometer + 180, litres: 30 });
    // The network drops after the server has answered: the terminal asks again with the same key, and
    // the server answers with its first answer instead of holding the money twice.
    const sent: { key: string; replayed?: string }[] = [];
    await page.route("**/station/api/purchases/authorise", async (route) => {
      const key = route.request().headers()["idempotency-key"] ?? "";
      const response = await route.fetch();
      if (sent.length === 0) {
        sent.push({ key });
        return route.abort("internetdisconnected");
      }
      sent.push({ key, replayed: response.headers()["idempotent-replayed"] });
      return route.fulfill({ response });
    });
    await page.getByRole("button", { name: t("station.details.authorise") }).click();

    // 3. Approved: the litres allowed, large, and the hold's expiry.
    await expect(page.getByRole("heading", { name: t("station.approved.title") })).toBeVisible();
    await expect(page.getByText(t("station.approved.litres", { litres: inText("30.00") }))).toBeVisible();
    await expect(page.getByText(t("station.approved.expires", { time: "" }).trim())).toBeVisible();
    expect(sent).toHaveLength(2);
    expect(sent[0]!.key).toMatch(/^[A-Za-z0-9._-]+:authorise$/);
    expect(sent[1]).toEqual({ key: sent[0]!.key, replayed: "true" });
    await page.unroute("**/station/api/purchases/authorise");

    // A reload loses nothing: the purchase is kept on the device and resumes where it was.
    expect(await openPurchasesOnDevice(page)).toBe(1);
    await page.reload();
    await expect(page.getByRole("heading", { name: t("station.approved.title") })).toBeVisible();

    // 4. Completed with fewer litres than allowed, and the odometer's photo; more is refused by the form.
    await page.getByRole("button", { name: t("station.approved.complete") }).click();
    const dispensed = page.getByRole("textbox", { name: t("station.complete.litres") });
    await dispensed.fill("30.5");
    await page.getByRole("button", { name: t("station.complete.submit") }).click();
    await expect(page.getByText(t("refusals.litres_above_authorised"))).toBeVisible();
    await sendPhoto(page, t, "odometer");
    await expect(page.getByText(t("station.photos.sent"))).toBeVisible();
    await dispensed.fill("22.5");
    await page.getByRole("button", { name: t("station.complete.submit") }).click();

    // The receipt.
    const row = (key: string) => receiptRow(page, t, key);
    await expect(row("company")).toContainText(DEMO_COMPANY);
    await expect(row("vehicle")).toContainText(driver.carId);
    await expect(row("fuel")).toContainText(t("station.fuel_types.petrol"));
    await expect(row("litres")).toContainText("22.50");
    const reference = (await row("reference").getByRole("cell").textContent()) ?? "";

    // Behind the screen: the station's API has it completed for what the pump gave, with its photo;
    // the receipt shows its amount, and the device keeps nothing of it any more.
    const purchase = await stationPurchase(request, await attendantToken(request), reference.trim());
    expect(purchase).toMatchObject({ status: "completed", litres: 22.5, photos: { odometer: true, pump: false } });
    await expect(row("amount")).toContainText(pkr(purchase.amount));
    expect(await openPurchasesOnDevice(page)).toBe(0);

    await page.getByRole("button", { name: t("station.new_purchase") }).click();
    await expect(page.getByRole("heading", { name: t("station.identify.title") })).toBeVisible();
  });
}

test("an open purchase outlasts a dead network, a reload and a sign-out; a void releases it", async ({
  page,
  request,
}) => {
  const t = labels("en");
  const driver = await prepareDriver(request, "en");
  await signInToTerminal(page, "en");
  const authorise = async (odometer: number) => {
    await pickVehicleByCarId(page, t, driver.carId);
    await fillPurchaseDetails(page, t, driver, { odometer, litres: 10 });
    await page.getByRole("button", { name: t("station.details.authorise") }).click();
  };

  // Approved, then left while the pump runs: the attendant serves another vehicle and comes back.
  await authorise(driver.odometer + 50);
  await expect(page.getByRole("heading", { name: t("station.approved.title") })).toBeVisible();
  await page.getByRole("button", { name: t("station.approved.another") }).click();
  const open = page.getByRole("region", { name: t("station.open.title") });
  await expect(open).toContainText(driver.carId);
  await expect(open).toContainText(t("station.open.steps.held"));
  await open.getByRole("button", { name: t("station.open.continue") }).click();

  // Voided after confirming: the hold is released, and the device forgets the purchase.
  await page.getByRole("button", { name: t("station.void.action"), exact: true }).click();
  await page
    .getByRole("dialog", { name: t("station.void.title") })
    .getByRole("button", { name: t("station.void.confirm") })
    .click();
  await expect(page.getByRole("heading", { name: t("station.voided.title") })).toBeVisible();
  expect(await openPurchasesOnDevice(page)).toBe(0);
  await page.getByRole("button", { name: t("station.new_purchase") }).click();

  // No network at all: the authorisation waits on the device, and a reload finds the server never had it.
  await page.route("**/station/api/purchases/authorise", (route) => route.abort("internetdisconnected"));
  await authorise(driver.odometer + 60);
  await expect(page.getByRole("heading", { name: t("station.unanswered.title") })).toBeVisible();
  expect(await openPurchasesOnDevice(page)).toBe(1);
  await page.reload();
  await expect(page.getByText(t("station.unanswered.never_received"))).toBeVisible();
  await expect(page.getByRole("button", { name: t("station.unanswered.discard") })).toBeVisible();

  // The network is back: sent again as it was, then it survives a sign-out on the device.
  await page.unroute("**/station/api/purchases/authorise");
  await page.getByRole("button", { name: t("station.unanswered.retry") }).click();
  await expect(page.getByRole("heading", { name: t("station.approved.title") })).toBeVisible();
  await page.getByRole("button", { name: t("actions.sign_out") }).click();
  await signInToTerminal(page, "en");
  await expect(page.getByRole("heading", { name: t("station.approved.title") })).toBeVisible();
  expect(await openPurchasesOnDevice(page)).toBe(1);
});

/** Chromium's fake camera plays the QR code the test writes; the page may use it without asking. */
const withCamera = test.extend({
  launchOptions: [
    async ({ launchOptions }, use) => {
      showToFakeCamera("");
      await use({
        ...launchOptions,
        args: [
          ...(launchOptions.args ?? []),
          "--use-fake-device-for-media-stream",
          "--use-fake-ui-for-media-stream",
          `--use-file-for-fake-video-capture=${FAKE_CAMERA_FILE}`,
        ],
      });
      forgetFakeCamera();
    },
    { scope: "worker" },
  ],
  permissions: ["camera"],
});

withCamera(
  "the attendant scans the vehicle's QR sticker with the camera and goes straight on",
  async ({ page, request }) => {
    const t = labels("en");
    const driver = await prepareDriver(request, "en");
    showToFakeCamera(driver.qrToken);
    await signInToTerminal(page, "en");
    await page.getByRole("button", { name: t("station.identify.scan") }).click();
    const scanner = page.getByRole("dialog", { name: t("station.scanner.title") });
    await expect(scanner).toBeVisible();
    // The QR token names one vehicle on the whole platform: no list to pick from.
    await expect(page.getByRole("heading", { name: t("station.details.title") })).toBeVisible();
    await expect(scanner).toBeHidden();
    await expect(page.getByText(driver.plate)).toBeVisible();
    await expect(page.getByText(DEMO_COMPANY)).toBeVisible();
  },
);

/**
 * The terminal and the company's portal side by side: in one file with the terminal's own journeys,
 * which run one after the other, because the portal reads the demo company's newest transaction and
 * its balance before and after, and a purchase of another journey in between would count.
 */
test.describe("the portal beside the terminal", () => {
  // The portal on a desktop screen; the terminal opens on a phone of its own.
  test.use({ viewport: { width: 1280, height: 800 }, hasTouch: false });
  // Two browsers signing in and a purchase from start to end, on a machine journeys share.
  test.describe.configure({ timeout: 180_000 });

  for (const lang of ["en", "ar"] as const) {
    test(`a driver of the demo company buys at the pump and rates the station; its fleet manager finds the purchase on top, both photos, the rating, and the balance down by its total (${lang})`, async ({
      browser,
      page: portal,
      request,
    }) => {
      const t = labels(lang);
      const driver = await prepareDriver(request, lang);

      // The fleet manager, in the portal, reads the company's balance before.
      await openFleetLogin(portal, lang);
      await signInToFleet(portal, t, DEMO_FLEET_MANAGER, /\/fleet\/dashboard$/);
      await openFromFleetNav(portal, t, "balance", /\/fleet\/balance$/);
      const before = {
        available: await readMinorUnits(balanceAmount(portal, t, "available")),
        posted: await readMinorUnits(balanceAmount(portal, t, "posted")),
      };

      // The attendant, at the terminal on a phone: the driver's car id, T-PIN, odometer and 30 litres.
      const phone = await browser.newContext({ viewport: { width: 412, height: 915 }, hasTouch: true });
      const terminal = await phone.newPage();
      await signInToTerminal(terminal, lang);
      await pickVehicleByCarId(terminal, t, driver.carId);
      await fillPurchaseDetails(terminal, t, driver, { odometer: driver.odometer + 240, litres: 30 });
      await terminal.getByRole("button", { name: t("station.details.authorise") }).click();
      await expect(terminal.getByRole("heading", { name: t("station.approved.title") })).toBeVisible();

      // Completed with fewer litres than approved, and both photos.
      await terminal.getByRole("button", { name: t("station.approved.complete") }).click();
      await sendPhoto(terminal, t, "odometer");
      await sendPhoto(terminal, t, "pump");
      await terminal.getByRole("textbox", { name: t("station.complete.litres") }).fill("24.5");
      await terminal.getByRole("button", { name: t("station.complete.submit") }).click();
      await expect(receiptRow(terminal, t, "litres")).toContainText("24.50");
      const reference = ((await receiptRow(terminal, t, "reference").getByRole("cell").textContent()) ?? "").trim();
      const fuelOnReceipt = await readMinorUnits(receiptRow(terminal, t, "amount").getByRole("cell"));
      // The driver rates the station on the receipt screen.
      const comment = lang === "ar" ? "خدمة سريعة ومضخة نظيفة." : "Quick service, clean pump.";
      await rateStation(terminal, t, 4, comment);
      await phone.close();

      // The portal: the purchase is the newest transaction, and its page tells what was bought where.
      const newest = await newestTransactionRow(portal, t);
      await expect(newest).toContainText(reference);
      await expect(newest).toContainText(DEMO_STATION);
      await expect(newest).toContainText(driver.plate);
      await expect(newest).toContainText(driver.name);
      await expect(newest).toContainText(t("fleet.transaction.statuses.completed"));
      await newest.getByRole("link", { name: t("fleet.transaction.list.view", { reference }) }).click();
      await expect(
        portal.getByRole("heading", {
          name: t("fleet.transaction.detail.title", { reference: `\u2066${reference}\u2069` }),
        }),
      ).toBeVisible();
      const purchase = transactionCard(portal, t, "purchase");
      await expect(factValue(purchase, t("fleet.transaction.detail.fields.station"))).toContainText(DEMO_STATION);
      await expect(factValue(purchase, t("fleet.transaction.detail.fields.employee"))).toHaveText(driver.name);
      await expect(factValue(purchase, t("fleet.transaction.detail.fields.litres"))).toHaveText(
        t("fleet.transaction.row.litres", { litres: "24.5" }),
      );

      // Fuel as the receipt said, plus commission and tax: the total, which the list shows too.
      const money = await readTransactionMoney(portal, t);
      expect(money.fuel).toBe(fuelOnReceipt);
      expect(money.commission).toBeGreaterThan(0);
      expect(money.fuel + money.commission + money.tax).toBe(money.total);
      await expectBothPhotosShown(portal, t);
      // The driver's rating of the station, as given at the pump.
      const rating = portal.getByRole("region", { name: t("fleet.feedback.station_review.title") });
      await expect(rating).toContainText(t("fleet.feedback.station_review.stars", { rating: 4 }));
      await expect(rating).toContainText(comment);
      const detailPage = portal.url();
      await portal.getByRole("link", { name: t("fleet.transaction.back_to_list") }).click();
      await expect(newest).toContainText(pkr(money.total / 100));

      // The balance went down by exactly that total: what was paid, and what is left to spend.
      await openFromFleetNav(portal, t, "balance", /\/fleet\/balance$/);
      await expect(balanceAmount(portal, t, "posted")).toHaveText(pkr((before.posted - money.total) / 100));
      await expect(balanceAmount(portal, t, "available")).toHaveText(pkr((before.available - money.total) / 100));

      // Behind the screen: with the network failing, the photos' places say they could not be fetched.
      await portal.route("**/fueling/api/upload/*", (route) => route.abort("internetdisconnected"));
      // Loaded anew: the photos fetched before are kept only in the page's memory.
      await portal.goto(detailPage);
      await expectPhotosUnreachableSaid(portal, t);
    });
  }
});

/** The console reads the purchase the pump just made on top of the demo company's: in this file for the same reason. */
test.describe("the console beside the pump", () => {
  test.use({ viewport: { width: 1280, height: 800 }, hasTouch: false });

  test("an admin opens the demo company's purchases, then one purchase with its transfers and photos", async ({
    page,
    request,
  }) => {
    const t = labels("en");
    const reference = await purchaseWithOdometerPhoto(request);
    await signInToConsole(page, "en", OPS_ADMIN);
    await page
      .getByRole("navigation", { name: t("app.nav.label") })
      .getByRole("link", { name: t("ops.nav.companies") })
      .click();
    const companies = page.getByRole("table", { name: t("ops.company.title") });
    await expect(companies.getByRole("row").nth(1)).toBeVisible();
    await page.getByRole("searchbox", { name: t("list.search") }).fill(DEMO_COMPANY);
    // The search reaches the URL after a pause: a link clicked before then is undone by it.
    await expect(page).toHaveURL(/search=Indus/);
    await expect(companies.getByRole("row")).toHaveCount(2);
    await page.getByRole("link", { name: DEMO_COMPANY }).click();
    await expect(page.getByRole("heading", { name: DEMO_COMPANY, level: 1 })).toBeVisible({ timeout: 30_000 });

    // Months of purchases, newest first: ours is at the top, the demo's declines among the rest.
    await page.getByRole("tab", { name: t("ops.company.sections.purchases") }).click();
    await expect(page).toHaveURL(/\/ops\/companies\/[^/]+\/purchases$/);
    const purchases = page.getByRole("table", { name: t("fleet.transaction.title") });
    await expect(purchases.getByRole("row").nth(1)).toContainText(reference);
    await page.getByRole("tab", { name: t("fleet.transaction.statuses.declined") }).click();
    await expect(purchases.getByRole("row").nth(1)).toContainText(t("fleet.transaction.statuses.declined"));
    await page.getByRole("tab", { name: t("fleet.transaction.statuses.all") }).click();

    await purchases.getByRole("link", { name: t("fleet.transaction.list.view", { reference }) }).click();
    await expect(page.getByRole("heading", { level: 1 })).toContainText(reference);
    await expect(page.getByText(t("fleet.transaction.statuses.completed")).first()).toBeVisible();
    const transfers = page.getByRole("table", { name: t("fleet.transaction.detail.transfers.label") });
    await expect(transfers.getByRole("row").filter({ hasText: t("fleet.transaction.kinds.fuel") })).toHaveCount(1);
    // The station sent the odometer's photo, not the pump's.
    await expect(page.getByRole("img", { name: t("fleet.transaction.detail.photo.odometer") })).toBeVisible();
    await expect(page.getByText(t("fleet.transaction.detail.photo.none"))).toHaveCount(1);

    await page
      .getByRole("link", { name: t("ops.company.purchases.back_to", { company: `\u2068${DEMO_COMPANY}\u2069` }) })
      .click();
    await expect(purchases.getByRole("row").nth(1)).toContainText(reference);
  });
});

/** A dispute from the portal to the console and back: here too, for the balance read before and after. */
test.describe("a dispute from the portal to the console", () => {
  test.use({ viewport: { width: 1280, height: 800 }, hasTouch: false });
  test.describe.configure({ timeout: 180_000 });

  test("a fleet manager disputes a flagged fill of the demo; an admin refunds it in the console; the balance goes up by its total", async ({
    browser,
    page: portal,
  }) => {
    const t = labels("en");
    await openFleetLogin(portal, "en");
    await signInToFleet(portal, t, DEMO_FLEET_MANAGER, /\/fleet\/dashboard$/);
    await openFromFleetNav(portal, t, "balance", /\/fleet\/balance$/);
    const before = await readMinorUnits(balanceAmount(portal, t, "posted"));

    const note = "The driver was on leave that day: not our fill."; // the company's, on a flagged fill to review
    const reference = await disputeFlaggedPurchase(portal, t, note);
    const money = await readTransactionMoney(portal, t);
    const detailPage = portal.url();

    // The console: the dispute waits under Open; an admin refunds it with a note.
    const decision = "The station's camera shows another vehicle at the pump.";
    const total = pkr(money.total / 100);
    await refundInConsole(browser, t, { reference, company: DEMO_COMPANY, note, total }, decision);

    // The portal: the decision on the purchase, its charges reversed, and the balance up by its total.
    await portal.goto(detailPage);
    await expectRefundShown(portal, t, decision, money.tax > 0 ? 3 : 2);
    await openFromFleetNav(portal, t, "balance", /\/fleet\/balance$/);
    await expect(balanceAmount(portal, t, "posted")).toHaveText(pkr((before + money.total) / 100));
  });
});
