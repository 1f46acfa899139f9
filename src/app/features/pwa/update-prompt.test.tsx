// @vitest-environment jsdom
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { MantineProvider } from '@mantine/core';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { UPDATE_TEXT as UPDATE } from './texts';

const UPDATE_TEXT = i18n._(UPDATE);
import { UpdatePrompt } from './update-prompt';

type Listener = (event: { isUpdate?: boolean; isExternal?: boolean }) => void;

/**
 * Stands in for workbox-window under vite-plugin-pwa's own registration code. A new worker
 * taking control is the browser's `controllerchange` (on any page, first visit or not).
 */
class FakeWorkbox {
  static last: FakeWorkbox | undefined;
  listeners = new Map<string, Listener[]>();
  skipMessages = 0;
  constructor() {
    FakeWorkbox.last = this;
  }
  addEventListener(type: string, l: Listener) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), l]);
  }
  register() {
    return Promise.resolve(undefined);
  }
  messageSkipWaiting() {
    this.skipMessages += 1;
  }
  fire(type: 'waiting' | 'controlling', event: { isUpdate?: boolean } = {}) {
    act(() => {
      this.listeners.get(type)?.forEach((l) => l(event));
      if (type === 'controlling') navigator.serviceWorker.dispatchEvent(new Event('controllerchange'));
    });
  }
}

vi.mock('workbox-window', () => ({ Workbox: FakeWorkbox }));

beforeAll(() => {
  Object.defineProperty(navigator, 'serviceWorker', { value: new EventTarget(), configurable: true });
});
afterEach(() => {
  cleanup();
  FakeWorkbox.last = undefined;
});

async function setup() {
  const reload = vi.fn();
  render(
    <I18nProvider i18n={i18n}>
      <MantineProvider>
        <UpdatePrompt reload={reload} />
      </MantineProvider>
    </I18nProvider>,
  );
  const wb = await vi.waitFor(() => {
    if (!FakeWorkbox.last?.listeners.has('waiting')) throw new Error('not registered yet');
    return FakeWorkbox.last;
  });
  return { wb, reload };
}

describe('update prompt', () => {
  it('shows nothing until a new worker is waiting', async () => {
    const { wb } = await setup();
    expect(screen.queryByText(UPDATE_TEXT)).toBeNull();
    wb.fire('waiting');
    expect(screen.getByText(UPDATE_TEXT)).toBeTruthy();
  });

  it('never reloads when a worker takes control without being asked (first install)', async () => {
    const { wb, reload } = await setup();
    wb.fire('controlling', { isUpdate: false });
    expect(reload).not.toHaveBeenCalled();
  });

  it.each([
    ['a page that had a worker in control when it opened', true],
    ['a first visit', false],
  ])('posts SKIP_WAITING on Reload and reloads once the new worker controls %s', async (_page, isUpdate) => {
    const { wb, reload } = await setup();
    wb.fire('waiting');
    fireEvent.click(screen.getByRole('button', { name: /reload/i }));
    await vi.waitFor(() => expect(wb.skipMessages).toBe(1));
    expect(reload).not.toHaveBeenCalled();
    wb.fire('controlling', { isUpdate });
    wb.fire('controlling', { isUpdate });
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('after another tab activated the update, waits for the reader and then just reloads', async () => {
    const { wb, reload } = await setup();
    wb.fire('waiting');
    wb.fire('controlling', { isUpdate: true }); // the other tab pressed Reload
    expect(reload).not.toHaveBeenCalled();
    expect(screen.getByText(UPDATE_TEXT)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /reload/i }));
    expect(reload).toHaveBeenCalledTimes(1);
    expect(wb.skipMessages).toBe(0);
  });

  it('keeps reading on Later and does not reload', async () => {
    const { wb, reload } = await setup();
    wb.fire('waiting');
    fireEvent.click(screen.getByRole('button', { name: /later/i }));
    expect(screen.queryByText(UPDATE_TEXT)).toBeNull();
    expect(wb.skipMessages).toBe(0);
    wb.fire('controlling', { isUpdate: true });
    expect(reload).not.toHaveBeenCalled();
  });
});
