/**
 * Regenerates the reference data the API seeds into its database:
 *   apps/api/src/db/seed/reference/countries.json  every ISO 3166-1 country  { iso2, name, name_arabic }
 *   apps/api/src/db/seed/reference/states.json     states of every country   { country_iso2, code, name, name_arabic }
 *   apps/api/src/db/seed/reference/cities.json     cities of PK and SA only  { country_iso2, state_code, name, name_arabic }
 *
 * Sources (npm packages, deliberately NOT dependencies of the project):
 *   - i18n-iso-countries: country codes, English names and the Arabic names (`ar` locale);
 *   - country-state-city: states (ISO 3166-2 codes) and cities (GeoNames-derived);
 *   - scripts/reference-arabic-names.mjs: hand-written Arabic names of the PK/SA states and best-known cities,
 *     which also fix source errors (cities filed under a wrong region, or twice under two regions).
 *
 * Usage: install the two packages in a scratch folder outside the repo, then
 * run with REFDATA_MODULES=/path/to/a/folder/with/those/packages/installed node scripts/build-reference-data.mjs
 *   mkdir /tmp/refdata && cd /tmp/refdata && npm init -y && npm i country-state-city i18n-iso-countries
 *   cd /path/to/repo && REFDATA_MODULES=/tmp/refdata node scripts/build-reference-data.mjs
 */
import { Buffer } from "node:buffer";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { CITIES, STATE_NAMES_AR } from "./reference-arabic-names.mjs";

/** Countries whose cities are shipped. */
const CITY_COUNTRIES = ["PK", "SA"];
/** Two source cities with the same name closer than this (degrees) are the same place. */
const SAME_PLACE_DEGREES = 0.2;
/** Short, everyday English names where i18n-iso-countries' first name is the long official one. */
const COUNTRY_NAME_OVERRIDES = {
  BN: "Brunei",
  CN: "China",
  FM: "Micronesia",
  GM: "Gambia",
  IR: "Iran",
  LA: "Laos",
  MD: "Moldova",
  MK: "North Macedonia",
  PS: "Palestine",
  RU: "Russia",
  SY: "Syria",
  TW: "Taiwan",
  TZ: "Tanzania",
  US: "United States",
  VA: "Vatican City",
  VG: "British Virgin Islands",
  VI: "U.S. Virgin Islands",
};

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const OUT_DIR = path.join(ROOT, "apps/api/src/db/seed/reference");
const collator = new Intl.Collator("en", { sensitivity: "base", numeric: true });

function loadSources() {
  const dir = process.env.REFDATA_MODULES;
  if (!dir) {
    console.error("REFDATA_MODULES is not set: see the header of scripts/build-reference-data.mjs");
    process.exit(1);
  }
  const require = createRequire(path.join(path.resolve(dir), "noop.js"));
  const version = (pkg) => JSON.parse(readFileSync(require.resolve(`${pkg}/package.json`), "utf8")).version;
  const isoCountries = require("i18n-iso-countries");
  isoCountries.registerLocale(require("i18n-iso-countries/langs/en.json"));
  isoCountries.registerLocale(require("i18n-iso-countries/langs/ar.json"));
  const csc = require("country-state-city");
  console.log(
    `sources: i18n-iso-countries@${version("i18n-iso-countries")}, country-state-city@${version("country-state-city")}`,
  );
  return { isoCountries, csc };
}

/** Lower-case ASCII letters and digits only: "Ha'il " -> "hail", "Al-Mubarraz" -> "almubarraz", "Şabyā" -> "sabya". */
function nameKey(name) {
  return name
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9]/g, "");
}

/** Trims, collapses spaces, drops stray Arabic marks, writes the ayn (`) as ' and capitalises the first letter. */
function cleanName(name) {
  const s = name
    .replace(/[\u064B-\u065F]/g, "")
    .replace(/`/g, "'")
    .replace(/\s+/g, " ")
    .trim();
  return s.charAt(0).toUpperCase() + s.slice(1);
}

function distance(a, b) {
  return Math.hypot(a.lat - b.lat, a.lon - b.lon);
}

function buildCountries({ isoCountries }) {
  const codes = Object.keys(isoCountries.getAlpha2Codes());
  const rows = codes.map((iso2) => ({
    iso2,
    name: COUNTRY_NAME_OVERRIDES[iso2] ?? isoCountries.getName(iso2, "en"),
    name_arabic: isoCountries.getName(iso2, "ar") || null,
  }));
  return rows.sort((a, b) => collator.compare(a.name, b.name) || a.iso2.localeCompare(b.iso2));
}

function buildStates({ csc }, countryCodes) {
  const rows = [];
  const seen = new Set();
  for (const s of csc.State.getAllStates()) {
    if (!countryCodes.has(s.countryCode)) continue;
    const key = `${s.countryCode}|${s.isoCode}`;
    if (seen.has(key)) {
      console.warn(`states: duplicate code ${key} (${s.name}) skipped`);
      continue;
    }
    seen.add(key);
    rows.push({
      country_iso2: s.countryCode,
      code: s.isoCode,
      name: cleanName(s.name),
      name_arabic: STATE_NAMES_AR[s.countryCode]?.[s.isoCode] ?? null,
    });
  }
  for (const [cc, names] of Object.entries(STATE_NAMES_AR)) {
    for (const code of Object.keys(names)) {
      if (!seen.has(`${cc}|${code}`)) console.warn(`states: hand-written Arabic name for unknown state ${cc}-${code}`);
    }
  }
  return rows.sort(
    (a, b) =>
      a.country_iso2.localeCompare(b.country_iso2) || collator.compare(a.name, b.name) || a.code.localeCompare(b.code),
  );
}

/** Map nameKey -> { name, state, ar } for one country's hand-written cities (canonical names and aliases). */
function knownCityIndex(cc) {
  const index = new Map();
  for (const [name, state, ar, aliases = []] of CITIES[cc] ?? []) {
    for (const spelling of [name, ...aliases]) index.set(nameKey(spelling), { name, state, ar });
  }
  return index;
}

/**
 * Picks the state of a place that the source files under several states. The source's duplicates are systematic
 * (e.g. every Makkah town is also filed under Al Bahah), so the hand-written cities filed under the same set of
 * states vote first; failing that, the state (among the candidates) of the nearest hand-written city wins.
 */
function pickState(candidates, place, votes, knownPlaces) {
  const tally = votes.get(candidates.join("|"));
  if (tally) return [...tally.entries()].sort((a, b) => b[1] - a[1])[0][0];
  let best = null;
  for (const k of knownPlaces) {
    if (!candidates.includes(k.state)) continue;
    const d = distance(k, place);
    if (!best || d < best.d) best = { d, state: k.state };
  }
  return best ? best.state : candidates[0];
}

/**
 * Drops a GeoNames disambiguation suffix naming the state or the country ("Al Madiq, Makkah" -> "Al Madiq"),
 * unless another source city already has the short name.
 */
function withoutSuffix(name, suffixKeys, sourceKeys) {
  const comma = name.lastIndexOf(", ");
  if (comma < 0 || !suffixKeys.has(nameKey(name.slice(comma + 2)))) return name;
  const short = name.slice(0, comma);
  return sourceKeys.has(nameKey(short)) ? name : short;
}

function buildCitiesOf(cc, { csc }, stateCodes, suffixKeys) {
  const known = knownCityIndex(cc);
  const matched = new Set();
  const source = csc.City.getCitiesOfCountry(cc);
  const sourceKeys = new Set(source.map((c) => nameKey(c.name)));
  // 1. Clean the source rows and apply the hand-written names, states and Arabic names.
  const rows = [];
  for (const c of source) {
    const name = withoutSuffix(cleanName(c.name), suffixKeys, sourceKeys);
    const k = known.get(nameKey(name));
    if (k) matched.add(k.name);
    rows.push({
      name: k ? k.name : name,
      state: k ? k.state : c.stateCode,
      sourceState: c.stateCode,
      ar: k ? k.ar : null,
      fixed: Boolean(k),
      lat: Number(c.latitude),
      lon: Number(c.longitude),
    });
  }
  for (const [name] of CITIES[cc] ?? []) {
    if (!matched.has(name)) console.warn(`cities: hand-written ${cc} city "${name}" is not in the source data`);
  }
  // 2. Group the rows naming the same place (same name key, close together).
  const places = [];
  const byKey = new Map();
  for (const r of rows) {
    const key = nameKey(r.name);
    const sameName = byKey.get(key) ?? [];
    byKey.set(key, sameName);
    const place = sameName.find((p) => distance(p[0], r) < SAME_PLACE_DEGREES);
    if (place) place.push(r);
    else {
      const newPlace = [r];
      sameName.push(newPlace);
      places.push(newPlace);
    }
  }
  // 3. Keep one row per place; places of hand-written cities first, as they vote for the others' states.
  const knownPlaces = rows.filter((r) => r.fixed);
  const votes = new Map();
  const out = new Map();
  places.sort((a, b) => Number(b[0].fixed) - Number(a[0].fixed));
  for (const place of places) {
    const first = place[0];
    const candidates = [...new Set(place.map((r) => r.sourceState))].sort();
    let state = first.state;
    if (first.fixed && candidates.length > 1) {
      const tally = votes.get(candidates.join("|")) ?? new Map();
      votes.set(candidates.join("|"), tally);
      if (candidates.includes(state)) tally.set(state, (tally.get(state) ?? 0) + 1);
    } else if (!first.fixed && candidates.length > 1) {
      state = pickState(candidates, first, votes, knownPlaces);
    }
    if (!stateCodes.has(`${cc}|${state}`)) throw new Error(`cities: ${cc} ${first.name} has unknown state ${state}`);
    const tripleKey = `${state}|${first.name}`;
    if (!out.has(tripleKey))
      out.set(tripleKey, { country_iso2: cc, state_code: state, name: first.name, name_arabic: first.ar });
  }
  return [...out.values()];
}

function buildCities(sources, countries, states) {
  const stateCodes = new Set(states.map((s) => `${s.country_iso2}|${s.code}`));
  const rows = CITY_COUNTRIES.flatMap((cc) => {
    const suffixes = [...countries, ...states]
      .filter((x) => (x.iso2 ?? x.country_iso2) === cc)
      .map((x) => nameKey(x.name));
    return buildCitiesOf(cc, sources, stateCodes, new Set(suffixes));
  });
  return rows.sort(
    (a, b) =>
      a.country_iso2.localeCompare(b.country_iso2) ||
      a.state_code.localeCompare(b.state_code) ||
      collator.compare(a.name, b.name) ||
      a.name.localeCompare(b.name),
  );
}

function check(countries, states, cities) {
  const fail = (msg) => {
    throw new Error(`check failed: ${msg}`);
  };
  for (const cc of ["PK", "SA"]) {
    const c = countries.find((x) => x.iso2 === cc);
    if (!c?.name_arabic) fail(`country ${cc} missing or without an Arabic name`);
    const own = states.filter((s) => s.country_iso2 === cc);
    if (own.length === 0 || own.some((s) => !s.name_arabic)) fail(`states of ${cc} missing or without Arabic names`);
  }
  const lahore = cities.find((c) => c.country_iso2 === "PK" && c.name === "Lahore");
  if (lahore?.state_code !== "PB") fail("Lahore must be in Punjab (PK-PB)");
  const triples = new Set(cities.map((c) => `${c.country_iso2}|${c.state_code}|${c.name}`));
  if (triples.size !== cities.length) fail("duplicate (country, state, name) in cities");
}

function writeJson(file, rows) {
  const text = `[\n${rows.map((r) => JSON.stringify(r)).join(",\n")}\n]\n`;
  writeFileSync(path.join(OUT_DIR, file), text);
  console.log(`${file}: ${rows.length} rows, ${(Buffer.byteLength(text) / 1024).toFixed(1)} KiB`);
}

function main() {
  const sources = loadSources();
  const countries = buildCountries(sources);
  const states = buildStates(sources, new Set(countries.map((c) => c.iso2)));
  const cities = buildCities(sources, countries, states);
  check(countries, states, cities);
  mkdirSync(OUT_DIR, { recursive: true });
  writeJson("countries.json", countries);
  writeJson("states.json", states);
  writeJson("cities.json", cities);
}

main();
