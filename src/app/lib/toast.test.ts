import { describe, expect, it, vi } from 'vitest';
import { TOAST_CONTAINER, toastData } from './toast';

describe('toast options', () => {
  it('shows top-right, 5000 ms, 300 ms transitions and no limit', () => {
    expect(TOAST_CONTAINER.position).toBe('top-right');
    expect(TOAST_CONTAINER.autoClose).toBe(5000);
    expect(TOAST_CONTAINER.transitionDuration).toBe(300);
    expect(TOAST_CONTAINER.limit).toBeGreaterThan(1000);
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
});
