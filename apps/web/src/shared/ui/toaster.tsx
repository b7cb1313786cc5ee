import "@mantine/core/styles/Notification.css";
import "@mantine/notifications/styles.css";
import { Notifications, notifications } from "@mantine/notifications";
import { IconAlertTriangle, IconCheck, IconInfoCircle, IconX } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { TOAST_AUTO_CLOSE_MS, type ToastKind } from "./notify";

const looks: Record<ToastKind, { color: string; icon: ReactNode }> = {
  success: { color: "teal", icon: <IconCheck size={18} /> },
  info: { color: "blue", icon: <IconInfoCircle size={18} /> },
  warning: { color: "yellow", icon: <IconAlertTriangle size={18} /> },
  error: { color: "red", icon: <IconX size={18} /> },
};

export function showToast(kind: ToastKind, message: string, title?: string): void {
  const { color, icon } = looks[kind];
  notifications.show({ color, icon, message, title, autoClose: TOAST_AUTO_CLOSE_MS, withBorder: true });
}

export function Toasts() {
  return <Notifications position="top-center" limit={4} />;
}
