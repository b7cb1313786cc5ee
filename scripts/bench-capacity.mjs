// How many people can work at once: the bench's answer to "how many users is the embedded database
// for". Each simulated person opens a screen (its reads sent together, as the web app sends them),
// reads it for a while, opens the next, in a loop; the figure is how long a screen took to arrive.
import { performance } from "node:perf_hooks";
import { DEMO_OWNER, post } from "./bench-http.mjs";

/** A person reads a screen for 2 to 6 seconds before opening the next: a fast worker at a busy desk. */
const THINK_MS = { least: 2_000, most: 6_000 };
/** A screen is "quick enough" while 95 % of them arrive within this. */
export const SCREEN_GOAL_MS = 1_000;
const CROWDS = [10, 20, 40, 80, 160];

const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const thinking = () => THINK_MS.least + Math.random() * (THINK_MS.most - THINK_MS.least);

/** The front desk's screens: the reads each makes when opened (client list, a search, job cards, branches). */
export function frontDeskScreens(search) {
  const clients = "/customer/api/client/get-all-client-by-shop-id?page=1&limit=10";
  return [
    [clients, "/customer/api/shop-branch/get-all-by-shop-id?page=1&limit=100"],
    [`${clients}&search=${encodeURIComponent(search)}`],
    ["/customer/api/job-card/get-all-by-shop-id?page=1&limit=10"],
    ["/customer/api/shop-branch/get-all-by-shop-id?page=1&limit=10"],
  ];
}

/** One person for `seconds`: the time each screen took; a screen with any answer but 200 counts as failed. */
async function person(base, headers, screens, until, times, failures) {
  await pause(Math.random() * THINK_MS.most);
  for (let i = Math.floor(Math.random() * screens.length); performance.now() < until; i++) {
    const started = performance.now();
    const answers = await Promise.all(
      screens[i % screens.length].map((path) =>
        fetch(base + path, { headers }).then(
          async (response) => (await response.arrayBuffer(), response.status),
          () => 0,
        ),
      ),
    );
    if (answers.every((status) => status === 200)) times.push(performance.now() - started);
    else failures.push(answers.find((status) => status !== 200));
    await pause(thinking());
  }
}

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] : Infinity;
};

/**
 * Crowds of 10, 20, 40 ... people, each person signed in with a session of their own, for `seconds`
 * each; stops after the first crowd whose screens are not quick enough. Answers a line per crowd.
 */
export async function peopleAtWork(base, csrf, screens, seconds) {
  const crowds = [];
  const sessions = [];
  for (const size of CROWDS) {
    while (sessions.length < size) {
      const { token } = await post(base, "/auth/api/user/login-shop-dashboard", DEMO_OWNER, csrf);
      sessions.push({ authorization: `Bearer ${token}` });
    }
    const times = [];
    const failures = [];
    const until = performance.now() + seconds * 1000;
    await Promise.all(sessions.map((headers) => person(base, headers, screens, until, times, failures)));
    const crowd = { size, screens: times.length, failures, p50: percentile(times, 50), p95: percentile(times, 95) };
    crowd.isQuick = failures.length === 0 && crowd.p95 <= SCREEN_GOAL_MS;
    crowds.push(crowd);
    if (!crowd.isQuick) break;
    await pause(2_000);
  }
  return crowds;
}
