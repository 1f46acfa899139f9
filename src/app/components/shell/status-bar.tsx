import { useEffect, useRef, type ReactNode } from 'react';
import classes from './shell.module.css';
import { STATUS_BAR_HEIGHT } from './status-bar-height';

/**
 * The strip at the foot of every page for the connection chips (offline, changes waiting to
 * sync). It is not drawn while none shows. Its height is published as a CSS variable, so the
 * page's scroll padding, the article sheet and the toasts keep clear of it.
 *
 * The variable is set only while the bar shows (the styles read 0 when it is absent) and only
 * when the height changes: a custom property set on the root is inherited by every element, so
 * each change restyles the whole page, which on a phone's first load costs a long task. The
 * observer reports sizes after layout, so no layout is forced to read it either.
 */
export function StatusBar({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const root = document.documentElement;
    let published = 0;
    const observer = new ResizeObserver(([entry]) => {
      const height = Math.round(entry?.borderBoxSize[0]?.blockSize ?? el.offsetHeight);
      if (height === published) return;
      published = height;
      if (height > 0) root.style.setProperty(STATUS_BAR_HEIGHT, `${height}px`);
      else root.style.removeProperty(STATUS_BAR_HEIGHT);
    });
    observer.observe(el);
    return () => {
      observer.disconnect();
      root.style.removeProperty(STATUS_BAR_HEIGHT);
    };
  }, []);
  return (
    <div ref={ref} className={classes.statusBar} data-status-bar>
      {children}
    </div>
  );
}
