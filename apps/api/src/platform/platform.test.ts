import fs from "node:fs";
import path from "node:path";
import {
  authEndpoints,
  branchEndpoints,
  locationEndpoints,
  shopEndpoints,
  uploadEndpoints,
  type Endpoint,
} from "@pitlane/domain";
import { describe, expect, it } from "vitest";
import { useTestApp } from "../test/app.js";
import { TEST_XSRF } from "../test/client.js";
import { createShop } from "../test/factories/shop.js";
import { createUpload } from "../test/factories/upload.js";
import { refusalEnvelope } from "../test/refusals.js";
import { newCsrfToken } from "./csrf.js";

const t = useTestApp();

const engine = process.env.DATABASE_URL ? "postgres" : "pglite";
const csrf = { cookie: `XSRF-TOKEN=${TEST_XSRF}`, "x-xsrf-token": TEST_XSRF };

/** The directives of a Content-Security-Policy header, each with its sources. */
function directivesOf(header: unknown): Map<string, string[]> {
  const entries = String(header)
    .split(";")
    .map((part) => part.trim().split(/\s+/))
    .filter((words) => words[0])
    .map(([name = "", ...sources]): [string, string[]] => [name, sources]);
  return new Map(entries);
}

describe("GET /health", () => {
  it("answers the envelope with the engine and the version, without a session", async () => {
    const res = await t.app.inject({ method: "GET", url: "/health" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      error_code: 200,
      message: "OK",
      result: { status: "ok", db: engine, database: "up", version: "1.0.3" },
    });
  });
});

describe("GET /health/ready", () => {
  it("asks the database and answers that it is up, without a session", async () => {
    const res = await t.app.inject({ method: "GET", url: "/health/ready" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ error_code: 200, result: { status: "ok", db: engine, database: "up" } });
  });
});

describe("security headers", () => {
  it("sends a strict Content Security Policy, nosniff and a referrer policy", async () => {
    const res = await t.app.inject({ method: "GET", url: "/health" });
    const csp = directivesOf(res.headers["content-security-policy"]);
    expect(csp.get("default-src")).toEqual(["'self'"]);
    expect(csp.get("script-src")).toEqual(["'self'"]);
    expect(csp.get("object-src")).toEqual(["'none'"]);
    expect(csp.get("base-uri")).toEqual(["'none'"]);
    expect(csp.get("frame-ancestors")).toEqual(["'none'"]);
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.headers["referrer-policy"]).toBe("no-referrer");
    expect(res.headers["x-frame-options"]).toBe("DENY");
  });

  it("sends them on error answers too", async () => {
    const res = await t.app.inject({ method: "GET", url: "/customer/api/nothing-here" });
    expect(res.statusCode).toBe(404);
    expect(directivesOf(res.headers["content-security-policy"]).get("frame-ancestors")).toEqual(["'none'"]);
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
  });
});

describe("CSRF cookie", () => {
  /** A state-changing request (a password reset asked for) with these cookies and this CSRF header. */
  const askPasswordReset = (cookie: string, header: string) =>
    t.app.inject({
      method: "POST",
      url: authEndpoints.forgotPassword.path,
      headers: { cookie, "x-xsrf-token": header },
      payload: { email: "someone@example.test" },
    });

  it("is set on a request that has none, readable by the page and same-site only", async () => {
    const res = await t.app.inject({ method: "GET", url: "/health" });
    expect(res.headers["set-cookie"]).toMatch(/^XSRF-TOKEN=[\w-]{20,}; Path=\/; SameSite=Strict$/);
  });

  it("is a new random value for every client that has none, never one handed out before", async () => {
    const tokens = new Set<string>();
    // More than one draw of the random pool the tokens are cut from.
    for (let i = 0; i < 600; i++) tokens.add(newCsrfToken());
    const answered = await t.app.inject({ method: "GET", url: "/health" });
    tokens.add(/XSRF-TOKEN=([^;]+)/.exec(String(answered.headers["set-cookie"]))?.[1] ?? "");
    expect(tokens.size).toBe(601);
    for (const token of tokens) expect(token).toMatch(/^[\w-]{32}$/);
  });

  it("is not set again when the request already carries one", async () => {
    const res = await t.app.inject({ method: "GET", url: "/health", headers: { cookie: "XSRF-TOKEN=already-here" } });
    expect(res.statusCode).toBe(200);
    expect(res.headers["set-cookie"]).toBeUndefined();
  });

  it("is read among the other cookies a browser sends, and a matching header lets a change through", async () => {
    const res = await askPasswordReset("theme=dark; XSRF-TOKEN=the-value; XSRF-TOKEN-old=stale", "the-value");
    expect(res.statusCode).toBe(200);
    expect(res.headers["set-cookie"]).toBeUndefined();
    const unset = await t.app.inject({ method: "GET", url: "/health", headers: { cookie: "XSRF-TOKEN-old=stale" } });
    expect(unset.headers["set-cookie"]).toMatch(/^XSRF-TOKEN=[\w-]{32}; /);
  });

  it("refuses a state-changing request whose header does not match the cookie", async () => {
    const res = await askPasswordReset("XSRF-TOKEN=one-value", "another-value");
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual(refusalEnvelope(403, "Missing or invalid CSRF token: reload the page and try again"));
  });
});

describe("CSRF cookie behind a TLS proxy", () => {
  const behindProxy = useTestApp({ TRUST_PROXY: "true" });

  it("is marked Secure when the proxy says the page came over HTTPS, and not when it came over HTTP", async () => {
    const over = (proto: string) =>
      behindProxy.app.inject({ method: "GET", url: "/health", headers: { "x-forwarded-proto": proto } });
    expect((await over("https")).headers["set-cookie"]).toMatch(
      /^XSRF-TOKEN=[\w-]{32}; Path=\/; Secure; SameSite=Strict$/,
    );
    expect((await over("http")).headers["set-cookie"]).toMatch(/^XSRF-TOKEN=[\w-]{32}; Path=\/; SameSite=Strict$/);
  });
});

describe("request bodies", () => {
  it("answers 413 with the envelope for a JSON body over 1 MB", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: authEndpoints.forgotPassword.path,
      headers: csrf,
      payload: { email: "someone@example.test", padding: "x".repeat(1024 * 1024) },
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual(refusalEnvelope(413, "The request is too large"));
  });

  it("answers 400 with the envelope for invalid JSON", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: authEndpoints.login.path,
      headers: { ...csrf, "content-type": "application/json" },
      payload: '{"email": "a@b.test", "password": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(refusalEnvelope(400, "body: must be valid JSON"));
  });
});

describe("unknown paths", () => {
  it("answer the 404 envelope under the API prefixes", async () => {
    const get = await t.app.inject({ method: "GET", url: "/customer/api/nothing-here" });
    expect(get.statusCode).toBe(404);
    expect(get.json()).toEqual(refusalEnvelope(404, "Nothing answers this method at this address"));
    const post = await t.app.inject({ method: "POST", url: "/auth/api/user/nope", headers: csrf, payload: {} });
    expect(post.statusCode).toBe(404);
    expect(post.json()).toEqual(refusalEnvelope(404, "Nothing answers this method at this address"));
    const bare = await t.app.inject({ method: "GET", url: "/customer/api" });
    expect(bare.statusCode).toBe(404);
    expect(bare.json().error_code).toBe(404);
  });
});

describe("GET /docs/json", () => {
  it("is an OpenAPI document listing every endpoint of @pitlane/domain with its method", async () => {
    const res = await t.app.inject({ method: "GET", url: "/docs/json" });
    expect(res.statusCode).toBe(200);
    const doc: { openapi: string; info: { version: string }; paths: Record<string, Record<string, unknown>> } =
      res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.info.version).toBe("1.0.3");
    const groups: Record<string, Endpoint>[] = [
      authEndpoints,
      shopEndpoints,
      branchEndpoints,
      locationEndpoints,
      uploadEndpoints,
    ];
    const expected = groups
      .flatMap((group) => Object.values(group))
      .map((e) => `${e.method.toLowerCase()} ${e.path.replace(/:(\w+)/g, "{$1}")}`);
    const documented = Object.entries(doc.paths).flatMap(([p, operations]) =>
      Object.keys(operations).map((method) => `${method} ${p}`),
    );
    expect(expected.length).toBeGreaterThanOrEqual(17);
    expect(documented).toEqual(expect.arrayContaining(expected));
  });
});

describe("unexpected errors", () => {
  it("answer 500 with the envelope and a request id, never a stack trace", async () => {
    const shop = await createShop(t);
    const id = await createUpload(t, shop.token);
    // The stored file disappears from the disk under the server: nothing the client did wrong.
    const folder = path.join(t.config.dataDir, "uploads");
    for (const file of fs.readdirSync(folder)) fs.rmSync(path.join(folder, file));
    const res = await t.app.inject({
      method: "GET",
      url: uploadEndpoints.getImage.path.replace(":id", id),
      headers: { authorization: `Bearer ${shop.token}` },
    });
    expect(res.statusCode).toBe(500);
    const body: { error_code: number; message: string; result: unknown } = res.json();
    expect(body).toEqual({
      error_code: 500,
      code: "unexpected",
      params: { request: expect.stringMatching(/^[0-9a-f-]{36}$/) },
      message: expect.stringMatching(/^Something went wrong on our side \(request [0-9a-f-]{36}\)$/),
      result: null,
    });
    expect(res.body).not.toMatch(/ENOENT|\bat .+:\d+|uploads[/\\]/);
  });
});
