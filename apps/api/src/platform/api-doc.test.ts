import fs from "node:fs";
import { describe, expect, it } from "vitest";
import * as domain from "@pitlane/domain";
import type { Endpoint } from "@pitlane/domain";

const apiDoc = fs.readFileSync(new URL("../../../../docs/api.md", import.meta.url), "utf8");

function isEndpoint(value: unknown): value is Endpoint {
  return typeof value === "object" && value !== null && "method" in value && "path" in value && "result" in value;
}

const endpoints = Object.entries(domain)
  .filter(([name]) => name.endsWith("Endpoints"))
  .flatMap(([, group]) => Object.values(group as Record<string, unknown>).filter(isEndpoint));

describe("docs/api.md", () => {
  it.each(endpoints.map((e) => [e.method, e.path]))("lists %s %s", (method, path) => {
    const documented = path.replace(/:(\w+)/g, "{$1}").replace(/[{}]/g, "\\$&");
    expect(apiDoc).toMatch(new RegExp(`\\|\\s*${method}\\s*\\|\\s*\`${documented}\`\\s*\\|`));
  });
});
