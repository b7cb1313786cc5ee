import { lazy, Suspense, useSyncExternalStore } from "react";
import type * as ToasterModule from "./toaster";

/** Spec 000 section 9: toasts close after 2000 ms. */
export const TOAST_AUTO_CLOSE_MS = 2000;

export type ToastKind = "success" | "info" | "warning" | "error";

/*
 * Mantine notifications (and their transitions) load with the first toast, not with the app:
 * the sign-in page usually shows none, and it has a size budget. The signed-in layout imports
 * the toaster itself, so behind sign-in toasts show without that first wait.
 */
let toaster: Promise<typeof ToasterModule> | null = null;
let isHostNeeded = false;
const listeners = new Set<() => void>();

function loadToaster() {
  toaster ??= import("./toaster");
  if (!isHostNeeded) {
    isHostNeeded = true;
    for (const listener of listeners) listener();
  }
  return toaster;
}

function show(kind: ToastKind, message: string, title?: string) {
  void loadToaster().then(({ showToast }) => showToast(kind, message, title));
}

/** The four kinds of toast of spec 000 section 8; callers pass already translated text. */
export const notify = {
  success: (message: string, title?: string) => show("success", message, title),
  info: (message: string, title?: string) => show("info", message, title),
  warning: (message: string, title?: string) => show("warning", message, title),
  error: (message: string, title?: string) => show("error", message, title),
};

const Toasts = lazy(async () => ({ default: (await loadToaster()).Toasts }));

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Mounted once by the providers; renders the toast container from the first toast on. */
export function ToastHost() {
  const isNeeded = useSyncExternalStore(subscribe, () => isHostNeeded);
  if (!isNeeded) return null;
  return (
    <Suspense fallback={null}>
      <Toasts />
    </Suspense>
  );
}

/** For the signed-in layout: load the toaster up front, toasts are frequent there. */
export function preloadToaster(): void {
  void loadToaster();
}
