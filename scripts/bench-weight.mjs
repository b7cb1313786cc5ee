// What the browser downloads, measured in Chromium against the running server: the sign-in page,
// and the sign-in page plus the first signed-in page (the dashboard) after signing in through the form.
import fs from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { chromium } from "@playwright/test";
import { options, root } from "./bench-options.mjs";

/** Every JS and CSS file the page fetched, and the bytes each response took on the wire (body as sent). */
function watch(page) {
  const files = new Set();
  const pending = [];
  page.on("requestfinished", (request) => {
    const url = new URL(request.url());
    if (/\.(js|css)$/.test(url.pathname)) files.add(url.pathname);
    pending.push(
      request
        .sizes()
        .then((sizes) => ({ path: url.pathname, body: sizes.responseBodySize, headers: sizes.responseHeadersSize }))
        // A request of the next page may finish as the browser closes: it is not counted.
        .catch(() => ({ path: url.pathname, body: 0, headers: 0 })),
    );
  });
  return { files, sent: () => Promise.all(pending) };
}

/** The gzip size (level 6, as a server would send them) of the built files, JS and CSS apart. */
function gzipSizes(files) {
  let js = 0;
  let css = 0;
  for (const file of files) {
    const size = gzipSync(fs.readFileSync(path.join(root, "apps/web/dist", file))).length;
    if (file.endsWith(".css")) css += size;
    else js += size;
  }
  return { js, css, total: js + css, count: files.size };
}

async function launch() {
  return chromium.launch({
    executablePath: options.chromium,
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
    ],
  });
}

/**
 * The sign-in page: the gzip size of its JS and CSS (the budget of decision 0008), and what the
 * server actually sent for them (bodies as transferred: compressed if the server compressed them).
 * Then signs in through the form and adds the dashboard's files: the gzip size of the two pages.
 */
export async function pageWeights(base, user) {
  const browser = await launch();
  try {
    const page = await browser.newPage();
    const seen = watch(page);
    // A busy shared machine can take a while: the sizes, not the time, are measured here.
    page.setDefaultTimeout(120_000);
    await page.goto(`${base}/`, { waitUntil: "networkidle" });
    const signIn = gzipSizes(seen.files);
    const sent = await seen.sent();
    const sentAssets = sent.filter((r) => /\.(js|css)$/.test(r.path)).reduce((sum, r) => sum + r.body, 0);
    const sentAll = sent.reduce((sum, r) => sum + r.body + r.headers, 0);
    await page.getByLabel("E-mail").fill(user.email);
    await page.getByLabel("Password").fill(user.password);
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.waitForURL(/\/dashboard$/);
    await page.waitForLoadState("networkidle");
    const signedIn = gzipSizes(seen.files);
    return { signIn, sentAssets, sentAll, signedIn };
  } finally {
    await browser.close();
  }
}
