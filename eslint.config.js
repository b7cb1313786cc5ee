import js from "@eslint/js";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";
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
