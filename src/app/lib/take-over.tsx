// The server's markup is taken over in parts (src/app/boot.tsx): React hydrates the shell first,
// then each Suspense boundary below it (the home's sections under the top stories, the footer,
// the route's content) in tasks of its own. A part still waiting is hydrated from what its
// components read when React gets to it, and two things they read are not React state: the
// interface's language (Lingui's one instance) and the router's address and matches (its
// stores). Change either before every part is hydrated, and the part renders from the new value
// over the markup of the old: a mismatch (React #418), or a component reading a match that is no
// longer there, which throws (#422 while hydrating a boundary, #520 in a concurrent render).
//
// So before either changes, the rest of the markup is taken over first, from the values it was
// rendered from: a new value of a context above every boundary marks each one still dehydrated
// as updated, and React hydrates each at a higher priority than that update before the update
// commits; in flushSync, all of it before the change. Once per page: afterwards nothing waits.
import { createContext, useSyncExternalStore, type ReactNode } from 'react';
import { flushSync } from 'react-dom';

let waiting = false;
let generation = 0;
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const current = () => generation;
const first = () => 0;

const TakeOverContext = createContext(0);

/** Above every Suspense boundary of the app (src/app/app-root.tsx), on the server as in the browser. */
export function TakeOverProvider({ children }: { children: ReactNode }) {
  const value = useSyncExternalStore(subscribe, current, first);
  return <TakeOverContext.Provider value={value}>{children}</TakeOverContext.Provider>;
}

/** The app is hydrating the server's markup (boot.tsx): parts of it may still wait. */
export function takingOverServerMarkup(): void {
  waiting = true;
}

/**
 * Hydrates whatever of the server's markup still waits, now, from what it was rendered from.
 * Call it just before a change of the interface's language or of the router's address; it does
 * nothing when the page had no server markup or once it has run.
 */
export function finishTakingOver(): void {
  if (!waiting) return;
  waiting = false;
  flushSync(() => {
    generation += 1;
    for (const listener of listeners) listener();
  });
}
