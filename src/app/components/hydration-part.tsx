import { Suspense, useState, type ReactNode } from 'react';
import { nextTask } from '#app/lib/next-task.ts';

// Taking the server's markup over part by part (README, Decisions: "The app runs on Preact").
// Preact hydrates in one go where React slices the work, and the news home's Mantine components
// took about 250 ms at a phone's speed in one task. A part that suspends while Preact hydrates
// keeps its server markup on screen and is hydrated when it resumes; here each part resumes in
// a task of its own, one after another, so no task is long. Outside that first hydration (the
// server's render, a later navigation) a part renders at once.

/** While the first hydration runs: the last part's turn, which the next part waits for. */
let turn: Promise<void> | null = null;
/** Parts whose turn has not come yet. */
let queued = 0;

/**
 * The first hydration is over once no part is left waiting a task after the last one resumed
 * (a part inside another joins the queue when the outer one resumes, in that same task). A part
 * that was unmounted while it waited still takes its turn, so the queue always drains.
 */
function endWhenDrained(): void {
  void nextTask().then(() => {
    if (queued === 0) turn = null;
  });
}

/** boot.tsx: `hydrate` takes the markup over part by part; the parts then resume in order. */
export function hydrateInParts(hydrate: () => void): void {
  turn = Promise.resolve();
  try {
    hydrate();
  } finally {
    if (queued === 0) turn = null;
  }
}

type Wait = { done: boolean; promise: Promise<void> };

function Gate({ children }: { children: ReactNode }) {
  // Set on the part's first render only; Preact keeps the component (and this state) while it
  // is suspended and renders it again when the promise settles.
  const [wait] = useState<Wait | null>(() => {
    if (!turn) return null;
    queued++;
    const w: Wait = { done: false, promise: Promise.resolve() };
    w.promise = turn = turn.then(nextTask).then(() => {
      w.done = true;
      if (--queued === 0) endWhenDrained();
    });
    return w;
  });
  if (wait && !wait.done) throw wait.promise;
  return children;
}

/**
 * A part of a first screen that Preact hydrates in a task of its own. Its children must render
 * one element: while a part waits, Preact keeps only its first node of the server's markup.
 */
export function HydrationPart({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <Gate>{children}</Gate>
    </Suspense>
  );
}
