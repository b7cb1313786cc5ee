import { randomUUID } from "node:crypto";
import type { APIRequestContext } from "@playwright/test";
import { expect, expectToast, test } from "./toasts";
import { choose } from "./catalog-steps";
import { labels } from "./labels";
import { OPS_ADMIN, signInToConsole } from "./ops-steps";
import { apiPost } from "./support";

/** The admin's token, to check behind the screen what the console's API answers. */
async function adminToken(request: APIRequestContext): Promise<string> {
  const { result } = await apiPost(request, "/ops/api/auth/login", OPS_ADMIN);
  return String(result.token);
}

async function opsGet(request: APIRequestContext, token: string, url: string) {
  const res = await request.get(url, { headers: { authorization: `Bearer ${token}` } });
  expect(res.status(), await res.text()).toBe(200);
  return { text: await res.text(), result: (await res.json()).result };
}

test.describe.configure({ timeout: 120_000 });

test("an admin adds a station, a terminal whose key shows once, and the station's own price", async ({
  page,
  request,
}) => {
  const t = labels("en");
  const name = `Bahria Service Station ${randomUUID().slice(0, 6)}`;
  await signInToConsole(page, "en", OPS_ADMIN);
  await page
    .getByRole("navigation", { name: t("app.nav.label") })
    .getByRole("link", { name: t("ops.nav.stations") })
    .click();
  // The demo's stations are listed.
  const list = page.getByRole("table", { name: t("ops.station.title") });
  await expect(list.getByRole("row").filter({ hasText: "PSO Clifton Block 5" })).toBeVisible({ timeout: 30_000 });

  // The station: refused without a fuel, added with its place and coordinates.
  await page.getByRole("link", { name: t("ops.station.add") }).click();
  await expect(page.getByRole("heading", { name: t("ops.station.title_add"), level: 1 })).toBeVisible();
  await page.getByRole("textbox", { name: t("ops.station.fields.name") }).fill(name);
  await page.getByRole("textbox", { name: t("ops.station.fields.brand") }).fill("PSO");
  await page.getByRole("textbox", { name: t("fields.address") }).fill("Bahria Town, Super Highway");
  await choose(page, page, t("fields.country"), "Pakistan");
  await choose(page, page, t("fields.state"), "Sindh");
  await choose(page, page, t("fields.city"), "Karachi");
  await page.getByRole("textbox", { name: t("ops.station.fields.latitude") }).fill("25.0096");
  await page.getByRole("textbox", { name: t("ops.station.fields.longitude") }).fill("67.3108");
  for (const fuel of ["petrol", "hi_octane", "diesel"]) {
    await page.getByRole("checkbox", { name: t(`ops.station.fuel_types.${fuel}`) }).uncheck();
  }
  await page.getByRole("button", { name: t("ops.station.add") }).click();
  await expect(page.getByText(t("refusals.fuel_types_required"))).toBeVisible();
  await page.getByRole("checkbox", { name: t("ops.station.fuel_types.petrol") }).check();
  await page.getByRole("checkbox", { name: t("ops.station.fuel_types.diesel") }).check();
  await page.getByRole("button", { name: t("ops.station.add") }).click();
  await expectToast(page, t("ops.station.created", { name }));
  await expect(page.getByRole("heading", { name, level: 1 })).toBeVisible({ timeout: 30_000 });
  const stationId = page.url().split("/").pop()!;

  // What it charges now: Pakistan's prices of the demo, for the fuels it sells.
  const charges = page.getByRole("table", { name: t("ops.station.prices.station_title") });
  const petrolNow = charges.getByRole("row").filter({ hasText: t("ops.station.fuel_types.petrol") });
  await expect(petrolNow).toContainText("PKR 272.89");
  await expect(petrolNow).toContainText(t("ops.station.prices.sources.country"));
  await expect(charges.getByRole("row")).toHaveCount(3);

  // A terminal: its key shows once, in a dialog that closes only when the admin says it is copied.
  const newTerminal = page.getByRole("form", { name: t("ops.station.terminals.new") });
  await newTerminal.getByRole("textbox", { name: t("ops.station.terminals.name") }).fill("Counter tablet");
  await newTerminal.getByRole("button", { name: t("ops.station.terminals.add") }).click();
  const dialog = page.getByRole("dialog", { name: t("ops.station.terminals.key_title", { name: "Counter tablet" }) });
  await expect(dialog).toContainText(t("ops.station.terminals.key_warning"));
  const key = (await dialog.getByText(/^pt_/).textContent())!.trim();
  expect(key).toMatch(/^pt_[A-Za-z0-9_-]{43}$/);
  await dialog.getByRole("button", { name: t("ops.station.terminals.key_done") }).click();
  await expect(dialog).toBeHidden();
  const terminals = page.getByRole("table", { name: t("ops.station.terminals.title") });
  const terminal = terminals.getByRole("row").filter({ hasText: "Counter tablet" });
  await expect(terminal).toContainText(t("ops.station.terminals.statuses.active"));
  await expect(page.getByText(key)).toHaveCount(0);
  await page.reload();
  await expect(terminal).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText(key)).toHaveCount(0);

  // An attendant who will sign in on the terminal page; switched off after a confirmation.
  const newAttendant = page.getByRole("form", { name: t("ops.station.attendants.new") });
  await newAttendant.getByRole("textbox", { name: t("ops.station.attendants.name") }).fill("Nadia Attendant");
  await newAttendant
    .getByRole("textbox", { name: t("ops.station.attendants.email") })
    .fill(`nadia-${Date.now()}@station.test`);
  await newAttendant.getByLabel(t("ops.station.attendants.password")).fill("forecourt-evening-4");
  await newAttendant.getByRole("button", { name: t("ops.station.attendants.add") }).click();
  await expectToast(page, t("ops.station.attendants.added", { name: "Nadia Attendant" }));
  const attendants = page.getByRole("table", { name: t("ops.station.attendants.title") });
  const attendant = attendants.getByRole("row").filter({ hasText: "Nadia Attendant" });
  await expect(attendant).toContainText(t("ops.station.attendants.statuses.active"));
  await attendant
    .getByRole("button", { name: t("ops.station.attendants.switch_off.of", { name: "Nadia Attendant" }) })
    .click();
  await page
    .getByRole("dialog")
    .getByRole("button", { name: t("ops.station.attendants.switch_off.confirm") })
    .click();
  await expect(attendant).toContainText(t("ops.station.attendants.statuses.inactive"));

  // The station's own price of petrol, from the next midnight in Karachi: scheduled, not in force yet.
  const newPrice = page.getByRole("form", { name: t("ops.station.prices.new_own") });
  await choose(page, newPrice, t("ops.station.prices.fuel"), t("ops.station.fuel_types.petrol"));
  await newPrice.getByRole("textbox", { name: t("ops.station.prices.price") }).fill("271.23456");
  await newPrice.getByRole("button", { name: t("ops.station.prices.submit") }).click();
  await expect(newPrice.getByText(t("refusals.litre_price"))).toBeVisible();
  await newPrice.getByRole("textbox", { name: t("ops.station.prices.price") }).fill("271.2345");
  await newPrice.getByRole("button", { name: t("ops.station.prices.submit") }).click();
  await expectToast(page, t("ops.station.prices.saved"));
  const own = page.getByRole("table", { name: t("ops.station.prices.station_history") });
  await expect(own.getByRole("row").filter({ hasText: "PKR 271.2345" })).toContainText(
    t("ops.station.fuel_types.petrol"),
  );
  await expect(petrolNow).toContainText(t("ops.station.prices.sources.country"));

  // Behind the screen: the key is listed nowhere, and from its moment on the station's own price is charged.
  const token = await adminToken(request);
  const listed = await opsGet(request, token, `/ops/api/stations/${stationId}/terminals`);
  expect(listed.result.items).toEqual([expect.objectContaining({ name: "Counter tablet", status: "active" })]);
  expect(listed.text).not.toContain(key);
  const later = new Date(Date.now() + 2 * 86_400_000).toISOString();
  const inForce = await opsGet(
    request,
    token,
    `/ops/api/stations/${stationId}/fuel-prices/in-force?at=${encodeURIComponent(later)}`,
  );
  expect(inForce.result).toContainEqual(
    expect.objectContaining({ fuel_type: "petrol", price: 2_712_345, currency: "PKR", source: "station" }),
  );
});

test("the station list and the fuel prices read in Arabic, right to left", async ({ page }) => {
  const t = labels("ar");
  await signInToConsole(page, "ar", OPS_ADMIN);
  await page
    .getByRole("navigation", { name: t("app.nav.label") })
    .getByRole("link", { name: t("ops.nav.stations") })
    .click();
  await expect(page.getByRole("heading", { name: t("ops.station.title"), level: 1 })).toBeVisible({ timeout: 30_000 });
  await page.getByRole("searchbox", { name: t("list.search") }).fill("PSO Clifton");
  const list = page.getByRole("table", { name: t("ops.station.title") });
  await expect(list.getByRole("row")).toHaveCount(2);
  const row = list.getByRole("row").filter({ hasText: "PSO Clifton Block 5" });
  await expect(row).toContainText(`كراتشي${t("ops.station.fields.place_separator")}باكستان`);
  await expect(row).toContainText(t("ops.station.fuel_types.hi_octane"));
  await expect(row).toContainText(t("statuses.active"));
  await expect(list.getByRole("columnheader", { name: t("ops.station.fields.fuel_types") })).toBeVisible();

  // The city's Arabic name finds the stations there.
  await page.getByRole("searchbox", { name: t("list.search") }).fill("الرياض");
  await expect(list.getByRole("row").filter({ hasText: "SASCO Northern Ring Road" })).toBeVisible();
  await expect(list.getByRole("row").filter({ hasText: "PSO Clifton Block 5" })).toHaveCount(0);

  // The prices in force, in each country's currency.
  await page.getByRole("tab", { name: t("ops.station.tabs.prices") }).click();
  const inForce = page.getByRole("table", { name: t("ops.station.prices.in_force_title") });
  await expect(inForce.getByRole("row").filter({ hasText: "SAR 2.18" })).toContainText("السعودية");
  await expect(inForce.getByRole("row").filter({ hasText: "PKR 272.89" })).toContainText("باكستان");
});
