import { describe, expect, it, vi } from "vitest";
import { reloadWhenVisible } from "./service-worker";

/** Just enough of a Document: visibilityState and its change event. */
function fakeDocument(state: DocumentVisibilityState) {
  const target = new EventTarget();
  const doc = Object.assign(target, { visibilityState: state });
  const setState = (next: DocumentVisibilityState) => {
    doc.visibilityState = next;
    target.dispatchEvent(new Event("visibilitychange"));
  };
  // The function only uses visibilityState and the event methods.
  return { doc: doc as unknown as Document, setState };
}

describe("reloadWhenVisible", () => {
  it("reloads at once when the page is visible", () => {
    const reload = vi.fn();
    reloadWhenVisible(fakeDocument("visible").doc, reload);
    expect(reload).toHaveBeenCalledOnce();
  });

  it("waits for the page to become visible, then reloads once", () => {
    const reload = vi.fn();
    const { doc, setState } = fakeDocument("hidden");
    reloadWhenVisible(doc, reload);
    expect(reload).not.toHaveBeenCalled();
    setState("hidden");
    expect(reload).not.toHaveBeenCalled();
    setState("visible");
    setState("hidden");
    setState("visible");
    expect(reload).toHaveBeenCalledOnce();
  });
});
