import { createHash } from "node:crypto";
import { readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import type { Plugin } from "vite";

const PLACEHOLDER = "__BUILD_ID__";

/**
 * Stamps `dist/sw.js` (copied from `public/`) with a hash of the emitted file names. The names
 * carry content hashes, so any change to the app gives a byte-different worker, which is what
 * makes the browser install it and tell the open pages to reload.
 */
export function serviceWorkerBuildId(): Plugin {
  let buildId = "dev";
  let outDir = "dist";
  return {
    name: "pitlane-service-worker-build-id",
    apply: "build",
    configResolved(config) {
      outDir = config.build.outDir;
    },
    generateBundle(_options, bundle) {
      const names = Object.keys(bundle).sort().join("\n");
      buildId = createHash("sha256").update(names).digest("hex").slice(0, 12);
    },
    async writeBundle() {
      const file = join(outDir, "sw.js");
      const source = await readFile(file, "utf8");
      await writeFile(file, source.replaceAll(PLACEHOLDER, buildId));
    },
  };
}
