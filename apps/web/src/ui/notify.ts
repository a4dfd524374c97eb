import { notifications } from "@mantine/notifications";
import { TOAST_AUTO_CLOSE_MS } from "@sellwerk/domain";
import type { ToastKind } from "../api/client/apiClient.ts";

const COLORS: Record<ToastKind, string> = { success: "green", error: "red", warning: "yellow", info: "blue" };

/** Toasts of every kind close by themselves after 4 s (spec two §8). */
export function notify({ kind, message, title }: { kind: ToastKind; message: string; title?: string }): void {
  notifications.show({
    color: COLORS[kind],
    message,
    title,
    autoClose: TOAST_AUTO_CLOSE_MS,
    withBorder: true,
  });
}
