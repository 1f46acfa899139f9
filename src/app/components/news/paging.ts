/** Number of pages for a total; at least one so "page 1 of 1" reads sensibly. */
export const pageCount = (total: number, size: number): number => (size > 0 ? Math.max(1, Math.ceil(total / size)) : 1);

/** The paginator appears only when the total exceeds the page size. */
export const showPaginator = (total: number, size: number): boolean => total > size;

/** Clamp a one-based page into range (a stale link may point past the end). */
export const clampPage = (page: number, total: number, size: number): number =>
  Math.min(Math.max(1, Math.trunc(page) || 1), pageCount(total, size));
