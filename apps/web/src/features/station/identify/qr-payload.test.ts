import { describe, expect, it } from "vitest";
import { vehicleTokenOf } from "./qr-payload";

describe("the vehicle's token in a scanned QR code", () => {
  it("takes the bare token the fleet portal prints, without the blanks a reader may add", () => {
    expect(vehicleTokenOf("q1w2E3r4T5y6U7i8O9p0aA")).toBe("q1w2E3r4T5y6U7i8O9p0aA");
    expect(vehicleTokenOf("  q1w2E3r4-_x\n")).toBe("q1w2E3r4-_x");
  });

  it("takes the token out of a link, from its query or its last path segment", () => {
    expect(vehicleTokenOf("https://pitlane.example/v?qr=abc123")).toBe("abc123");
    expect(vehicleTokenOf("https://pitlane.example/v?t=abc123&utm=x")).toBe("abc123");
    expect(vehicleTokenOf("http://pitlane.example/vehicles/abc-123/")).toBe("abc-123");
    expect(vehicleTokenOf("HTTPS://pitlane.example/q/abc%2D9")).toBe("abc-9");
  });

  it("gives nothing for an empty read, a link without a token, or text too long to search", () => {
    expect(vehicleTokenOf("")).toBeNull();
    expect(vehicleTokenOf("   ")).toBeNull();
    expect(vehicleTokenOf("https://pitlane.example/")).toBeNull();
    expect(vehicleTokenOf("x".repeat(101))).toBeNull();
    expect(vehicleTokenOf("x".repeat(100))).toBe("x".repeat(100));
  });
});
