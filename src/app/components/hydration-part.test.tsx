// @vitest-environment jsdom
import { useState } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { act } from 'react-dom/test-utils';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { nextTask } from '#app/lib/next-task.ts';
import { HydrationPart, PART_ATTRIBUTE, renderInParts, useFirstRenderWhole } from './hydration-part';

function Counter({ label }: { label: string }) {
  const [n, setN] = useState(0);
  return (
    <button type="button" onClick={() => setN(n + 1)}>
      {label} {n}
    </button>
  );
}

function Page() {
  return (
    <main>
      <h1>Top stories</h1>
      <HydrationPart>
        <Counter label="a" />
      </HydrationPart>
      <HydrationPart>
        <section>
          <Counter label="b" />
          <HydrationPart>
            <Counter label="c" />
          </HydrationPart>
        </section>
      </HydrationPart>
    </main>
  );
}

afterEach(async () => {
  document.body.innerHTML = '';
  // Let a first hydration still in progress finish (it ends a task after its last part).
  for (let i = 0; i < 10; i++) await nextTask();
});

describe('hydration in parts', () => {
  it('keeps the server markup and takes it over one part per task, inner parts after outer ones', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Page />);
    document.body.append(container);
    const markup = container.innerHTML;
    const [a, b, c] = [...container.querySelectorAll('button')];

    renderInParts(() => hydrateRoot(container, <Page />));
    // Nothing was rebuilt: the same nodes, the same markup, no part interactive yet.
    expect(container.innerHTML).toBe(markup);
    // Which buttons answer a click (a hydrated part has its handler; markup alone has none).
    const answering = () =>
      [a!, b!, c!].map((el) => {
        const before = el.textContent;
        act(() => el.click());
        return el.textContent !== before;
      });
    const steps = [answering()];
    for (let i = 0; i < 10 && !steps.at(-1)!.every(Boolean); i++) {
      await nextTask();
      steps.push(answering());
    }
    // None at first; then one part more per task at most, in document order; all in the end.
    expect(steps[0]).toEqual([false, false, false]);
    expect(steps.at(-1)).toEqual([true, true, true]);
    const counts = steps.map((s) => s.filter(Boolean).length);
    for (let i = 1; i < counts.length; i++) expect(counts[i]! - counts[i - 1]!).toBeLessThanOrEqual(1);
    for (const s of steps) expect(s).toEqual(s.map((_, j) => j < s.filter(Boolean).length));
    expect([...container.querySelectorAll('button')]).toEqual([a, b, c]);
  });

  it('takes each part over in the task of its own turn, not a turn later', async () => {
    // Preact renders a part whose turn came as a new component; a part that then queued again
    // took two turns, the first doing nothing: three parts needed seven tasks.
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Page />);
    document.body.append(container);
    const buttons = [...container.querySelectorAll('button')];
    renderInParts(() => hydrateRoot(container, <Page />));
    const answering = () =>
      buttons.filter((el) => {
        const before = el.textContent;
        act(() => el.click());
        return el.textContent !== before;
      }).length;
    let tasks = 0;
    while (answering() < buttons.length && tasks < 20) {
      await nextTask();
      tasks++;
    }
    // The three parts' turns (one inside another), and the task that starts the first.
    expect(buttons).toHaveLength(3);
    expect(tasks).toBe(4);
  });

  it('builds a first render without markup one part per task, and says when it is whole', async () => {
    const container = document.createElement('div');
    document.body.append(container);
    const seen: string[] = [];
    let wholeCalls = 0;
    let wholeAt = '';
    renderInParts(() => createRoot(container).render(<Page />), {
      onWhole: () => {
        wholeCalls++;
        wholeAt = container.textContent ?? '';
      },
    });
    seen.push(container.textContent ?? '');
    for (let i = 0; i < 10 && wholeCalls === 0; i++) {
      await nextTask();
      seen.push(container.textContent ?? '');
    }
    // The parts' own markup comes one part per task, in document order; the rest at once.
    expect(seen[0]).toBe('Top stories');
    expect(seen).toContain('Top storiesa 0');
    expect(seen).toContain('Top storiesa 0b 0');
    expect(wholeAt).toBe('Top storiesa 0b 0c 0');
    for (let i = 1; i < seen.length; i++) expect(seen[i]!.length >= seen[i - 1]!.length).toBe(true);
    // Once, and only when every part is there.
    for (let i = 0; i < 5; i++) await nextTask();
    expect(wholeCalls).toBe(1);
  });

  it('resumes as many parts in a task as its budget allows', async () => {
    const container = document.createElement('div');
    let whole = false;
    renderInParts(() => createRoot(container).render(<Page />), { budgetMs: 60_000, onWhole: () => (whole = true) });
    expect(container.textContent).toBe('Top stories');
    // Every part in the task after the first render (one part a task would need three).
    await nextTask();
    expect(container.textContent).toBe('Top storiesa 0b 0c 0');
    for (let i = 0; i < 3 && !whole; i++) await nextTask();
    expect(whole).toBe(true);
  });

  it('says at once that a first render with no parts is whole', () => {
    const container = document.createElement('div');
    let whole = false;
    renderInParts(() => createRoot(container).render(<p>Nothing to split</p>), { onWhole: () => (whole = true) });
    expect(whole).toBe(true);
    expect(container.textContent).toBe('Nothing to split');
  });

  it('renders a part at once outside the first hydration (a later screen, the server)', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Page />);
    renderInParts(() => hydrateRoot(container, <Page />));
    // Three parts, a task or two each, then one task to see that none is left.
    for (let i = 0; i < 10; i++) await nextTask();
    expect(container.textContent).toBe('Top storiesa 0b 0c 0');

    const later = document.createElement('div');
    act(() => createRoot(later).render(<Page />));
    expect(later.textContent).toBe('Top storiesa 0b 0c 0');
    expect(renderToString(<Page />)).toContain('c 0');
  });

  it('keeps what waits for the whole first render out of it, and shows it once the last part is in', async () => {
    function Later() {
      return useFirstRenderWhole() ? <aside>later</aside> : null;
    }
    const App = () => (
      <div>
        <Page />
        <Later />
      </div>
    );
    const container = document.createElement('div');
    // The server's markup has none of it (in the app, ClientOnly leaves it out).
    container.innerHTML = renderToString(
      <div>
        <Page />
      </div>,
    );
    // Rendered on its own, the server would show it at once
    expect(renderToString(<Later />)).toBe('<aside>later</aside>');
    document.body.append(container);
    let whole = false;
    // Each task: was it there, and was the first render whole.
    const seen: [shown: boolean, whole: boolean][] = [];
    renderInParts(() => hydrateRoot(container, <App />), { onWhole: () => (whole = true) });
    for (let i = 0; i < 20 && !seen.at(-1)?.[0]; i++) {
      seen.push([Boolean(container.querySelector('aside')), whole]);
      await nextTask();
    }
    // Not there while any part waited (three parts: several tasks); there in the end.
    expect(seen.filter(([, w]) => !w).length).toBeGreaterThan(3);
    expect(seen.filter(([shown, w]) => shown && !w)).toEqual([]);
    expect(seen.at(-1)).toEqual([true, true]);
    expect(container.textContent).toBe('Top storiesa 0b 0c 0later');

    // Outside a first render: at once.
    const later = document.createElement('div');
    act(() => createRoot(later).render(<Later />));
    expect(later.textContent).toBe('later');
  });

  describe('parts far below the screen (whenSeen)', () => {
    // A phone's screen, 800 px high, and a page whose stories lie 600 px apart: the first two
    // are on or near the screen (within half a screen below it), the last two far below.
    const SCREEN = 800;
    function Stories() {
      return (
        <main>
          {['one', 'two', 'three', 'four'].map((s) => (
            <HydrationPart key={s} whenSeen={`story ${s}`}>
              <article>
                <Counter label={s} />
              </article>
            </HydrationPart>
          ))}
        </main>
      );
    }
    /** What the browser would tell: the observer's targets, and each story's place on the page. */
    function layOut() {
      const observed = new Set<Element>();
      let notify: (targets: Element[]) => void = () => undefined;
      vi.stubGlobal('innerHeight', SCREEN);
      vi.stubGlobal(
        'IntersectionObserver',
        class {
          constructor(callback: (entries: { target: Element; isIntersecting: boolean }[]) => void) {
            notify = (targets) => callback(targets.filter((t) => observed.has(t)).map((target) => ({ target, isIntersecting: true })));
          }
          observe(el: Element) {
            observed.add(el);
          }
          unobserve(el: Element) {
            observed.delete(el);
          }
          disconnect() {
            observed.clear();
          }
        },
      );
      vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
        const i = [...document.querySelectorAll('article')].indexOf(this as HTMLElement);
        return { top: 100 + 600 * i, bottom: 400 + 600 * i, height: 300, width: 360 } as DOMRect;
      });
      return { observed, seen: (...els: Element[]) => notify(els) };
    }
    afterEach(() => {
      vi.unstubAllGlobals();
      vi.restoreAllMocks();
    });

    async function hydrated() {
      const container = document.createElement('div');
      container.innerHTML = renderToString(<Stories />);
      document.body.append(container);
      const screen = layOut();
      let whole = false;
      renderInParts(() => hydrateRoot(container, <Stories />), { hydrating: true, onWhole: () => (whole = true) });
      for (let i = 0; i < 10 && !whole; i++) await nextTask();
      for (let i = 0; i < 3; i++) await nextTask();
      const articles = [...container.querySelectorAll('article')];
      const buttons = [...container.querySelectorAll('button')];
      /** Which stories answer a click (one that answers counts one up). */
      const answering = () =>
        buttons.map((el) => {
          const before = el.textContent;
          act(() => el.click());
          return el.textContent !== before;
        });
      return { container, screen, whole, articles, buttons, answering };
    }

    it('carry their name on their markup, on the server as in the app', () => {
      const html = renderToString(<Stories />);
      expect(html).toContain(`<article ${PART_ATTRIBUTE}="story one">`);
      expect(html).toContain(`${PART_ATTRIBUTE}="story four"`);
    });

    it('keeps the far parts as the server sent them, out of the first render, and watches them', async () => {
      const { whole, articles, answering, screen } = await hydrated();
      expect(whole).toBe(true);
      expect(answering()).toEqual([true, true, false, false]);
      expect([...screen.observed]).toEqual(articles.slice(2));
      expect(articles.map((a) => a.textContent)).toEqual(['one 1', 'two 1', 'three 0', 'four 0']);
    });

    it('takes a far part over when it comes near the screen, one part per task', async () => {
      const { articles, answering, screen } = await hydrated();
      screen.seen(articles[2]!, articles[3]!);
      await nextTask();
      await nextTask();
      expect(answering().slice(2)).toEqual([true, false]);
      await nextTask();
      await nextTask();
      expect(answering().slice(2)).toEqual([true, true]);
      expect(screen.observed.size).toBe(0);
    });

    it('takes a far part over before the click that a pointer pressed on it brings', async () => {
      const { buttons, articles } = await hydrated();
      const last = buttons[3]!;
      // A tap: the pointer goes down, then the click comes, in tasks of their own.
      act(() => {
        last.dispatchEvent(new Event('pointerdown', { bubbles: true }));
      });
      await act(async () => {
        await Promise.resolve();
      });
      act(() => last.click());
      expect(articles[3]!.textContent).toBe('four 1');
      // The other far part still waits.
      expect(articles[2]!.textContent).toBe('three 0');
    });

    it('takes a far part over when focus moves into it (keyboard)', async () => {
      const { buttons, articles } = await hydrated();
      act(() => {
        buttons[2]!.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
      });
      await act(async () => {
        await Promise.resolve();
      });
      act(() => buttons[2]!.click());
      expect(articles[2]!.textContent).toBe('three 1');
    });

    it('takes every part over in the first render when the screen was not the server\'s', async () => {
      const container = document.createElement('div');
      document.body.append(container);
      layOut();
      let whole = false;
      renderInParts(() => createRoot(container).render(<Stories />), { onWhole: () => (whole = true) });
      for (let i = 0; i < 10 && !whole; i++) await nextTask();
      expect(container.textContent).toBe('one 0two 0three 0four 0');
    });
  });
});
