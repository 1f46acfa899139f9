import { useEffect, useRef, type ReactNode } from 'react';
import classes from './shell.module.css';

/** The height the status bar takes at the screen's foot, for what must stay clear of it. */
export const STATUS_BAR_HEIGHT = '--kh-status-bar-h';

/**
 * The strip at the foot of every page for the connection chips (offline, changes waiting to
 * sync). It is not drawn while none shows. Its height is published as a CSS variable, so the
 * page's scroll padding, the article sheet and the toasts keep clear of it.
 */
export function StatusBar({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const root = document.documentElement;
    const publish = () => root.style.setProperty(STATUS_BAR_HEIGHT, `${el.offsetHeight}px`);
    publish();
    const observer = new ResizeObserver(publish);
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
