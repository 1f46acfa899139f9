import { notifications, notificationsStore, type NotificationData } from '@mantine/notifications';
import { TIMING } from '#shared/constants.ts';

/** At most this many toasts show at once; more wait in Mantine's queue and show as others close. */
export const TOAST_LIMIT = 3;

/** Phones (below Mantine's `sm`, where the article dialog becomes a bottom sheet). */
// eslint-disable-next-line lingui/no-unlocalized-strings -- a media query
export const PHONE_QUERY = '(max-width: 48em)';

/**
 * Toasts, in one place: the <Notifications> props and per-toast behaviour. They show at the
 * bottom (centred on phones, on the right on larger screens), away from the toolbar and its
 * account menu and from a dialog's title; a dialog with a footer of actions lifts them above
 * it (`data-toast-lift`, toasts.css).
 */
export const TOAST_CONTAINER = {
  autoClose: TIMING.toastMs,
  transitionDuration: TIMING.toastTransitionMs,
  limit: TOAST_LIMIT,
  containerWidth: 400,
  pauseResetOnHover: 'notification',
  className: 'kh-toasts',
} as const;

export const toastPosition = (phone: boolean) => (phone ? 'bottom-center' : 'bottom-right');

let order = 0;

export type ToastKind = 'success' | 'error' | 'info';
const COLORS: Record<ToastKind, string> = { success: 'teal', error: 'red', info: 'indigo' };

type Api = {
  show: (n: NotificationData) => string;
  update: (n: NotificationData & { id: string }) => unknown;
  hide: (id: string) => unknown;
};

/** One id per kind and text: the same message again is the same toast. */
export const toastId = (message: string, kind: ToastKind, detail?: string) =>
  `toast:${kind}:${message}${detail ? `:${detail}` : ''}`;

/**
 * Build one toast: newest on top (higher priority sorts first), a tap anywhere dismisses it,
 * and once the pointer has rested on it, it closes 1000 ms after the pointer leaves. `detail`
 * (a reason the server gave) goes under the catalogue's text, which stays as the product words it
 * (src/shared/messages.ts).
 */
export function toastData(
  message: string,
  kind: ToastKind = 'info',
  api: Pick<Api, 'hide' | 'update'> = notifications,
  detail?: string,
): NotificationData & { id: string } {
  order += 1;
  const id = toastId(message, kind, detail);
  const text = detail ? { title: message, message: detail } : { message };
  return {
    id,
    ...text,
    color: COLORS[kind],
    priority: order,
    autoClose: TIMING.toastMs,
    role: kind === 'error' ? 'alert' : 'status',
    style: { cursor: 'pointer' },
    onClick: () => api.hide(id),
    onMouseEnter: () => api.update({ id, ...text, autoClose: TIMING.toastExtendMs }),
  };
}

/**
 * Show a toast. A toast with the same kind and text already showing (or waiting) is brought
 * to the top with its countdown restarted instead of a second copy: saving four articles in a
 * row shows one 'News URL bookmarked successfully.'.
 */
export function toast(
  message: string,
  kind: ToastKind = 'info',
  detail?: string,
  api: Api = notifications,
  store = notificationsStore,
): string {
  const data = toastData(message, kind, api, detail);
  const { notifications: shown, queue } = store.getState();
  const same = [...shown, ...queue].find((n) => n.id === data.id);
  if (!same) return api.show(data);
  // Mantine restarts a countdown when its duration changes: a millisecond either way makes the
  // repeat show for the full 5 seconds again.
  api.update({ ...data, autoClose: same.autoClose === TIMING.toastMs ? TIMING.toastMs - 1 : TIMING.toastMs });
  return data.id;
}
