import fs from "node:fs";
import path from "node:path";
import { randomBytes } from "node:crypto";
import { expect, type APIRequestContext, type Locator, type Page } from "@playwright/test";
import type { Labels } from "./labels";

export const DEMO = { email: "owner@pitlane-motors.test", password: "pitlane-demo" } as const;

export const uniqueEmail = (prefix = "owner") => `${prefix}-${randomBytes(4).toString("hex")}@example.test`;

function mailDir(): string {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error("E2E_DATA_DIR is not set: run through the Playwright config");
  return path.join(dataDir, "mail");
}

/** The newest mail the server wrote to its outbox for this recipient (it arrives as an .eml file). */
export async function latestMailTo(recipient: string): Promise<string> {
  let found: string | undefined;
  await expect
    .poll(
      () => {
        const dir = mailDir();
        if (!fs.existsSync(dir)) return undefined;
        const files = fs
          .readdirSync(dir)
          .filter((f) => f.endsWith(".eml"))
          .sort()
          .reverse();
        found = files
          .map((f) => fs.readFileSync(path.join(dir, f), "utf8"))
          .find((mail) => mail.includes(`To: ${recipient}`));
        return found;
      },
      { message: `a mail to ${recipient}` },
    )
    .toBeTruthy();
  return found ?? "";
}

/** The reset link in a reset-password mail, as a path on the app (quoted-printable soft breaks removed). */
export function resetPathIn(mail: string): string {
  const unfolded = mail.replace(/=\r?\n/g, "");
  const match = unfolded.match(/https?:\/\/[^/\s]+(\/reset-password\/[\w-]+)/);
  if (!match?.[1]) throw new Error("no reset link in the mail");
  return match[1];
}

export async function expectDirection(page: Page, dir: "ltr" | "rtl", lang: "en" | "ar") {
  await expect(page.locator("html")).toHaveAttribute("dir", dir);
  await expect(page.locator("html")).toHaveAttribute("lang", lang);
}

/** The element shows all of its text: nothing clipped or cut to an ellipsis ("IN-ACTI…"). */
export async function expectWholeText(element: Locator) {
  await expect(element).toBeVisible();
  const widths = await element.evaluate((e) => ({ content: e.scrollWidth, box: e.clientWidth }));
  expect(widths.content, `${await element.textContent()} fits its box`).toBeLessThanOrEqual(widths.box);
}

/**
 * The contrast ratio (WCAG) between an element's text and what is behind it (its own background,
 * else its nearest painted ancestor's), and between that background and the page's: what a reader
 * of either theme needs (4.5 for text).
 */
export async function contrastsOf(element: Locator): Promise<{ text: number; againstPage: number }> {
  return element.evaluate((node) => {
    const channels = (color: string) => (color.match(/[\d.]+/g) ?? []).map(Number);
    const isPainted = (color: string) => (channels(color)[3] ?? 1) > 0;
    const luminance = (color: string) => {
      const [r = 0, g = 0, b = 0] = channels(color)
        .slice(0, 3)
        .map((c) => {
          const v = c / 255;
          return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
        });
      return 0.2126 * r + 0.7152 * g + 0.0722 * b;
    };
    const ratio = (a: string, b: string) => {
      const [hi = 0, lo = 0] = [luminance(a), luminance(b)].sort((x, y) => y - x);
      return (hi + 0.05) / (lo + 0.05);
    };
    let behind = getComputedStyle(node).backgroundColor;
    for (let up = node.parentElement; !isPainted(behind) && up; up = up.parentElement) {
      behind = getComputedStyle(up).backgroundColor;
    }
    const page = getComputedStyle(document.body).backgroundColor;
    return { text: ratio(getComputedStyle(node).color, behind), againstPage: ratio(behind, page) };
  });
}

/**
 * POSTs to the real API the way the web app does: the XSRF cookie from a first GET, echoed in the
 * header, and the session's bearer token when given. The answer comes back whatever its status.
 */
export async function sendPost(request: APIRequestContext, url: string, data: unknown, token?: string) {
  return sendChange(request, "post", url, data, token);
}

/** `sendPost` for any method that changes something (PUT, PATCH). */
async function sendChange(
  request: APIRequestContext,
  method: "post" | "put" | "patch",
  url: string,
  data: unknown,
  token?: string,
) {
  await request.get("/health");
  const { cookies } = await request.storageState();
  const xsrf = cookies.find((c) => c.name === "XSRF-TOKEN")?.value ?? "";
  const headers: Record<string, string> = { "x-xsrf-token": xsrf };
  if (token) headers.authorization = `Bearer ${token}`;
  return request[method](url, { headers, data });
}

/** `sendPost` that expects a 200 and gives back the envelope. */
export async function apiPost(request: APIRequestContext, url: string, data: unknown, token?: string) {
  const response = await sendPost(request, url, data, token);
  expect(response.status(), await response.text()).toBe(200);
  return response.json();
}

/** `apiPost` with PUT (a full update, or the spec's status changes). */
export async function apiPut(request: APIRequestContext, url: string, data: unknown, token?: string) {
  const response = await sendChange(request, "put", url, data, token);
  expect(response.status(), await response.text()).toBe(200);
  return response.json();
}

/** Signs in through the API (as the sign-in page does) and gives back the session's bearer token. */
export async function signInThroughApi(request: APIRequestContext, user: { email: string; password: string }) {
  const { result } = await apiPost(request, "/auth/api/user/login-shop-dashboard", user);
  return String(result.token);
}

/**
 * A team member of the owner's shop who may sign in, with a role of its own holding `permissions`:
 * the invitation's link sets the password, as the member would on its page.
 */
export async function addMemberThroughApi(
  request: APIRequestContext,
  ownerToken: string,
  member: { role: string; permissions: string[]; email: string; password: string },
) {
  const { result: role } = await apiPost(
    request,
    "/auth/api/role/merchant-role-post",
    { name: member.role, permissions: member.permissions },
    ownerToken,
  );
  await apiPost(
    request,
    "/customer/api/shop-user-detail/add-shop-user",
    {
      name_eng: "Nida Aslam",
      gender: "Female",
      job_title: "receptionist",
      email: member.email,
      can_sign_in: true,
      role_id: role._id,
    },
    ownerToken,
  );
  const token = resetPathIn(await latestMailTo(member.email))
    .split("/")
    .pop();
  await apiPost(request, "/auth/api/user/reset-customer-password", { token, password: member.password });
}

/** A branch of the signed-in owner's shop; its id comes back. */
export async function createBranchThroughApi(
  request: APIRequestContext,
  token: string,
  names: { english: string; arabic: string },
) {
  const { result } = await apiPost(
    request,
    "/customer/api/shop-branch/add-shop-branch",
    { branch_name_english: names.english, branch_name_arabic: names.arabic, phone: "+92 42 3500 1122" },
    token,
  );
  return String(result._id);
}

/** The id of the reference country named `name` (English). */
export async function countryIdOf(request: APIRequestContext, name: string): Promise<string> {
  const response = await request.get(`/fueling/api/country/get-all?search=${encodeURIComponent(name)}`);
  expect(response.status(), await response.text()).toBe(200);
  const { result } = await response.json();
  const country = result.items.find((item: { name: string }) => item.name === name);
  if (!country) throw new Error(`reference data has no ${name}`);
  return String(country._id);
}

export async function createShopThroughApi(request: APIRequestContext, email = uniqueEmail()) {
  const password = "journey-password-1";
  await apiPost(request, "/customer/api/shop/shop-signup", {
    shop_name: "Karachi Auto Clinic",
    name: "Sana Malik",
    email,
    phone: "+92 321 5550000",
    password,
    currency: "PKR",
    country_id: await countryIdOf(request, "Pakistan"),
  });
  return { email, password };
}

export async function signInThroughPage(page: Page, t: Labels, user: { email: string; password: string }) {
  await page.goto("/");
  await page.getByLabel(t("fields.email")).fill(user.email);
  await page.getByLabel(t("fields.password")).fill(user.password);
  await page.getByRole("button", { name: t("auth.sign_in.submit") }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

/**
 * The highlight of a segmented control sits on its chosen option (Mantine draws it apart from the
 * options, so a layout fault in right to left can put it over another one).
 */
export async function expectSegmentHighlighted(control: Locator, label: string) {
  const chosen = control.locator("label", { hasText: label });
  await expect(chosen).toHaveAttribute("data-active", "true");
  const indicator = control.locator(".mantine-SegmentedControl-indicator");
  await expect
    .poll(async () => {
      const [box, target] = await Promise.all([indicator.boundingBox(), chosen.boundingBox()]);
      if (!box || !target) return Number.POSITIVE_INFINITY;
      return Math.abs(box.x + box.width / 2 - (target.x + target.width / 2));
    })
    .toBeLessThan(4);
}

/**
 * The amount an element shows ("PKR 1,350.00", once it shows one), in the currency's minor unit:
 * whole numbers, so that amounts read off a screen add up exactly.
 */
export async function readMinorUnits(amount: Locator): Promise<number> {
  await expect(amount).toHaveText(/\d\.\d\d$/);
  const text = (await amount.textContent()) ?? "";
  return Math.round(Number(text.replace(/[^\d.-]/g, "")) * 100);
}

/** A number plate reads as one piece: on a single line, its letters and digits in order, in either direction. */
export async function expectPlateWhole(plate: Locator, text: string) {
  await expect(plate).toHaveText(text);
  const lines = await plate.evaluate((element) => element.getClientRects().length);
  expect(lines, `${text} wraps`).toBe(1);
}
