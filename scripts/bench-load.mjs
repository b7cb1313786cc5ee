// How `npm run bench` loads a route: autocannon for a while, failing on any answer that is not 2xx.
import autocannon from "autocannon";

/** One autocannon run; `options` are autocannon's (url, method, headers, body, setupRequest ...). */
export function load(options, seconds, connections) {
  return new Promise((resolve, reject) => {
    // A minute before a request counts as failed: the embedded database serves 50 connections one
    // statement at a time, so a slow search waits behind 49 others (autocannon's 10 s would fail it).
    autocannon({ duration: seconds, connections, timeout: 60, ...options }, (error, result) => {
      if (error) return reject(error);
      if (result.non2xx > 0 || result.errors > 0) {
        return reject(new Error(`${options.url}: ${result.non2xx} answers not 2xx, ${result.errors} errors`));
      }
      resolve({ rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99 });
    });
  });
}

export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/** The median of each figure over rounds. */
const medianOf = (runs) => ({
  rps: median(runs.map((r) => r.rps)),
  p50: median(runs.map((r) => r.p50)),
  p99: median(runs.map((r) => r.p99)),
});

/**
 * A pause after a run: autocannon stops counting at the end of its time, but the requests it left
 * in flight (50 slow bookings, say) still keep the server and the database busy for a moment.
 */
const settle = (ms = 2_000) => new Promise((r) => setTimeout(r, ms));

/**
 * App and anchor in interleaved rounds (app, anchor, app, anchor ...), so that whatever else the
 * machine does at the time weighs on both alike; answers the median of each side.
 */
export async function interleaved(app, anchor, { rounds, seconds, connections, settleMs }) {
  const apps = [];
  const anchors = [];
  for (let i = 0; i < rounds; i++) {
    apps.push(await load(app(), seconds, connections));
    await settle(settleMs);
    anchors.push(await load(anchor(), seconds, connections));
    await settle(settleMs);
  }
  return { app: medianOf(apps), anchor: medianOf(anchors) };
}
