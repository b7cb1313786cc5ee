import { test } from "./toasts";
import { createCompanyThroughApi, openFleetLogin, signInToFleet } from "./fleet-steps";
import { exportHistory, seeEmptyBalance, seePendingTopUp, sendTopUp, setLowBalanceAlert } from "./fleet-balance-steps";
import { labels } from "./labels";
import { expectDirection } from "./support";

// Approving a request is the operations console's (its own journey): here the company's side.
for (const lang of ["en", "ar"] as const) {
  test(`a fleet company sends a top-up with its proof, sees it pending on its clock, exports it and sets a low-balance alert (${lang})`, async ({
    page,
    request,
  }, testInfo) => {
    const t = labels(lang);
    const admin = await createCompanyThroughApi(request, lang === "ar" ? "شركة الرصيد" : "Indus Balance");
    await openFleetLogin(page, lang);
    await signInToFleet(page, t, admin, /\/fleet\/dashboard$/);
    await expectDirection(page, lang === "ar" ? "rtl" : "ltr", lang);

    const topUp = {
      bank: "Al Rajhi Bank",
      iban: "SA9680000000608010123456",
      amount: 1500,
      shown: "SAR 1,500.00",
      slip: `SLIP-${lang.toUpperCase()}-${Date.now() % 100000}`,
    };
    await seeEmptyBalance(page, t);
    await sendTopUp(page, t, topUp);
    await seePendingTopUp(page, t, topUp);
    await exportHistory(page, t, topUp, testInfo);
    await setLowBalanceAlert(page, t, 100);
  });
}
