import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";

// The real server process, started as `npm start` starts it, on a data dir of its own: what a person
// restarting or double-starting Pitlane would see. Only meaningful for the embedded database, so the
// PostgreSQL run skips it.
const mainTs = fileURLToPath(new URL("./main.ts", import.meta.url));
const root = fileURLToPath(new URL("../../..", import.meta.url));
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "pitlane-lifecycle-"));
const running = new Set<ChildProcess>();

interface Server {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
  base?: string;
}

function start(env: Record<string, string> = {}): Server {
  // One process (tsx as a loader, not its CLI, which would add a parent), so SIGKILL kills the server itself.
  const child = spawn(process.execPath, ["--import", "tsx", mainTs], {
    cwd: root,
    env: {
      ...process.env,
      DATABASE_URL: "",
      DATA_DIR: dataDir,
      PORT: "0",
      SEED_DEMO: "false",
      LOG_LEVEL: "warn",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  running.add(child);
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) =>
    child.once("exit", (code) => (running.delete(child), resolve(code))),
  );
  return { child, output: () => output, exited };
}

async function listening(server: Server): Promise<string> {
  for (let i = 0; i < 600; i++) {
    const port = /running at http:\/\/localhost:(\d+)/.exec(server.output())?.[1];
    if (port) return `http://127.0.0.1:${port}`;
    if (server.child.exitCode !== null) throw new Error(`server exited: ${server.output()}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`server did not start: ${server.output()}`);
}

/** The sign-up form's request (its CSRF pair and a country id come from the server first), and a sign-in. */
async function signUpRequest(base: string, email: string) {
  const first = await fetch(`${base}/health`);
  const xsrf = /XSRF-TOKEN=([^;]+)/.exec(first.headers.get("set-cookie") ?? "")?.[1] ?? "";
  const headers = { "content-type": "application/json", cookie: `XSRF-TOKEN=${xsrf}`, "x-xsrf-token": xsrf };
  const countries = (await (await fetch(`${base}/fueling/api/country/get-all?search=Saudi`)).json()) as {
    result: { items: { _id: string; iso2: string }[] };
  };
  const body = JSON.stringify({
    country_id: countries.result.items.find((country) => country.iso2 === "SA")?._id,
    shop_name: "Restart Motors",
    name: "Omar",
    email,
    phone: "+966 50 123 4567",
    password: "restart-pass-1",
    currency: "SAR",
  });
  const login = (password: string) =>
    fetch(`${base}/auth/api/user/login-shop-dashboard`, {
      method: "POST",
      headers,
      body: JSON.stringify({ email, password }),
    });
  return { url: `${base}/customer/api/shop/shop-signup`, headers, body, login };
}

async function signUp(base: string, email: string) {
  const { url, headers, body, login } = await signUpRequest(base, email);
  const signup = await fetch(url, { method: "POST", headers, body });
  return { signup, login };
}

/**
 * A sign-up whose body is held back until `send` is called: the server has read its headers (it
 * answered "100 Continue"), so the request is in flight, and its handler runs once the body comes.
 */
async function heldSignUp(base: string, email: string) {
  const { url, headers, body } = await signUpRequest(base, email);
  const request = http.request(url, { method: "POST", headers: { ...headers, expect: "100-continue" } });
  const answer = new Promise<{ status: number; text: string }>((resolve, reject) => {
    request.once("response", (response) => {
      let text = "";
      response.on("data", (chunk: Buffer) => (text += chunk.toString()));
      response.once("end", () => resolve({ status: response.statusCode ?? 0, text }));
    });
    request.once("error", reject);
  });
  answer.catch(() => {});
  await new Promise<void>((resolve) => request.once("continue", resolve));
  return {
    answer,
    send: () => new Promise<void>((resolve) => request.end(body, resolve)),
    /** Sends the body and hangs up at once, as a load test ending or a closed tab does. */
    sendAndHangUp: async () => {
      await new Promise<void>((resolve) => request.end(body, resolve));
      request.destroy();
    },
  };
}

async function stoppedListening(base: string) {
  for (let i = 0; i < 100; i++) {
    const refused = await fetch(`${base}/health`).then(
      () => false,
      () => true,
    );
    if (refused) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error("the server still accepts connections");
}

afterAll(() => {
  for (const child of running) child.kill("SIGKILL");
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** What became of one request: when its bytes had all left the client, and its status or error code. */
interface Outcome {
  sentAt: number | null;
  result: number | string;
}

/** A GET on a connection of its own, as a client without keep-alive (or a fresh browser tab) sends it. */
function getOnNewConnection(url: string, token: string): Promise<Outcome> {
  return new Promise((resolve) => {
    const outcome: Outcome = { sentAt: null, result: "" };
    const request = http.get(url, { agent: false, headers: { authorization: `Bearer ${token}` } }, (response) => {
      response.resume();
      response.once("end", () => resolve({ ...outcome, result: response.statusCode ?? 0 }));
    });
    request.once("finish", () => (outcome.sentAt = performance.now()));
    request.once("error", (error: NodeJS.ErrnoException) =>
      resolve({ ...outcome, result: error.code ?? error.message }),
    );
  });
}

describe.skipIf(process.env.DATABASE_URL)("the server process on an embedded data directory", () => {
  it("keeps what was written across a graceful restart", { timeout: 90_000 }, async () => {
    const first = start();
    const base = await listening(first);
    expect((await signUp(base, "restart@example.test")).signup.status).toBe(200);
    first.child.kill("SIGTERM");
    expect(await first.exited).toBe(0);

    const second = start();
    const again = await listening(second);
    expect((await (await signUp(again, "restart@example.test")).login("restart-pass-1")).status).toBe(200);
    second.child.kill("SIGINT");
    expect(await second.exited).toBe(0);
  });

  it(
    "refuses a second server on the same data directory and takes over a killed server's lock",
    { timeout: 90_000 },
    async () => {
      const first = start();
      await listening(first);

      const second = start();
      expect(await second.exited).toBe(1);
      expect(second.output()).toContain("is in use by another Pitlane server");

      first.child.kill("SIGKILL");
      await first.exited;
      expect(fs.existsSync(path.join(dataDir, "pitlane.lock"))).toBe(true);

      const third = start();
      const base = await listening(third);
      expect((await (await signUp(base, "restart@example.test")).login("restart-pass-1")).status).toBe(200);
      third.child.kill("SIGTERM");
      expect(await third.exited).toBe(0);
      expect(fs.existsSync(path.join(dataDir, "pitlane.lock"))).toBe(false);
    },
  );

  it(
    "answers a request in flight when told to stop and keeps its write, as it does for clients that hung up",
    { timeout: 120_000 },
    async () => {
      const names = ["waiting", "gone-1", "gone-2", "gone-3"];
      const first = start();
      const base = await listening(first);
      const [waiting, ...gone] = await Promise.all(names.map((name) => heldSignUp(base, `${name}@example.test`)));
      // Their connections close at once; their handlers still run and must not lose the database under them.
      await Promise.all(gone.map((request) => request.sendAndHangUp()));
      first.child.kill("SIGTERM");
      await stoppedListening(base);
      await waiting?.send();
      const answer = await waiting?.answer;
      expect(answer?.status).toBe(200);
      expect(JSON.parse(answer?.text ?? "")).toMatchObject({ error_code: 200 });
      expect(await first.exited).toBe(0);
      expect(first.output()).not.toMatch(/error/i);

      const second = start();
      const again = await listening(second);
      for (const name of names) {
        const signIn = await (await signUp(again, `${name}@example.test`)).login("restart-pass-1");
        expect(signIn.status, name).toBe(200);
      }
      second.child.kill("SIGTERM");
      expect(await second.exited).toBe(0);
    },
  );

  it(
    "answers every request sent before it is told to stop under load, none with a reset",
    { timeout: 120_000 },
    async () => {
      // Budgets far above the load: the limits would answer most of it 429 before the database saw it.
      const budgets = [
        "SESSION_REQUEST_BURST",
        "SESSION_REQUESTS_PER_SECOND",
        "TENANT_REQUEST_BURST",
        "TENANT_REQUESTS_PER_SECOND",
      ];
      const server = start({
        SESSION_CACHE_SECONDS: "0",
        ...Object.fromEntries(budgets.map((name) => [name, "100000"])),
      });
      const base = await listening(server);
      const { login } = await signUp(base, "load@example.test");
      const { result } = (await (await login("restart-pass-1")).json()) as { result: { token: string } };
      const url = `${base}/customer/api/client/get-all-client-by-shop-id?page=1&limit=10`;
      // Fifty clients ask again as soon as they are answered, each time on a new connection, as the
      // load that found the resets did; the stop comes while they are at it.
      const outcomes: Outcome[] = [];
      let isStopping = false;
      const client = async () => {
        while (!isStopping) outcomes.push(await getOnNewConnection(url, result.token));
      };
      const clients = Array.from({ length: 50 }, client);
      await new Promise((r) => setTimeout(r, 2000));
      isStopping = true;
      const stoppedAt = performance.now();
      server.child.kill("SIGTERM");
      await Promise.all(clients);

      const sentBefore = outcomes.filter((o) => o.sentAt !== null && o.sentAt < stoppedAt);
      expect(sentBefore.filter((o) => o.result !== 200 && o.result !== 503)).toEqual([]);
      expect(sentBefore.filter((o) => o.result === 200).length).toBeGreaterThan(50);
      expect(await server.exited).toBe(0);
    },
  );
});
