import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: "unit",
          include: ["packages/domain/src/**/*.test.ts", "apps/web/src/**/*.test.{ts,tsx}", "scripts/**/*.test.ts"],
          environment: "node",
        },
      },
      {
        test: {
          name: "api",
          include: ["apps/api/src/**/*.test.ts"],
          globalSetup: ["apps/api/src/test/global-setup.ts"],
          environment: "node",
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // Files share a worker's loaded modules (each still opens its own database and app): importing
          // the app once per worker instead of once per file is most of what a file used to cost.
          isolate: false,
        },
      },
    ],
  },
});
