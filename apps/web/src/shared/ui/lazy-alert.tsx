import type { AlertProps } from "@mantine/core";
import { Suspense, lazy } from "react";

const AlertBox = lazy(() => import("./alert-box"));

/**
 * An alert whose code loads the first time one is shown: the sign-in page shows none until a
 * refusal or a notice, and stays within its weight budget (0008) without carrying it.
 */
export function LazyAlert(props: AlertProps) {
  return (
    <Suspense fallback={null}>
      <AlertBox {...props} />
    </Suspense>
  );
}
