// Run by `npm run build` (bundled beside main.js): writes the template new embedded databases start from.
import fs from "node:fs";
import { makePgliteTemplate } from "./db/template.js";
import { PGLITE_TEMPLATE_FILE } from "./paths.js";

fs.writeFileSync(PGLITE_TEMPLATE_FILE, Buffer.from(await (await makePgliteTemplate()).arrayBuffer()));
