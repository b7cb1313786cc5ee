import fs from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";
import { answer, sendError } from "./errors.js";

/** Paths that belong to the API: an unknown one answers a 404 envelope, never the web page. */
const API_PREFIXES = [
  "/auth/api",
  "/customer/api",
  "/fueling/api",
  "/vehicle/api",
  "/ops/api",
  "/station/api",
  "/docs",
];

export const isApiPath = (url: string) => API_PREFIXES.some((prefix) => url === prefix || url.startsWith(`${prefix}/`));

/**
 * Serves the built web app from one port with the API. Hashed assets are cached for good; index.html
 * and sw.js are revalidated so a new version is picked up; other GET paths fall back to index.html
 * because the web app owns its routes (its not-found page included). Text files go out as the brotli
 * or gzip copy the build wrote beside them (scripts/precompress.mjs), whichever the browser accepts.
 */
export async function registerWeb(app: FastifyInstance, webDist: string | undefined) {
  const indexFile = webDist ? path.join(webDist, "index.html") : undefined;
  const hasWeb = indexFile !== undefined && fs.existsSync(indexFile);

  if (hasWeb && webDist) {
    await app.register(fastifyStatic, {
      root: webDist,
      // One route for every file: a route per file (hundreds of chunks) cost half a second of start-up
      // building the router. A missing file falls through to the not-found handler below.
      wildcard: true,
      index: false,
      preCompressed: true,
      // The compressed copies are served in place of their originals, never under their own names.
      allowedPath: (pathname) => !/\.(br|gz)$/.test(pathname),
      // Left on, the file sender writes its own `public, max-age=0` over what setHeaders sets.
      cacheControl: false,
      setHeaders(res, filePath) {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.setHeader("cache-control", immutable ? "public, max-age=31536000, immutable" : "no-cache");
        res.setHeader("vary", "Accept-Encoding");
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split("?")[0] ?? "/";
    if (!hasWeb || request.method !== "GET" || isApiPath(url) || path.extname(url) !== "") {
      // The path is not echoed back: an answer never repeats what the client put in the URL.
      return sendError(reply, answer(404, "route_not_found"));
    }
    return reply.header("cache-control", "no-cache").sendFile("index.html");
  });
}
