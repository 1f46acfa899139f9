import { cloneElement, isValidElement, Suspense, useLayoutEffect, useState, type ReactNode } from 'react';
import { nextTask } from '#app/lib/next-task.ts';

// Taking the server's markup over part by part (README, Decisions: "The app runs on Preact").
// Preact hydrates in one go where React slices the work, and the news home's Mantine components
// took about 250 ms at a phone's speed in one task. A part that suspends while Preact hydrates
// keeps its server markup on screen and is hydrated when it resumes; here each part resumes in
// a task of its own, one after another, so no task is long. A first render without server
// markup (a signed-in reader's) is built the same way, out of sight until it is whole. Outside
// those first renders (the server's render, a later navigation) a part renders at once.
//
// A part marked `whenSeen` whose server markup lies far from the screen when the hydration
// begins is not taken over in that first pass: it keeps its markup (links still work as links)
// and is taken over when it comes near the screen (IntersectionObserver), or at once when the
// reader points at it, touches it or moves focus into it, before the click or key reaches it.
// On a phone most of the news home's cards are below the fold: their tasks were most of the
// load's blocking time (tests/bench/HISTORY.md, "Seventeenth session").

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

/**
 * The attribute by which a `whenSeen` part's server markup is found: its name, given by the
 * screen (React's useId cannot serve: a part's ids are drawn when it resumes, in another order
 * than the server's).
 */
export const PART_ATTRIBUTE = 'data-hydration-part';
/** How near the screen a part counts as seen: within half a screen's height above or below it. */
const NEAR = 0.5;
/** While a hydration runs: the `whenSeen` parts whose markup lay far from the screen, by name. */
let far = new Map<string, Element>();

/**
 * The `whenSeen` parts far from the screen when a hydration began (one read of the layout the
 * browser has already made for the first paint, before the hydration changes anything).
 */
function findFarParts(): Map<string, Element> {
  const found = new Map<string, Element>();
  const named = new Set<string>();
  const height = window.innerHeight;
  for (const el of document.querySelectorAll(`[${PART_ATTRIBUTE}]`)) {
    const name = el.getAttribute(PART_ATTRIBUTE)!;
    // A name given twice (the same story in two sections) cannot tell its parts apart: both
    // are taken over as any other part.
    if (named.has(name)) {
      found.delete(name);
      continue;
    }
    named.add(name);
    const box = el.getBoundingClientRect();
    // A part not laid out (hidden at this width) has an empty box: taken over as any other.
    if (box.height === 0 && box.width === 0) continue;
    if (box.bottom < -NEAR * height || box.top > (1 + NEAR) * height) found.set(name, el);
  }
  return found;
}

/** Far parts waiting to be seen or used: how to wake each, by its element. */
const sleeping = new Map<Element, () => void>();
let watcher: IntersectionObserver | null = null;
/** Parts that come into view together are taken over one per task, in that order. */
let seenTurn: Promise<void> = Promise.resolve();
const INTERACTIONS = ['pointerdown', 'pointerover', 'focusin'] as const;

/** A reader's pointer or focus in a sleeping part (or a part inside one) wakes it before the event goes on. */
function onInteraction(event: Event): void {
  for (let el = (event.target as Element | null)?.closest?.(`[${PART_ATTRIBUTE}]`); el; el = el.parentElement?.closest(`[${PART_ATTRIBUTE}]`)) {
    sleeping.get(el)?.();
  }
}

function sleep(el: Element, wake: () => void): void {
  // Parts no longer on the page (the reader went to another screen) are not watched any more.
  for (const gone of [...sleeping.keys()].filter((e) => !e.isConnected)) unwatch(gone);
  if (sleeping.size === 0) {
    for (const type of INTERACTIONS) document.addEventListener(type, onInteraction, { capture: true, passive: true });
    watcher = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (!entry.target.isConnected) unwatch(entry.target);
          if (!entry.isIntersecting) continue;
          const wakeSeen = sleeping.get(entry.target);
          if (wakeSeen) seenTurn = seenTurn.then(nextTask).then(wakeSeen);
        }
      },
      { rootMargin: `${NEAR * 100}% 0px` },
    );
  }
  sleeping.set(el, () => {
    if (unwatch(el)) wake();
  });
  watcher!.observe(el);
}

/** Stops watching a part; false when it was not watched (woken already). */
function unwatch(el: Element): boolean {
  if (!sleeping.delete(el)) return false;
  watcher?.unobserve(el);
  if (sleeping.size === 0) {
    for (const type of INTERACTIONS) document.removeEventListener(type, onInteraction, { capture: true });
    watcher?.disconnect();
    watcher = null;
  }
  return true;
}

/** Components waiting for the first render to be whole (`useFirstRenderWhole`). */
const waiting = new Set<() => void>();

function end(): void {
  turn = null;
  far = new Map();
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
 * `hydrating`: the screen is the server's markup, whose `whenSeen` parts far from the screen
 * wait for the reader and are not part of the whole.
 */
export function renderInParts(
  render: () => void,
  { onWhole, budgetMs = 0, hydrating = false }: { onWhole?: () => void; budgetMs?: number; hydrating?: boolean } = {},
): void {
  turn = Promise.resolve();
  far = hydrating ? findFarParts() : new Map();
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
 * "Sixteenth session"). A far part's wait is kept by its server markup instead, which stays the
 * same while its parent renders again (a new children element) during its longer wait.
 */
const waits = new WeakMap<object, Wait>();

function Gate({ children, name }: { children: ReactNode; name: string | undefined }) {
  const [wait] = useState<Wait | null>(() => {
    if (!turn) return null;
    const markup = name === undefined ? undefined : far.get(name);
    const key = markup ?? (typeof children === 'object' && children !== null ? children : undefined);
    const known = key && waits.get(key);
    if (known) return known;
    const w: Wait = { done: false, promise: Promise.resolve() };
    if (markup) {
      // Far from the screen: its turn comes when the reader comes near it, outside the queue.
      w.promise = new Promise<void>((wake) => sleep(markup, wake)).then(() => {
        w.done = true;
      });
    } else {
      queued++;
      w.promise = turn = turn.then(turnToResume).then(() => {
        w.done = true;
        if (--queued === 0) endWhenDrained();
      });
    }
    if (key) waits.set(key, w);
    return w;
  });
  if (wait && !wait.done) throw wait.promise;
  return children;
}

/**
 * A part of a first screen that Preact hydrates (or renders) in a task of its own. Its children
 * must render one element: while a part waits, Preact keeps only its first node of the server's
 * markup. `whenSeen`, the part's name on its screen: when the server's markup puts it far from
 * the screen, it is taken over only once near the screen or used. Its child must pass a `data-*`
 * prop on to its element.
 */
export function HydrationPart({ children, whenSeen }: { children: ReactNode; whenSeen?: string }) {
  const marked = whenSeen !== undefined && isValidElement(children) ? cloneElement(children, { [PART_ATTRIBUTE]: whenSeen } as object) : children;
  return (
    <Suspense fallback={null}>
      <Gate name={whenSeen}>{marked}</Gate>
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
