import js from "@eslint/js";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";
import security from "eslint-plugin-security";
import { areaBoundaries } from "./scripts/eslint/area-boundaries.mjs";

// Reference data and the sign-in pieces both back offices reuse are shared; every other area is used
// by another only through its index file.
const boundaries = { rules: { areas: areaBoundaries({ shared: ["reference", "auth"] }) } };

export default tseslint.config(
  {
    ignores: [
      "**/dist/**",
      "**/node_modules/**",
      "data/**",
      "**/drizzle/**",
      "**/test-results/**",
      "**/playwright-report/**",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  security.configs.recommended,
  {
    rules: {
      // It flags every `a[b]` (over 200 places here, each a key TypeScript types: a record's own keys, an
      // array index). Request data reaches the code only through zod schemas, which build plain objects
      // of known fields, so a key from outside cannot reach a prototype; the noise would bury a real finding.
      "security/detect-object-injection": "off",
    },
  },
  {
    // Tests, the browser journeys, scripts and build plugins read and match only the repository's own
    // files and fixtures, never a request.
    files: [
      "**/*.test.ts",
      "**/*.test.tsx",
      "apps/api/src/test/**",
      "apps/web/e2e/**",
      "scripts/**",
      "apps/web/vite-plugins/**",
    ],
    rules: {
      "security/detect-non-literal-fs-filename": "off",
      "security/detect-non-literal-regexp": "off",
      "security/detect-unsafe-regex": "off",
    },
  },
  {
    // The server's files under DATA_DIR, the built web folder and the files shipped with it (the database
    // template, the password list): every path is a configured or fixed folder joined with a name the
    // server made itself (a random UUID, a row id, a fixed name), never with anything a request sent.
    files: [
      "apps/api/src/db/lock.ts",
      // The backup folder comes from the operator's own command line, never from a request.
      "apps/api/src/db/backup.ts",
      "apps/api/src/db/template.ts",
      "apps/api/src/make-pglite-template.ts",
      "apps/api/src/platform/common-passwords.ts",
      "apps/api/src/modules/shop/upload/service.ts",
      "apps/api/src/platform/mail.ts",
      "apps/api/src/platform/pin-hash.ts",
      "apps/api/src/platform/web.ts",
      "apps/api/src/db/seed/demo-top-ups.ts",
    ],
    rules: { "security/detect-non-literal-fs-filename": "off" },
  },
  {
    rules: {
      "max-lines": ["error", { max: 400, skipBlankLines: false, skipComments: false }],
      "@typescript-eslint/no-explicit-any": "error",
      "@typescript-eslint/ban-ts-comment": "error",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": "error",
    },
  },
  {
    files: ["apps/api/src/**/*.ts", "apps/web/src/**/*.{ts,tsx}"],
    plugins: { boundaries },
    rules: { "boundaries/areas": "error" },
  },
  {
    files: ["apps/web/src/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: { "react-hooks/rules-of-hooks": "error", "react-hooks/exhaustive-deps": "error" },
  },
  {
    files: ["scripts/**/*.mjs", "apps/web/public/**/*.js"],
    languageOptions: {
      globals: {
        process: "readonly",
        console: "readonly",
        URL: "readonly",
        self: "readonly",
        caches: "readonly",
        fetch: "readonly",
        setTimeout: "readonly",
        clearTimeout: "readonly",
        Response: "readonly",
      },
    },
  },
);
