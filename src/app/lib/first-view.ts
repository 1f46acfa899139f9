import { FIRST_VIEW_ELEMENT_ID, firstViewKey } from '#shared/first-view.ts';

let answers: Map<string, unknown> | null = null;

/**
 * The server's renderer hands the same answers over directly (there is no document there),
 * before each render of a first screen (src/app/entry-server.tsx).
 */
export function provideFirstView(data: Record<string, unknown>): void {
  answers = new Map(Object.entries(data));
}

function load(): Map<string, unknown> {
  if (answers) return answers;
  answers = new Map();
  const el = typeof document === 'undefined' ? null : document.getElementById(FIRST_VIEW_ELEMENT_ID);
  if (el?.textContent) {
    try {
      const data = JSON.parse(el.textContent) as Record<string, unknown>;
      for (const [k, v] of Object.entries(data)) answers.set(k, v);
    } catch {
      // Unreadable data only costs a request.
    }
  }
  el?.remove();
  return answers;
}

/**
 * The server's inlined answer to this GET, used once: the first screen renders without a
 * second round trip, and any later read of the same endpoint goes to the network.
 */
export function takeFirstView(path: string, searchParams: unknown): { found: boolean; data?: unknown } {
  if (searchParams !== undefined && (typeof searchParams !== 'object' || searchParams === null || searchParams instanceof URLSearchParams)) {
    return { found: false };
  }
  const key = firstViewKey(path, (searchParams ?? {}) as Record<string, string | number>);
  const all = load();
  if (!all.has(key)) return { found: false };
  const data = all.get(key);
  all.delete(key);
  return { found: true, data };
}
