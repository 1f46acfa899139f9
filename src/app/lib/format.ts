// Dates are shown in India's time zone (TIME_ZONE), whatever the device's zone, so "today"
// matches the server. India Standard Time is UTC+5:30 all year (no daylight saving since 1945),
// so a date is shifted by that offset and read in UTC, in the en-IN medium style ("5 Sept 2026,
// 12:05 pm", as Intl.DateTimeFormat('en-IN') writes it). Not Intl: a phone's first date
// formatter loads the locale's and the zone's data, 30–60 ms with the CPU slowed 4× as
// Lighthouse's mobile preset does, in the middle of the first screen's start-up; and the server
// and the browser now write the same text whatever ICU each has, so the page's first render
// matches the server's markup.
const IST_OFFSET_MS = 330 * 60_000;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sept', 'Oct', 'Nov', 'Dec'];

const inIndia = (iso: string | null | undefined): Date | null => {
  if (!iso) return null;
  const t = new Date(iso).getTime();
  return Number.isNaN(t) ? null : new Date(t + IST_OFFSET_MS);
};
const dayMonthYear = (d: Date) => `${d.getUTCDate()} ${MONTHS[d.getUTCMonth()]} ${d.getUTCFullYear()}`;

/** "22 Nov 2026" (Angular's mediumDate, in IST). */
export const formatMediumDate = (iso: string | null | undefined): string => {
  const d = inIndia(iso);
  return d ? dayMonthYear(d) : '';
};

/** "22 Nov 2026, 3:40 pm" (IST). */
export const formatDateTime = (iso: string | null | undefined): string => {
  const d = inIndia(iso);
  if (!d) return '';
  const h = d.getUTCHours();
  const minutes = String(d.getUTCMinutes()).padStart(2, '0');
  return `${dayMonthYear(d)}, ${h % 12 || 12}:${minutes} ${h < 12 ? 'am' : 'pm'}`;
};

// Made when first needed: a page that shows no amount or total never pays for them.
let inr: Intl.NumberFormat | undefined;
let count: Intl.NumberFormat | undefined;

/**
 * A credit count: "850 credits", "1 credit", "1,500 credits". Credits are never shown with a
 * rupee sign (docs/product.md); rupees are for money paid by card.
 */
export const formatCredits = (n: number): string =>
  `${(count ??= new Intl.NumberFormat('en-IN')).format(n)} ${Math.abs(n) === 1 ? 'credit' : 'credits'}`;

/** A count with Indian grouping: 123456 → "1,23,456". */
export const formatCount = (n: number): string => (count ??= new Intl.NumberFormat('en-IN')).format(n);

/** Paise as rupees with 2 decimals: 11800 → "₹ 118.00". */
export const formatPaise = (paise: number): string =>
  `₹ ${(inr ??= new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })).format(paise / 100)}`;

/**
 * How many items a page's list holds, for people: "1 result", "12 results", and "1,000+ results"
 * when the server stopped counting at its cap (`totalRelation: 'gte'`).
 */
export const formatTotal = (
  page: { totalElements: number; totalRelation?: 'gte' },
  one: string,
  many: string,
): string =>
  `${(count ??= new Intl.NumberFormat('en-IN')).format(page.totalElements)}${page.totalRelation === 'gte' ? '+' : ''} ${page.totalElements === 1 && !page.totalRelation ? one : many}`;
