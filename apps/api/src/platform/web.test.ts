import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { precompress } from "../../../../scripts/precompress.mjs";
import { buildApp } from "../app.js";
import { loadConfig } from "../config.js";
import type { Database } from "../db/client.js";
import { WEB_DIST_DIR } from "../paths.js";
import { openTestDatabase } from "../test/database.js";

// A small built web app, compressed by the same step the build runs, served by the real app.
const webDist = fs.mkdtempSync(path.join(os.tmpdir(), "pitlane-web-"));
const script = `export const screens = [${Array.from({ length: 200 }, (_, i) => `"screen-${i}"`).join(", ")}];\n`;
const indexHtml = `<!doctype html><html><head><script type="module" src="/assets/index-Ab12Cd.js"></script></head><body>${"<div></div>".repeat(200)}</body></html>`;
const font = Buffer.from(Array.from({ length: 4096 }, (_, i) => (i * 7919) % 251));

let app: FastifyInstance;
let database: Database;

beforeAll(async () => {
  fs.mkdirSync(path.join(webDist, "assets"));
  fs.writeFileSync(path.join(webDist, "index.html"), indexHtml);
  fs.writeFileSync(path.join(webDist, "sw.js"), `self.addEventListener("fetch", () => {});\n`.repeat(40));
  fs.writeFileSync(path.join(webDist, "assets", "index-Ab12Cd.js"), script);
  fs.writeFileSync(path.join(webDist, "assets", "cairo-Xy34Zw.woff2"), font);
  await precompress(webDist);
  database = await openTestDatabase();
  const config = loadConfig({ DATA_DIR: webDist, SEED_DEMO: "false", LOG_LEVEL: "silent" }, webDist);
  app = await buildApp({ database, config });
});

afterAll(async () => {
  await app?.close();
  await database?.close();
  fs.rmSync(webDist, { recursive: true, force: true });
});

const get = (url: string, acceptEncoding?: string) =>
  app.inject({ method: "GET", url, headers: acceptEncoding ? { "accept-encoding": acceptEncoding } : {} });

describe("the built web app", () => {
  it("sends a hashed asset as brotli, immutable for a year, to a browser that accepts brotli", async () => {
    const response = await get("/assets/index-Ab12Cd.js", "gzip, deflate, br");
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-encoding"]).toBe("br");
    expect(response.headers["content-type"]).toMatch(/^(text|application)\/javascript/);
    expect(response.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(response.headers.vary).toBe("Accept-Encoding");
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(script);
    expect(response.rawPayload.length).toBeLessThan(script.length / 4);
  });

  it("sends gzip when only gzip is accepted, and the file as it is when nothing is", async () => {
    const gzipped = await get("/assets/index-Ab12Cd.js", "gzip");
    expect(gzipped.headers["content-encoding"]).toBe("gzip");
    expect(gzipped.headers.vary).toBe("Accept-Encoding");
    expect(gunzipSync(gzipped.rawPayload).toString()).toBe(script);

    for (const identity of [undefined, "identity"]) {
      const plain = await get("/assets/index-Ab12Cd.js", identity);
      expect(plain.headers["content-encoding"]).toBeUndefined();
      expect(plain.headers["content-type"]).toMatch(/^(text|application)\/javascript/);
      expect(plain.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
      expect(plain.headers.vary).toBe("Accept-Encoding");
      expect(plain.body).toBe(script);
    }
  });

  it("sends fonts as they are: they are compressed already", async () => {
    const response = await get("/assets/cairo-Xy34Zw.woff2", "br, gzip");
    expect(response.headers["content-encoding"]).toBeUndefined();
    expect(response.headers["content-type"]).toBe("font/woff2");
    expect(response.rawPayload.equals(font)).toBe(true);
  });

  it("never serves the compressed copies under their own names", async () => {
    expect((await get("/assets/index-Ab12Cd.js.br")).statusCode).toBe(404);
    expect((await get("/index.html.gz")).statusCode).toBe(404);
  });

  it("answers a 404 envelope, not the page, for an unknown API path or a missing file", async () => {
    for (const url of ["/customer/api/no-such-thing", "/assets/gone-Zz99.js"]) {
      const response = await get(url, "br");
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toMatchObject({ error_code: 404 });
    }
  });

  it("revalidates index.html, the pages that fall back to it and the service worker", async () => {
    for (const url of ["/index.html", "/", "/catalog/products", "/fleet/login"]) {
      const response = await get(url, "br");
      expect(response.statusCode).toBe(200);
      expect(response.headers["cache-control"]).toBe("no-cache");
      expect(response.headers["content-type"]).toMatch(/^text\/html/);
      expect(response.headers["content-encoding"]).toBe("br");
      expect(brotliDecompressSync(response.rawPayload).toString()).toBe(indexHtml);
    }
    const worker = await get("/sw.js", "br");
    expect(worker.headers["cache-control"]).toBe("no-cache");
    expect(worker.headers["content-encoding"]).toBe("br");
  });

  it("sends the sign-in page in exactly as many bytes as its compressed files hold", async () => {
    for (const [url, file] of [
      ["/login", "index.html"],
      ["/assets/index-Ab12Cd.js", "assets/index-Ab12Cd.js"],
    ] as const) {
      const response = await get(url, "gzip, deflate, br, zstd");
      const compressed = fs.statSync(path.join(webDist, `${file}.br`)).size;
      expect(Number(response.headers["content-length"])).toBe(compressed);
      expect(response.rawPayload.length).toBe(compressed);
    }
  });
});

// The real build, when one is there: every file the sign-in page loads first has its brotli copy.
describe.skipIf(!fs.existsSync(path.join(WEB_DIST_DIR, "index.html.br")))("the real build", () => {
  it("has a brotli copy of index.html and of every script and style it names", () => {
    const html = fs.readFileSync(path.join(WEB_DIST_DIR, "index.html"), "utf8");
    const assets = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.(?:js|css))"/g)].map((match) => match[1]);
    expect(assets.length).toBeGreaterThan(0);
    for (const asset of ["index.html", ...assets]) {
      expect(fs.existsSync(path.join(WEB_DIST_DIR, `${asset}.br`)), asset).toBe(true);
    }
  });
});
