import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { mergeTexts } from "../src/locales/merge-texts";

type Tree = { [key: string]: unknown };
const localesDir = path.join(path.dirname(fileURLToPath(import.meta.url)), "../src/locales");

function load(lang: "en" | "ar"): Tree {
  const read = (file: string): Tree => JSON.parse(fs.readFileSync(path.join(localesDir, lang, file), "utf8"));
  // Same assembly as src/locales/resources.ts and shop-texts.ts: common at the top, one key per area file.
  const shopAreas = [
    "category",
    "resource",
    "service",
    "product",
    "package",
    "team",
    "role",
    "client",
    "appointment",
    "invoice",
    "supplier",
    "stock",
    "order",
  ];
  const shop: Tree = { ...read("shop.json") };
  for (const area of shopAreas) shop[area] = read(`shop-${area}.json`);
  // The keys whose files are spelled with a dash.
  shop.job_card = read("shop-job-card.json");
  shop.stock_order = read("shop-stock-order.json");
  // The fleet portal's, as fleet-texts.ts assembles them.
  const fleetAreas = [
    "auth",
    "org",
    "employee",
    "vehicle",
    "rule",
    "assignment",
    "dashboard",
    "balance",
    "settings",
    "transaction",
    "invoice",
    "alert",
    "feedback",
    "statement",
    "report",
  ];
  const fleet: Tree = { ...read("fleet.json") };
  for (const area of fleetAreas) fleet[area] = read(`fleet-${area}.json`);
  // The operations console's, as ops-texts.ts assembles them (the file of `top_up` is spelled with a dash).
  const ops: Tree = { ...read("ops.json"), top_up: read("ops-top-up.json") };
  for (const area of ["company", "settings", "audit", "user", "station", "dispute"])
    ops[area] = read(`ops-${area}.json`);
  // signed-in.json holds parts of the shared buckets: merged into them, as i18next does.
  // A top-up's clock, status and proof, shown by the fleet portal and the console alike.
  const top_up = read("top-up.json");
  // The station terminal's, as station-texts.ts assembles them.
  const station: Tree = { ...read("station.json"), review: read("station-review.json") };
  const base = {
    ...read("common.json"),
    app: read("app.json"),
    auth: read("auth.json"),
    shop,
    fleet,
    ops,
    station,
    top_up,
  };
  // The refusals' texts by code, as shop-texts.ts and fleet-texts.ts add them.
  const refusals = {
    refusals: {
      ...read("shop-refusals.json"),
      ...read("fleet-refusals.json"),
      ...read("ops-station-refusals.json"),
      ...read("review-refusals.json"),
    },
  };
  return mergeTexts(mergeTexts(base, read("signed-in.json")), refusals);
}

/** The app's own texts, so one journey runs in English and in Arabic with the words a user sees. */
export function labels(lang: "en" | "ar") {
  const tree = load(lang);
  return (key: string, vars: Record<string, string | number> = {}): string => {
    let node: unknown = tree;
    for (const part of key.split("."))
      node = typeof node === "object" && node !== null ? Reflect.get(node, part) : undefined;
    if (typeof node !== "string") throw new Error(`No ${lang} text for ${key}`);
    return node.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(vars[name] ?? ""));
  };
}

export type Labels = ReturnType<typeof labels>;
