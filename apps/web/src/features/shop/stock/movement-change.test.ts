import { describe, expect, it } from "vitest";
import { changeColor, signedUnits } from "./movement-change";

describe("a movement's change as the history shows it", () => {
  it("signs units in with a plus and units out with a minus sign", () => {
    expect(signedUnits(12)).toBe("+12");
    expect(signedUnits(-2)).toBe("\u22122");
    expect(signedUnits(0)).toBe("0");
  });

  it("colours units in, units out and a count that changed nothing apart", () => {
    expect(changeColor(3)).toBe("teal");
    expect(changeColor(-3)).toBe("red");
    expect(changeColor(0)).toBe("dimmed");
  });
});
