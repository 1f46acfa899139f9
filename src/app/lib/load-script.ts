const pending = new Map<string, Promise<void>>();

/**
 * Add a third-party script once and resolve when it has loaded; a provider initialises only
 * after that. A failed load is forgotten so a later visit can try again.
 */
export function loadScript(
  src: string,
  doc: Document = document,
  crossOrigin: 'anonymous' | null = 'anonymous',
): Promise<void> {
  const known = pending.get(src);
  if (known) return known;
  const p = new Promise<void>((resolve, reject) => {
    const el = doc.createElement('script');
    el.src = src;
    el.async = true;
    el.defer = true;
    if (crossOrigin) el.crossOrigin = crossOrigin;
    el.onload = () => resolve();
    el.onerror = () => {
      pending.delete(src);
      el.remove();
      reject(new Error(`Could not load ${src}`));
    };
    doc.head.appendChild(el);
  });
  pending.set(src, p);
  return p;
}
