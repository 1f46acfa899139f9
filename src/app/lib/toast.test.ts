import { createNotificationsStore, notifications, type NotificationData } from '@mantine/notifications';
import { describe, expect, it, vi } from 'vitest';
import { TOAST_CONTAINER, TOAST_LIMIT, toast, toastData, toastPosition } from './toast';

/** A store of its own per test, driven through Mantine's own store functions. */
function harness() {
  const store = createNotificationsStore();
  store.setState({ ...store.getState(), limit: TOAST_LIMIT });
  const api = {
    show: (n: NotificationData) => notifications.show(n, store),
    update: (n: NotificationData & { id: string }) => notifications.update(n, store),
    hide: (id: string) => notifications.hide(id, store),
  };
  const say = (message: string, kind: 'success' | 'error' | 'info' = 'success', detail?: string) =>
    toast(message, kind, detail, api, store);
  return { store, say };
}

describe('toast options', () => {
  it('shows at most three at once, 5000 ms, 300 ms transitions, at the bottom', () => {
    expect(TOAST_CONTAINER.limit).toBe(3);
    expect(TOAST_CONTAINER.autoClose).toBe(5000);
    expect(TOAST_CONTAINER.transitionDuration).toBe(300);
    expect(toastPosition(true)).toBe('bottom-center');
    expect(toastPosition(false)).toBe('bottom-right');
  });

  it('puts the newest toast on top', () => {
    const api = { hide: vi.fn(), update: vi.fn() };
    const first = toastData('one', 'info', api);
    const second = toastData('two', 'info', api);
    expect(second.priority).toBeGreaterThan(first.priority ?? 0);
    expect(first.id).not.toBe(second.id);
  });

  it('dismisses on tap and closes 1000 ms after the pointer has rested on it', () => {
    const api = { hide: vi.fn(), update: vi.fn() };
    const t = toastData('saved', 'success', api);
    expect(t.autoClose).toBe(5000);
    t.onClick?.({} as never);
    expect(api.hide).toHaveBeenCalledWith(t.id);
    t.onMouseEnter?.({} as never);
    expect(api.update).toHaveBeenCalledWith(expect.objectContaining({ id: t.id, autoClose: 1000 }));
  });

  it('announces errors as alerts', () => {
    expect(toastData('x', 'error', { hide: vi.fn(), update: vi.fn() }).role).toBe('alert');
  });

  it('keeps the catalogue text as it is and puts a reason under it', () => {
    const t = toastData('Some error occurred while uploading file.', 'error', undefined, 'File too large.');
    expect(t.title).toBe('Some error occurred while uploading file.');
    expect(t.message).toBe('File too large.');
  });
});

describe('toast()', () => {
  it('merges a repeat of the same text into the toast already showing, on top, its countdown restarted', () => {
    const { store, say } = harness();
    say('News URL bookmarked successfully.');
    say('Note saved.');
    const before = store.getState().notifications.find((n) => n.message === 'News URL bookmarked successfully.')!;
    const durations: unknown[] = [before.autoClose];
    for (let i = 0; i < 3; i += 1) {
      say('News URL bookmarked successfully.');
      durations.push(store.getState().notifications[0]!.autoClose);
    }
    const { notifications: shown, queue } = store.getState();
    expect(shown.map((n) => n.message)).toEqual(['News URL bookmarked successfully.', 'Note saved.']);
    expect(queue).toEqual([]);
    // Each repeat changes the duration (by a millisecond), which restarts Mantine's countdown.
    for (let i = 1; i < durations.length; i += 1) expect(durations[i]).not.toBe(durations[i - 1]);
  });

  it('keeps a success and a failure with the same words apart', () => {
    const { store, say } = harness();
    say('Same words', 'success');
    say('Same words', 'error');
    expect(store.getState().notifications).toHaveLength(2);
  });

  it('shows three at once and queues the rest, which show as others close', () => {
    const { store, say } = harness();
    const ids = ['one', 'two', 'three', 'four', 'five'].map((m) => say(m));
    expect(store.getState().notifications).toHaveLength(3);
    expect(store.getState().queue).toHaveLength(2);
    notifications.hide(ids[4]!, store);
    expect(store.getState().notifications).toHaveLength(3);
    expect(store.getState().queue).toHaveLength(1);
  });
});
