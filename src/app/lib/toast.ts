import { notifications, type NotificationData } from '@mantine/notifications';
import { TIMING } from '#shared/constants.ts';

/** Toasts, in one place: the <Notifications> props and per-toast behaviour. */
export const TOAST_CONTAINER = {
  position: 'top-right',
  autoClose: TIMING.toastMs,
  transitionDuration: TIMING.toastTransitionMs,
  // No limit: every toast shows at once instead of queueing.
  limit: Number.MAX_SAFE_INTEGER,
  pauseResetOnHover: 'notification',
} as const;

let order = 0;

export type ToastKind = 'success' | 'error' | 'info';
const COLORS: Record<ToastKind, string> = { success: 'teal', error: 'red', info: 'indigo' };

/**
 * Build one toast: newest on top (higher priority sorts first), a tap anywhere dismisses it,
 * and once the pointer has rested on it, it closes 1000 ms after the pointer leaves.
 */
export function toastData(
  message: string,
  kind: ToastKind = 'info',
  api: Pick<typeof notifications, 'hide' | 'update'> = notifications,
): NotificationData & { id: string } {
  order += 1;
  const id = `toast-${order}`;
  return {
    id,
    message,
    color: COLORS[kind],
    priority: order,
    autoClose: TIMING.toastMs,
    role: kind === 'error' ? 'alert' : 'status',
    style: { cursor: 'pointer' },
    onClick: () => api.hide(id),
    onMouseEnter: () => api.update({ id, message, autoClose: TIMING.toastExtendMs }),
  };
}

export function toast(message: string, kind: ToastKind = 'info'): string {
  return notifications.show(toastData(message, kind));
}
