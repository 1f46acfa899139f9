import { Suspense, useLayoutEffect, useState, type ReactNode } from 'react';
import { nextTask } from '#app/lib/next-task.ts';

// Taking the server's markup over part by part (README, Decisions: "The app runs on Preact").
// Preact hydrates in one go where React slices the work, and the news home's Mantine components
// took about 250 ms at a phone's speed in one task. A part that suspends while Preact hydrates
// keeps its server markup on screen and is hydrated when it resumes; here each part resumes in
// a task of its own, one after another, so no task is long. A first render without server
// markup (a signed-in reader's) is built the same way, out of sight until it is whole. Outside
// those first renders (the server's render, a later navigation) a part renders at once.

/** While a first render runs: the last part's turn, which the next part waits for. */
let turn: Promise<void> | null = null;
/** Parts whose turn has not come yet. */
let queued = 0;
/** Called once the first render is whole. */
let whole: (() => void) | null = null;
/** How long a task may resume parts for (0: one part per task), and when the current one began. */
let slice = { budget: 0, start: 0 };

/** Before a part resumes: a task of its own, unless the current task has time left. */
function turnToResume(): Promise<void> | undefined {
  if (slice.budget > 0 && performance.now() - slice.start < slice.budget) return undefined;
  return nextTask().then(() => {
    slice.start = performance.now();
  });
}

/** Components waiting for the first render to be whole (`useFirstRenderWhole`). */
const waiting = new Set<() => void>();

function end(): void {
  turn = null;
  const done = whole;
  whole = null;
  done?.();
  for (const wake of [...waiting]) wake();
}

/**
 * The first render is over once no part is left waiting a task after the last one resumed
 * (a part inside another joins the queue when the outer one resumes, in that same task). A part
 * that was unmounted while it waited still takes its turn, so the queue always drains.
 */
function endWhenDrained(): void {
  void nextTask().then(() => {
    if (queued === 0) end();
  });
}

/**
 * boot.tsx: `render` builds the first screen (hydrating the server's markup, or rendering),
 * leaving its parts for later; the parts then resume in order, a task each, or as many as fit
 * in `budgetMs` of a task when that is given, and `onWhole` runs when the last one has.
 */
export function renderInParts(render: () => void, { onWhole, budgetMs = 0 }: { onWhole?: () => void; budgetMs?: number } = {}): void {
  turn = Promise.resolve();
  whole = onWhole ?? null;
  slice = { budget: budgetMs, start: performance.now() };
  try {
    render();
  } finally {
    if (queued === 0) end();
  }
}

type Wait = { done: boolean; promise: Promise<void> };

/**
 * Each part's wait, by the element it renders. When a part's turn comes, Preact's Suspense
 * renders it again as a new component (its state, and so its wait, gone) from the same children
 * element, its parent not having rendered meanwhile: found here, the wait is not queued a second
 * time, and the part renders in its own turn. Without this every part took two turns, the first
 * doing nothing, and a part inside another resumed after the footer (tests/bench/HISTORY.md,
 * "Sixteenth session").
 */
const waits = new WeakMap<object, Wait>();

function Gate({ children }: { children: ReactNode }) {
  const [wait] = useState<Wait | null>(() => {
    if (!turn) return null;
    const key = typeof children === 'object' && children !== null ? children : undefined;
    const known = key && waits.get(key);
    if (known) return known;
    queued++;
    const w: Wait = { done: false, promise: Promise.resolve() };
    w.promise = turn = turn.then(turnToResume).then(() => {
      w.done = true;
      if (--queued === 0) endWhenDrained();
    });
    if (key) waits.set(key, w);
    return w;
  });
  if (wait && !wait.done) throw wait.promise;
  return children;
}

/**
 * A part of a first screen that Preact hydrates (or renders) in a task of its own. Its children
 * must render one element: while a part waits, Preact keeps only its first node of the server's
 * markup.
 */
export function HydrationPart({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <Gate>{children}</Gate>
    </Suspense>
  );
}

/**
 * False while a first render is being taken over (or built) part by part, true once it is whole
 * and at once outside it (the server's render, a later screen). What the first screen does not
 * show (the service worker's overlays) waits for it, so that loading and rendering it does not
 * lengthen the first render's tasks. Only under `ClientOnly`: on the server it is true at once.
 */
export function useFirstRenderWhole(): boolean {
  const [isWhole, setWhole] = useState(() => turn === null);
  // A layout effect: it subscribes in the task that rendered, before the first render can end.
  useLayoutEffect(() => {
    if (isWhole) return;
    const wake = () => setWhole(true);
    if (turn === null) {
      wake();
      return;
    }
    waiting.add(wake);
    return () => {
      waiting.delete(wake);
    };
  }, [isWhole]);
  return isWhole;
}
