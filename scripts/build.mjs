// Builds the web app (Vite) and the API (one esbuild bundle). With --if-stale, builds only the
// parts whose sources changed since their last build: what `npm start` runs on every start.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";
import { precompress } from "./precompress.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const onlyIfStale = process.argv.includes("--if-stale");

function newestMtime(entries) {
  let newest = 0;
  for (const entry of entries) {
    const full = path.join(root, entry);
    if (!fs.existsSync(full)) continue;
    const stat = fs.statSync(full);
    if (stat.isDirectory()) {
      const children = fs.readdirSync(full).map((name) => path.join(entry, name));
      newest = Math.max(newest, newestMtime(children));
    } else {
      newest = Math.max(newest, stat.mtimeMs);
    }
  }
  return newest;
}

function isStale(output, sources) {
  const out = path.join(root, output);
  return !onlyIfStale || !fs.existsSync(out) || fs.statSync(out).mtimeMs < newestMtime(sources);
}

const shared = ["packages/domain/src", "package.json", "package-lock.json"];

if (
  isStale("apps/web/dist/index.html", [
    ...shared,
    "apps/web/src",
    "apps/web/public",
    "apps/web/index.html",
    "apps/web/vite.config.ts",
  ])
) {
  console.log("Building the web app...");
  const result = spawnSync(
    process.execPath,
    [path.join(root, "node_modules/vite/bin/vite.js"), "build", "--logLevel", "warn"],
    {
      cwd: path.join(root, "apps/web"),
      stdio: "inherit",
    },
  );
  if (result.status !== 0) process.exit(result.status ?? 1);
  await precompress(path.join(root, "apps/web/dist"));
}

const templateFile = "apps/api/dist/pglite-template.tar";
if (isStale(templateFile, [...shared, "apps/api/src", "apps/api/drizzle"])) {
  console.log("Building the API...");
  await build({
    // Both at the top of dist/: the bundles find the migrations and the web app relative to themselves (paths.ts).
    entryPoints: {
      main: path.join(root, "apps/api/src/main.ts"),
      "make-pglite-template": path.join(root, "apps/api/src/make-pglite-template.ts"),
    },
    outdir: path.join(root, "apps/api/dist"),
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    sourcemap: true,
    logLevel: "warning",
    plugins: [
      {
        // Our own workspace package is TypeScript source, so it is bundled; every other package stays in node_modules.
        name: "externals",
        setup(b) {
          b.onResolve({ filter: /^[^./]/ }, (args) =>
            args.path.startsWith("@pitlane/") ? undefined : { external: true },
          );
        },
      },
    ],
  });
  // Written last, so a build stopped halfway is stale on the next start.
  console.log("Making the embedded database's template...");
  const made = spawnSync(process.execPath, [path.join(root, "apps/api/dist/make-pglite-template.js")], {
    stdio: "inherit",
  });
  if (made.status !== 0) process.exit(made.status ?? 1);
}
