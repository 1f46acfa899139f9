// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createUpdateController, type WorkboxLike } from './update-controller';
import { UPDATE_TEXT } from './texts';
import { UpdatePrompt } from './update-prompt';
import { stubMatchMedia } from '#app/lib/jsdom-match-media.ts';

/** Stands in for workbox-window: records listeners and lets the test fire lifecycle events. */
class FakeWorkbox implements WorkboxLike {
  listeners = new Map<string, Array<() => void>>();
  skipMessages = 0;
  addEventListener(type: string, l: () => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), l]);
  }
  messageSkipWaiting() {
    this.skipMessages += 1;
  }
  fire(type: 'waiting' | 'controlling') {
    act(() => this.listeners.get(type)?.forEach((l) => l()));
  }
}

beforeAll(stubMatchMedia);
afterEach(cleanup);

function setup() {
  const wb = new FakeWorkbox();
  const reload = vi.fn();
  const controller = createUpdateController(wb, reload);
  render(
    <MantineProvider>
      <UpdatePrompt controller={controller} />
    </MantineProvider>,
  );
  return { wb, reload };
}

describe('update prompt', () => {
  it('shows nothing until a new worker is waiting', () => {
    const { wb } = setup();
    expect(screen.queryByText(UPDATE_TEXT)).toBeNull();
    wb.fire('waiting');
    expect(screen.getByText(UPDATE_TEXT)).toBeTruthy();
  });

  it('never reloads when a worker takes control without being asked (first install)', () => {
    const { wb, reload } = setup();
    wb.fire('controlling');
    expect(reload).not.toHaveBeenCalled();
  });

  it('posts SKIP_WAITING on Reload and reloads once the new worker controls the page', () => {
    const { wb, reload } = setup();
    wb.fire('waiting');
    fireEvent.click(screen.getByRole('button', { name: /reload/i }));
    expect(wb.skipMessages).toBe(1);
    expect(reload).not.toHaveBeenCalled();
    wb.fire('controlling');
    wb.fire('controlling');
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('after another tab activated the update, waits for the reader and then just reloads', () => {
    const { wb, reload } = setup();
    wb.fire('waiting');
    wb.fire('controlling'); // the other tab pressed Reload
    expect(reload).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: /reload/i }));
    expect(wb.skipMessages).toBe(0);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('keeps reading on Later and does not reload', () => {
    const { wb, reload } = setup();
    wb.fire('waiting');
    fireEvent.click(screen.getByRole('button', { name: /later/i }));
    expect(screen.queryByText(UPDATE_TEXT)).toBeNull();
    expect(wb.skipMessages).toBe(0);
    wb.fire('controlling');
    expect(reload).not.toHaveBeenCalled();
  });
});
