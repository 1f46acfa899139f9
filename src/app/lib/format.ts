import { TIME_ZONE } from '#shared/constants.ts';

// Dates are shown in India's time zone, whatever the device's zone, so "today" matches the server.
const mediumDate = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeZone: TIME_ZONE });
const mediumDateTime = new Intl.DateTimeFormat('en-IN', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: TIME_ZONE,
});

const valid = (iso: string | null | undefined): Date | null => {
  if (!iso) return null;
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? null : d;
};

/** "22 Nov 2026" (Angular's mediumDate, in IST). */
export const formatMediumDate = (iso: string | null | undefined): string => {
  const d = valid(iso);
  return d ? mediumDate.format(d) : '';
};

/** "22 Nov 2026, 3:40 pm" (IST). */
export const formatDateTime = (iso: string | null | undefined): string => {
  const d = valid(iso);
  return d ? mediumDateTime.format(d) : '';
};

const inr = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Paise as rupees with 2 decimals: 11800 → "₹ 118.00". */
export const formatPaise = (paise: number): string => `₹ ${inr.format(paise / 100)}`;

const count = new Intl.NumberFormat('en-IN');

/**
 * How many items a page's list holds, for people: "1 result", "12 results", and "1,000+ results"
 * when the server stopped counting at its cap (`totalRelation: 'gte'`).
 */
export const formatTotal = (page: { totalElements: number; totalRelation?: 'gte' }, one: string, many: string): string =>
  `${count.format(page.totalElements)}${page.totalRelation === 'gte' ? '+' : ''} ${page.totalElements === 1 && !page.totalRelation ? one : many}`;
