import { i18n } from '@lingui/core';
import { plural } from '@lingui/core/macro';
import { TIME_ZONE } from '#shared/constants.ts';
import { intlLocaleOf, isInterfaceLanguage, SOURCE_INTERFACE_LANGUAGE } from '#shared/interface-language.ts';

// Numbers and dates in the interface's language, with India's conventions (the language's
// `-IN` locale: lakh and crore grouping, "1,23,456"; the digits 0–9 in every language:
// intlLocaleOf). English dates are written below without Intl (see why); the other
// languages' through Intl.DateTimeFormat, made once per language.

// Dates are shown in India's time zone (TIME_ZONE), whatever the device's zone, so "today"
// matches the server. India Standard Time is UTC+5:30 all year (no daylight saving since 1945),
// so a date is shifted by that offset and read in UTC, in the en-IN medium style ("5 Sept 2026,
// 12:05 pm", as Intl.DateTimeFormat('en-IN') writes it). Not Intl: a phone's first date
// formatter loads the locale's and the zone's data, 30–60 ms with the CPU slowed 4× as
// Lighthouse's mobile preset does, in the middle of the first screen's start-up; and the server
// and the browser now write the same text whatever ICU each has, so the page's first render
// matches the server's markup.
const IST_OFFSET_MS = 330 * 60_000;
// en-IN's month abbreviations (CLDR's), not words of the interface: other languages use Intl.
// eslint-disable-next-line lingui/no-unlocalized-strings
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sept', 'Oct', 'Nov', 'Dec'];

/** The interface language's locale for Intl ("hi-IN-u-nu-latn": intlLocaleOf). */
export const intlLocale = (): string =>
  intlLocaleOf(isInterfaceLanguage(i18n.locale) ? i18n.locale : SOURCE_INTERFACE_LANGUAGE);

const dateFormats = new Map<string, Intl.DateTimeFormat>();
/** The date (and time) in the interface's language through Intl, in India's zone. */
function intlDate(iso: string | null | undefined, time: boolean): string {
  if (!iso) return '';
  const t = new Date(iso).getTime();
  if (Number.isNaN(t)) return '';
  const key = `${intlLocale()} ${time}`;
  let f = dateFormats.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat(intlLocale(), {
      dateStyle: 'medium',
      ...(time ? { timeStyle: 'short' } : {}),
      timeZone: TIME_ZONE,
    });
    dateFormats.set(key, f);
  }
  return f.format(t);
}
const english = () => !i18n.locale || i18n.locale === 'en';

const inIndia = (iso: string | null | undefined): Date | null => {
  if (!iso) return null;
  const t = new Date(iso).getTime();
  return Number.isNaN(t) ? null : new Date(t + IST_OFFSET_MS);
};
const dayMonthYear = (d: Date) => `${d.getUTCDate()} ${MONTHS[d.getUTCMonth()]} ${d.getUTCFullYear()}`;

/** "22 Nov 2026" (Angular's mediumDate, in IST). */
export const formatMediumDate = (iso: string | null | undefined): string => {
  if (!english()) return intlDate(iso, false);
  const d = inIndia(iso);
  return d ? dayMonthYear(d) : '';
};

/** "22 Nov 2026, 3:40 pm" (IST). */
export const formatDateTime = (iso: string | null | undefined): string => {
  if (!english()) return intlDate(iso, true);
  const d = inIndia(iso);
  if (!d) return '';
  const h = d.getUTCHours();
  const minutes = String(d.getUTCMinutes()).padStart(2, '0');
  return `${dayMonthYear(d)}, ${h % 12 || 12}:${minutes} ${h < 12 ? 'am' : 'pm'}`;
};

// Made when first needed, one per language: a page that shows no amount or total never pays for them.
const counts = new Map<string, Intl.NumberFormat>();
const amounts = new Map<string, Intl.NumberFormat>();

/** A count in the interface's language with Indian grouping: "1,23,456". */
export const formatCount = (n: number): string => {
  const locale = intlLocale();
  let f = counts.get(locale);
  if (!f) counts.set(locale, (f = new Intl.NumberFormat(locale)));
  return f.format(n);
};

/**
 * A credit count: "850 credits", "1 credit", "1,500 credits". Credits are never shown with a
 * rupee sign (docs/product.md); rupees are for money paid by card.
 */
export const formatCredits = (n: number): string => {
  const count = formatCount(n);
  return plural(Math.abs(n), { one: `${count} credit`, other: `${count} credits` });
};

/** Paise as rupees with 2 decimals: 11800 → "₹ 118.00". */
export const formatPaise = (paise: number): string => {
  const locale = intlLocale();
  let f = amounts.get(locale);
  if (!f)
    amounts.set(locale, (f = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 })));
  return `₹ ${f.format(paise / 100)}`;
};

/** What a total counts. */
export type TotalOf = 'result' | 'article' | 'story';

/**
 * How many items a page's list holds, for people: "1 result", "12 results", and "1,000+ results"
 * when the server stopped counting at its cap (`totalRelation: 'gte'`).
 */
export const formatTotal = (page: { totalElements: number; totalRelation?: 'gte' }, of: TotalOf): string => {
  const count = `${formatCount(page.totalElements)}${page.totalRelation === 'gte' ? '+' : ''}`;
  // A lower bound reads as many ("1+ results").
  const n = page.totalRelation === 'gte' ? Math.max(page.totalElements, 2) : page.totalElements;
  if (of === 'result') return plural(n, { one: `${count} result`, other: `${count} results` });
  if (of === 'article') return plural(n, { one: `${count} article`, other: `${count} articles` });
  return plural(n, { one: `${count} story`, other: `${count} stories` });
};
