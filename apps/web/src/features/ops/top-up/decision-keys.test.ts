import { describe, expect, it } from "vitest";
import { createDecisionKeys, decisionOf } from "./decision-keys";

const counter = () => {
  let n = 0;
  return () => `key-${++n}`;
};

describe("decision keys", () => {
  it("keeps one key for a decision retried before any answer (a double click, a network failure)", () => {
    const keys = createDecisionKeys(counter());
    const approve = decisionOf("approve", "t1");
    expect(keys.keyFor(approve)).toBe("key-1");
    expect(keys.keyFor(approve)).toBe("key-1");
  });

  it("gives each request and each reason its own key", () => {
    const keys = createDecisionKeys(counter());
    expect(keys.keyFor(decisionOf("approve", "t1"))).toBe("key-1");
    expect(keys.keyFor(decisionOf("approve", "t2"))).toBe("key-2");
    expect(keys.keyFor(decisionOf("reject", "t1", "Slip unreadable"))).toBe("key-3");
    expect(keys.keyFor(decisionOf("reject", "t1", "Amount differs"))).toBe("key-4");
  });

  it("makes a new key once the server has answered the decision", () => {
    const keys = createDecisionKeys(counter());
    const reject = decisionOf("reject", "t1", "Slip unreadable");
    keys.keyFor(reject);
    keys.settle(reject);
    expect(keys.keyFor(reject)).toBe("key-2");
  });

  it("makes random keys by default", () => {
    const keys = createDecisionKeys();
    const a = keys.keyFor("a");
    expect(a).toMatch(/^[0-9a-f]{32}$/);
    expect(keys.keyFor("b")).not.toBe(a);
  });
});
