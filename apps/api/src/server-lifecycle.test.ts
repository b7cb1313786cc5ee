import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
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

function start(): Server {
  // One process (tsx as a loader, not its CLI, which would add a parent), so SIGKILL kills the server itself.
  const child = spawn(process.execPath, ["--import", "tsx", mainTs], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: "", DATA_DIR: dataDir, PORT: "0", SEED_DEMO: "false", LOG_LEVEL: "warn" },
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
  for (let i = 0; i < 300; i++) {
    const port = /running at http:\/\/localhost:(\d+)/.exec(server.output())?.[1];
    if (port) return `http://127.0.0.1:${port}`;
    if (server.child.exitCode !== null) throw new Error(`server exited: ${server.output()}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`server did not start: ${server.output()}`);
}

async function signUp(base: string, email: string) {
  const first = await fetch(`${base}/health`);
  const xsrf = /XSRF-TOKEN=([^;]+)/.exec(first.headers.get("set-cookie") ?? "")?.[1] ?? "";
  const headers = { "content-type": "application/json", cookie: `XSRF-TOKEN=${xsrf}`, "x-xsrf-token": xsrf };
  const countries = (await (await fetch(`${base}/fueling/api/country/get-all?search=Saudi`)).json()) as {
    result: { items: { _id: string; iso2: string }[] };
  };
  const body = {
    country_id: countries.result.items.find((country) => country.iso2 === "SA")?._id,
    shop_name: "Restart Motors",
    name: "Omar",
    email,
    phone: "+966 50 123 4567",
    password: "restart-pass-1",
    currency: "SAR",
  };
  const signup = await fetch(`${base}/customer/api/shop/shop-signup`, {
    method: "POST",
    headers,
    body: JSON.stringify(body),
  });
  const login = (password: string) =>
    fetch(`${base}/auth/api/user/login-shop-dashboard`, {
      method: "POST",
      headers,
      body: JSON.stringify({ email, password }),
    });
  return { signup, login };
}

afterAll(() => {
  for (const child of running) child.kill("SIGKILL");
  fs.rmSync(dataDir, { recursive: true, force: true });
});

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
});
