import { test as base, expect, type BrowserContext, type Page } from "@playwright/test";

/*
 * Spec 000 closes a toast after 2 s: on a busy machine a step can look later than that, and a toast
 * that came and went would fail it. Every page of the browser keeps the alerts it showed, so a step
 * asks what the user was shown, not what is still on screen.
 */

declare global {
  interface Window {
    shownAlerts?: Element[];
  }
}

function keepAlerts() {
  const shown: Element[] = (window.shownAlerts = []);
  new MutationObserver((records) => {
    for (const record of records) {
      for (const node of record.addedNodes) {
        if (!(node instanceof Element)) continue;
        if (node.matches('[role="alert"]')) shown.push(node);
        shown.push(...node.querySelectorAll('[role="alert"]'));
      }
    }
  }).observe(document, { childList: true, subtree: true });
}

/** Every page of `context` keeps the alerts it shows, from its first script on. */
export const keepToasts = (context: BrowserContext) => context.addInitScript(keepAlerts);

/** The text of every alert the page has shown so far (read now: React fills some after they appear). */
const shownTexts = (page: Page) =>
  page.evaluate(() => {
    if (!window.shownAlerts) throw new Error("this page keeps no alerts: open it in a context given to keepToasts");
    return window.shownAlerts.map((alert) => alert.textContent ?? "");
  });

/** Waits until the page has shown a toast containing `text`. */
export async function expectToast(page: Page, text: string) {
  await expect
    .poll(async () => (await shownTexts(page)).some((shown) => shown.includes(text)), {
      message: `a toast saying "${text}"`,
    })
    .toBe(true);
}

/** Waits until the page has shown a toast matching `pattern`, and answers its text. */
export async function shownToast(page: Page, pattern: RegExp, timeout = 30_000): Promise<string> {
  let found: string | undefined;
  await expect
    .poll(async () => (found = (await shownTexts(page)).find((shown) => pattern.test(shown))), {
      message: `a toast matching ${pattern}`,
      timeout,
    })
    .toBeDefined();
  return found!;
}

/** Playwright's test, its pages keeping their toasts. */
export const test = base.extend({
  context: async ({ context }, use) => {
    await keepToasts(context);
    await use(context);
  },
});

export { expect };
