import { fileURLToPath } from "node:url";

// This file sits one level under apps/api both as source (src/) and bundled (dist/main.js),
// so the same relative paths work in development, tests and `npm start`.
export const MIGRATIONS_DIR = fileURLToPath(new URL("../drizzle", import.meta.url));
export const WEB_DIST_DIR = fileURLToPath(new URL("../../web/dist", import.meta.url));
/** The template a new embedded database starts from, written by the build (db/template.ts). */
export const PGLITE_TEMPLATE_FILE = fileURLToPath(new URL("../dist/pglite-template.tar", import.meta.url));
/** Read at run time rather than bundled, so the list stays a plain file in the repository. */
export const COMMON_PASSWORDS_FILE = fileURLToPath(new URL("../src/platform/common-passwords.txt", import.meta.url));
/** The demo's proof of payment: an image of a deposit slip, copied into the uploads of each demo top-up. */
export const DEMO_SLIP_FILE = fileURLToPath(new URL("../src/db/seed/demo-deposit-slip.png", import.meta.url));
