const ACTIVATED = "pitlane:sw-activated";

/**
 * Registers /sw.js (production builds only). When a new worker takes over, it messages the page;
 * we reload at once if the page is visible, else as soon as it becomes visible, so nobody loses
 * what they are looking at to a reload they did not see coming.
 */
export function registerServiceWorker(): void {
  if (!("serviceWorker" in navigator)) return;
  // A page that no worker controlled has nothing old to replace: its first worker's message is ignored.
  const hadController = navigator.serviceWorker.controller !== null;
  navigator.serviceWorker.addEventListener("message", (event: MessageEvent<unknown>) => {
    const data = event.data;
    if (!hadController || typeof data !== "object" || data === null || !("type" in data) || data.type !== ACTIVATED)
      return;
    reloadWhenVisible();
  });
  navigator.serviceWorker.register("/sw.js").catch((error: unknown) => {
    console.warn("Service worker registration failed", error);
  });
}

export function reloadWhenVisible(doc: Document = document, reload: () => void = () => window.location.reload()): void {
  if (doc.visibilityState === "visible") {
    reload();
    return;
  }
  const handleVisibility = () => {
    if (doc.visibilityState !== "visible") return;
    doc.removeEventListener("visibilitychange", handleVisibility);
    reload();
  };
  doc.addEventListener("visibilitychange", handleVisibility);
}
