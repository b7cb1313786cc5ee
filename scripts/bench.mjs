// `npm run bench`: load figures for the main routes of a seeded server started on a temporary data dir,
// and the gzip size of what the sign-in page loads. Prints a table; keep results in docs/benchmarks.md.
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import autocannon from "autocannon";
import { chromium } from "@playwright/test";
import { companyWithVehicles } from "./bench-fleet.mjs";
import { frontDeskScenarios } from "./bench-front-desk.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const port = Number(process.env.BENCH_PORT ?? 3200);
const base = `http://127.0.0.1:${port}`;
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "pitlane-bench-"));

// BENCH_DATABASE_URL points the server at an (empty) PostgreSQL database instead of embedded PGlite.
const databaseUrl = process.env.BENCH_DATABASE_URL ?? "";
const server = spawn(process.execPath, [path.join(root, "apps/api/dist/main.js")], {
  env: {
    ...process.env,
    PORT: String(port),
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    SEED_DEMO: "true",
    LOG_LEVEL: "warn",
  },
  stdio: ["ignore", "ignore", "inherit"],
});

async function waitForHealth() {
  for (let i = 0; i < 200; i++) {
    try {
      if ((await fetch(`${base}/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error("server did not start");
}

function run(title, { path: urlPath, ...options }) {
  return new Promise((resolve, reject) => {
    autocannon({ url: base + urlPath, duration: seconds, connections: 10, ...options }, (error, result) => {
      if (error) return reject(error);
      if (result.non2xx > 0) return reject(new Error(`${title}: ${result.non2xx} answers were not 2xx`));
      resolve({ title, rps: Math.round(result.requests.average), p50: result.latency.p50, p99: result.latency.p99 });
    });
  });
}

/** JS and CSS the sign-in page loads in a real browser, gzipped as a server would send them. */
async function signInPageWeight() {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
    ],
  });
  const page = await browser.newPage();
  const files = new Set();
  page.on("response", (res) => {
    const url = new URL(res.url());
    if (/\.(js|css)$/.test(url.pathname)) files.add(url.pathname);
  });
  await page.goto(`${base}/`, { waitUntil: "networkidle" });
  await browser.close();
  let js = 0;
  let css = 0;
  for (const file of files) {
    const size = gzipSync(fs.readFileSync(path.join(root, "apps/web/dist", file))).length;
    if (file.endsWith(".css")) css += size;
    else js += size;
  }
  return { js, css, count: files.size };
}

/** GETs through the API as the web app does; fails the bench on any non-200. */
async function get(urlPath, headers) {
  const response = await fetch(base + urlPath, { headers });
  const answer = await response.json();
  if (response.status !== 200) throw new Error(`${urlPath}: ${response.status} ${answer.message}`);
  return answer.result;
}

/** POSTs through the API as the web app does (CSRF pair, bearer token); fails the bench on any non-200. */
async function post(urlPath, body, headers) {
  const response = await fetch(base + urlPath, { method: "POST", headers, body: JSON.stringify(body) });
  const answer = await response.json();
  if (response.status !== 200) throw new Error(`${urlPath}: ${response.status} ${answer.message}`);
  return answer.result;
}

const SERVICE_KINDS = [
  "Oil change",
  "Engine tuning",
  "Wheel alignment",
  "Wheel balancing",
  "AC service",
  "Brake pads",
  "Denting",
  "Painting",
  "Car wash",
  "Detailing",
];
const CAR_MODELS = ["Corolla", "Civic", "City", "Cultus", "Alto", "Mehran", "Yaris", "Sportage", "Hilux", "Wagon R"];

/**
 * A shop of its own with 3 branches, 10 service categories and 1,000 services, made through the API
 * (the embedded database belongs to the server process). Service i is in category i % 10 and offered
 * at branch i % 3, every fifth also at the next one; its name is a kind, a car model and a number.
 */
async function shopWithThousandServices(csrf) {
  const email = `bench-${Date.now()}@example.test`;
  const countries = await get("/fueling/api/country/get-all?search=Pakistan");
  const country_id = countries.items.find((country) => country.iso2 === "PK")._id;
  const signup = {
    shop_name: "Bench Motors",
    name: "Bench Owner",
    email,
    phone: "+92 300 0000000",
    currency: "PKR",
    country_id,
  };
  const { token } = await post("/customer/api/shop/shop-signup", { ...signup, password: "bench-password" }, csrf);
  const headers = { ...csrf, authorization: `Bearer ${token}` };
  const branchIds = [];
  // Branch names are unique within the shop in either language: each has its own Arabic name.
  for (const [name, arabic] of [
    ["Gulberg", "جلبرج"],
    ["Model Town", "ماڈل ٹاؤن"],
    ["DHA", "دي إتش إيه"],
  ]) {
    const branch = { branch_name_english: name, branch_name_arabic: arabic, phone: "+92 42 35761234" };
    branchIds.push((await post("/customer/api/shop-branch/add-shop-branch", branch, headers))._id);
  }
  const categoryIds = [];
  for (const kind of SERVICE_KINDS) {
    const category = { name_english: kind, name_arabic: "خدمات", kind: "services" };
    categoryIds.push((await post("/customer/api/category/add-category", category, headers))._id);
  }
  const serviceBody = (i) => ({
    name: `${SERVICE_KINDS[i % 10]} ${CAR_MODELS[Math.floor(i / 10) % 10]} ${Math.floor(i / 100) + 1}`,
    category_id: categoryIds[i % 10],
    price: 500 + (i % 40) * 250,
    duration: 15 + (i % 12) * 5,
    branch_ids: i % 5 === 0 ? [branchIds[i % 3], branchIds[(i + 1) % 3]] : [branchIds[i % 3]],
    ...(i % 4 === 0 && { discount_type: 2, discount_value: 10 }),
  });
  // Eight requests in flight keep the server busy without queueing a thousand at once.
  let next = 0;
  const worker = async () => {
    while (next < 1000) await post("/customer/api/service/add-service", serviceBody(next++), headers);
  };
  await Promise.all(Array.from({ length: 8 }, worker));
  return { token, alignmentCategoryId: categoryIds[SERVICE_KINDS.indexOf("Wheel alignment")] };
}

try {
  await waitForHealth();
  const first = await fetch(`${base}/health`);
  const xsrf = /XSRF-TOKEN=([^;]+)/.exec(first.headers.get("set-cookie") ?? "")?.[1] ?? "";
  const csrf = { cookie: `XSRF-TOKEN=${xsrf}`, "x-xsrf-token": xsrf, "content-type": "application/json" };
  const login = { email: "owner@pitlane-motors.test", password: "pitlane-demo" };
  const signedIn = await (
    await fetch(`${base}/auth/api/user/login-shop-dashboard`, {
      method: "POST",
      headers: csrf,
      body: JSON.stringify(login),
    })
  ).json();
  const token = signedIn.result.token;

  const results = [
    await run("GET /health", { path: "/health" }),
    await run("POST sign-in (argon2id)", {
      path: "/auth/api/user/login-shop-dashboard",
      method: "POST",
      headers: csrf,
      body: JSON.stringify(login),
    }),
    await run("GET get-shop-user-info", {
      path: "/auth/api/user/get-shop-user-info",
      headers: { authorization: `Bearer ${token}` },
    }),
    await run("GET branches list", {
      path: "/customer/api/shop-branch/get-all-by-shop-id?page=1&limit=10",
      headers: { authorization: `Bearer ${token}` },
    }),
  ];
  const started = Date.now();
  const big = await shopWithThousandServices(csrf);
  console.log(`Made a shop with 1,000 services through the API in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  const services = "/customer/api/service/get-all-services-by-shop-id";
  results.push(
    await run("GET services list, shop with 1,000 services", {
      path: `${services}?page=1&limit=10`,
      headers: { authorization: `Bearer ${big.token}` },
    }),
    await run("GET services list, 1,000 services, search and category", {
      path: `${services}?page=1&limit=10&search=corolla&category_id=${big.alignmentCategoryId}`,
      headers: { authorization: `Bearer ${big.token}` },
    }),
  );
  const fleetStarted = Date.now();
  const fleet = await companyWithVehicles(post, get, csrf, 5000);
  console.log(`Added 5,000 vehicles through the API in ${((Date.now() - fleetStarted) / 1000).toFixed(1)} s`);
  const vehicles = "/fueling/api/vehicle/list";
  results.push(
    await run("GET vehicles list, company with 5,030 vehicles", {
      path: `${vehicles}?page=1&limit=10`,
      headers: { authorization: `Bearer ${fleet.token}` },
    }),
    await run("GET vehicles list, 5,030 vehicles, search and inactive tab", {
      path: `${vehicles}?page=1&limit=10&search=LEA&status=inactive`,
      headers: { authorization: `Bearer ${fleet.token}` },
    }),
  );
  for (const scenario of await frontDeskScenarios(base, csrf)) {
    results.push(await run(scenario.title, scenario.options));
  }
  const weight = await signInPageWeight();

  console.log(
    `\nPitlane ${JSON.parse(fs.readFileSync(path.join(root, "package.json"), "utf8")).version}, ${os.cpus().length} cores, node ${process.version}, ${databaseUrl ? "PostgreSQL" : "embedded PGlite"}, ${seconds} s per scenario, 10 connections\n`,
  );
  console.log("| scenario | requests/s | p50 ms | p99 ms |");
  console.log("|---|---:|---:|---:|");
  for (const r of results) console.log(`| ${r.title} | ${r.rps} | ${r.p50} | ${r.p99} |`);
  console.log(
    `\nSign-in page: ${weight.count} files, JS ${(weight.js / 1024).toFixed(1)} KiB + CSS ${(weight.css / 1024).toFixed(1)} KiB gzip = ${((weight.js + weight.css) / 1024).toFixed(1)} KiB (budget 170 KiB)\n`,
  );
} finally {
  server.kill("SIGTERM");
  await new Promise((r) => server.once("exit", r));
  fs.rmSync(dataDir, { recursive: true, force: true });
}
