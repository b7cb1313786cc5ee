// Writes a brotli (.br) and a gzip (.gz) copy beside every text file of the built web app, once at
// build, so the server sends them as they are (`preCompressed` in apps/api/src/platform/web.ts)
// instead of compressing on every request or sending the files raw. Fonts (woff, woff2) and images
// are compressed formats already; a copy that saves less than a tenth is not worth the extra file.
import fs from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import zlib from "node:zlib";

const COMPRESSIBLE = new Set([".js", ".mjs", ".css", ".html", ".svg", ".json", ".txt", ".map", ".xml", ".webmanifest"]);
const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

function listFiles(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name.startsWith(".") ? [] : listFiles(full);
    return COMPRESSIBLE.has(path.extname(entry.name)) ? [full] : [];
  });
}

function writeIfWorthIt(file, raw, compressed, extension) {
  const target = `${file}${extension}`;
  if (compressed.length <= raw.length * 0.9) fs.writeFileSync(target, compressed);
  else fs.rmSync(target, { force: true });
}

/** Compresses the files of `dir` with the strongest settings: this runs once per build, not per request. */
export async function precompress(dir) {
  const files = listFiles(dir);
  await Promise.all(
    files.map(async (file) => {
      const raw = fs.readFileSync(file);
      const [br, gz] = await Promise.all([
        brotli(raw, {
          params: {
            [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
            [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
          },
        }),
        gzip(raw, { level: zlib.constants.Z_BEST_COMPRESSION }),
      ]);
      writeIfWorthIt(file, raw, br, ".br");
      writeIfWorthIt(file, raw, gz, ".gz");
    }),
  );
  return files.length;
}
