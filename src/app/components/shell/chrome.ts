import { useLocation } from '@tanstack/react-router';
import { useEffect, useSyncExternalStore } from 'react';

// Pages that take the whole screen: the toolbar and footer stay hidden there.
const FULL_SCREEN_PATHS = new Set(['/secure/logout']);

let hiders = 0;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());
const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};

/** A screen (e.g. the payment wait screen) hides the chrome while it is mounted and `on`. */
export function useHideChrome(on = true): void {
  useEffect(() => {
    if (!on) return undefined;
    hiders += 1;
    emit();
    return () => {
      hiders -= 1;
      emit();
    };
  }, [on]);
}

export function useChromeHidden(): boolean {
  const pathname = useLocation({ select: (l) => l.pathname });
  const hiddenByScreen = useSyncExternalStore(
    subscribe,
    () => hiders > 0,
    () => false,
  );
  return hiddenByScreen || FULL_SCREEN_PATHS.has(pathname.replace(/\/$/, ''));
}
