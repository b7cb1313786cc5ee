// How `npm run bench` prints what it measured: markdown tables, ready for docs/benchmarks.md.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { SCREEN_GOAL_MS } from "./bench-capacity.mjs";
import { options, root } from "./bench-options.mjs";

const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;
const whole = (n) => Math.round(n).toLocaleString("en");
const side = (s) => (s.rps > 0 ? `${whole(s.rps)}, p99 ${s.p99} ms` : "none answered");

export function printHeading(engines) {
  const version = JSON.parse(fs.readFileSync(path.join(root, "package.json"), "utf8")).version;
  console.log(
    `\nPitlane ${version}, ${os.cpus().length} cores, node ${process.version}, ${engines.join(" and ")}, ` +
      `${options.isSmall ? "small scale" : "full scale"}, ${options.seconds} s a run, ${options.rounds} rounds`,
  );
}

/** Issue 12's lines: app and anchor side by side (medians of interleaved rounds), the ratio and the goal. */
export function printAnchored({ measured, checks }, extra) {
  console.log(`\n| measure (${options.connections} connections) | app req/s, p99 | anchor req/s, p99 | ratio | goal |`);
  console.log("|---|---:|---:|---:|---|");
  for (const r of measured) {
    // A run too short for its slowest answers (bookings at 50 connections on a busy machine) has no figure.
    const isMeasured = r.app.rps > 0 && r.anchor.rps > 0;
    const ratio = isMeasured ? `${(r.ratio * 100).toFixed(1)} %` : "n/a";
    const verdict = isMeasured
      ? r.isMet
        ? "met"
        : "not met"
      : `no answer within ${options.seconds} s: lengthen BENCH_SECONDS`;
    console.log(`| ${r.title} | ${side(r.app)} | ${side(r.anchor)} | ${ratio} | ${r.goal}: ${verdict} |`);
  }
  for (const line of extra) console.log(`| ${line.join(" | ")} |`);
  console.log("\nAnswers compared before measuring (app / anchor):");
  for (const check of checks) console.log(`- ${check}`);
}

/** The start-up and page-weight lines in the shape of the same table. */
export function extraLines({ starts, weights }) {
  const lines = [];
  if (starts) {
    const ratio = starts.existing.app / starts.existing.alone;
    lines.push(
      [
        "start, existing PGlite data dir with the demo",
        seconds(starts.existing.app),
        `PGlite opening the dir: ${seconds(starts.existing.alone)}`,
        `${ratio.toFixed(1)}×`,
        `≤ 1 s: ${starts.existing.app <= 1000 ? "met" : "not met"}`,
      ],
      ["start, fresh data dir", seconds(starts.fresh), "", "", `≤ 4 s: ${starts.fresh <= 4000 ? "met" : "not met"}`],
    );
  }
  const both = weights.signedIn.total;
  lines.push(
    [
      `sign-in + first signed-in page, gzip (${weights.signedIn.count} files)`,
      kib(both),
      "",
      "",
      `≤ 250 KiB: ${both <= 250 * 1024 ? "met" : "not met"}`,
    ],
    [
      "bytes sent for the sign-in page (JS and CSS as transferred)",
      kib(weights.sentAssets),
      `${kib(weights.signIn.total)} gzip`,
      `${(weights.sentAssets / weights.signIn.total).toFixed(2)}×`,
      `= the gzip size: ${weights.sentAssets <= weights.signIn.total * 1.02 ? "met" : "not met"}`,
    ],
  );
  return lines;
}

/** The older scenarios (10 connections, one run each), as docs/benchmarks.md has kept them. */
export function printScenarios(results, weights) {
  console.log("\n| scenario (10 connections) | requests/s | p50 ms | p99 ms |");
  console.log("|---|---:|---:|---:|");
  for (const r of results) console.log(`| ${r.title} | ${whole(r.rps)} | ${r.p50} | ${r.p99} |`);
  const w = weights.signIn;
  console.log(
    `\nSign-in page: ${w.count} files, JS ${kib(w.js)} + CSS ${kib(w.css)} gzip = ${kib(w.total)} (budget 170 KiB); ` +
      `everything it fetched took ${kib(weights.sentAll)} on the wire, headers included`,
  );
}

/** People at work: per crowd, how long a screen took to arrive, and the largest crowd served quickly. */
export function printCapacity(engine, crowds) {
  console.log(`\n| people at once (${engine}, each a screen every 2–6 s) | screens | p50 ms | p95 ms | failed |`);
  console.log("|---:|---:|---:|---:|---:|");
  for (const c of crowds) {
    const failed = c.failures.length ? `${c.failures.length} (${[...new Set(c.failures)].join(", ")})` : "0";
    console.log(`| ${c.size} | ${c.screens} | ${Math.round(c.p50)} | ${Math.round(c.p95)} | ${failed} |`);
  }
  const served = crowds.filter((c) => c.isQuick).at(-1);
  console.log(
    served
      ? `\nLargest crowd measured whose screens arrived within ${SCREEN_GOAL_MS} ms for 95 % of them: ${served.size} people.`
      : `\nNot even ${crowds[0]?.size} people had 95 % of their screens within ${SCREEN_GOAL_MS} ms.`,
  );
}
