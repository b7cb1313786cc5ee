import { describe, expect, it } from "vitest";
import { MAX_PHOTO_SIDE, scaledSize } from "./downscale";

describe("the size a photo is sent at", () => {
  it("shrinks a phone's photo so its longer side is 1280 px, the ratio kept", () => {
    expect(scaledSize(4032, 3024)).toEqual({ width: 1280, height: 960 });
    expect(scaledSize(3024, 4032)).toEqual({ width: 960, height: 1280 });
    expect(scaledSize(4000, 1800)).toEqual({ width: 1280, height: 576 });
  });

  it("keeps a photo that already fits, and never enlarges one", () => {
    expect(scaledSize(1280, 720)).toEqual({ width: 1280, height: 720 });
    expect(scaledSize(640, 480)).toEqual({ width: 640, height: 480 });
    expect(scaledSize(1, 1)).toEqual({ width: 1, height: 1 });
  });

  it("rounds to whole pixels and keeps at least one on a very thin image", () => {
    expect(scaledSize(2561, 1000)).toEqual({ width: 1280, height: 500 });
    expect(scaledSize(100_000, 10)).toEqual({ width: 1280, height: 1 });
    for (const [w, h] of [
      [5000, 3333],
      [1281, 1281],
      [7, 9000],
    ] as const) {
      const size = scaledSize(w, h);
      expect(Math.max(size.width, size.height)).toBe(MAX_PHOTO_SIDE);
      const scale = MAX_PHOTO_SIDE / Math.max(w, h);
      expect(Math.abs(size.width - w * scale)).toBeLessThanOrEqual(0.5);
      expect(Math.abs(size.height - h * scale)).toBeLessThanOrEqual(0.5);
    }
  });
});
