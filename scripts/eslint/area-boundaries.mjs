// An area (the shop, the fleet, and later ops and the station) uses another only through that area's
// public entry point, its index file; modules that several areas share (reference data, and the
// sign-in pieces both back offices reuse) may be used freely. Relative paths are resolved first, so
// "../auth/presenter.js" inside the fleet is the fleet's own file, not the shared auth module.
import path from "node:path";

const ROOTS = ["apps/api/src/modules/", "apps/web/src/features/"];

/** The root and area a file lies in, or undefined outside the areas (platform, shared, app). */
function areaOf(file) {
  const normalised = file.split(path.sep).join("/");
  for (const root of ROOTS) {
    const at = normalised.indexOf(root);
    if (at === -1) continue;
    const [area, ...rest] = normalised.slice(at + root.length).split("/");
    return { root, area, inner: rest.join("/") };
  }
  return undefined;
}

const isEntryPoint = (inner) => /^index(\.[jt]sx?)?$/.test(inner);

export function areaBoundaries({ shared }) {
  return {
    meta: {
      type: "problem",
      docs: { description: "An area imports another area only through its index file" },
      schema: [],
      messages: {
        internal:
          "{{from}} reaches into {{to}}'s internals ({{source}}): import it from {{to}}'s index file, or move what both use into a shared module.",
      },
    },
    create(context) {
      const here = areaOf(context.filename);
      if (!here) return {};
      const check = (node) => {
        const source = node.source?.value;
        if (typeof source !== "string" || !source.startsWith(".")) return;
        const there = areaOf(path.resolve(path.dirname(context.filename), source));
        if (!there || there.root !== here.root || there.area === here.area) return;
        if (shared.includes(there.area) || isEntryPoint(there.inner)) return;
        context.report({ node, messageId: "internal", data: { from: here.area, to: there.area, source } });
      };
      return {
        ImportDeclaration: check,
        ExportNamedDeclaration: check,
        ExportAllDeclaration: check,
        ImportExpression: check,
      };
    },
  };
}
