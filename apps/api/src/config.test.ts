import { describe, expect, it } from "vitest";
import { loadConfig } from "./config.js";

describe("the configuration", () => {
  it("refuses a replica without the server it replicates, naming the variable", () => {
    expect(() => loadConfig({ DATABASE_REPLICA_URL: "postgres://replica/pitlane" })).toThrow(
      /DATABASE_REPLICA_URL: needs DATABASE_URL/,
    );
  });

  it("takes a replica beside its server for the read-only screens", () => {
    const config = loadConfig({
      DATABASE_URL: "postgres://primary/pitlane",
      DATABASE_REPLICA_URL: "postgres://replica/pitlane",
    });
    expect(config.databaseReplicaUrl).toBe("postgres://replica/pitlane");
  });
});
