import { expect } from "./toasts";
import { balanceAmount } from "./fleet-balance-steps";
import { openFromFleetNav } from "./fleet-record-steps";
import { DEMO_FLEET_MANAGER, openFleetLogin, signInToFleet } from "./fleet-steps";
import {
  expectBothPhotosShown,
  expectPhotosUnreachableSaid,
  factValue,
  newestTransactionRow,
  readTransactionMoney,
  transactionCard,
} from "./fleet-transaction-steps";
import { labels } from "./labels";
import {
  DEMO_STATION,
  fillPurchaseDetails,
  pickVehicleByCarId,
  pkr,
  prepareDriver,
  pumpTest as test,
  receiptRow,
  sendPhoto,
  signInToTerminal,
} from "./station-steps";
import { readMinorUnits } from "./support";

// Two browsers signing in and a purchase from start to end, on a machine journeys share.
test.describe.configure({ timeout: 180_000 });

for (const lang of ["en", "ar"] as const) {
  test(`a driver of the demo company buys at the pump; its fleet manager finds the purchase on top, both photos, and the balance down by its total (${lang})`, async ({
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
