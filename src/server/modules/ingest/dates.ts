/**
 * Dates as feeds write them: RFC 822/2822 (named zones, military letters, two-digit years,
 * comments), ISO 8601 and W3C-DTF (extended or basic, with or without seconds and fractions,
 * `T` or a space), asctime, the US "Nov 23, 2026 10:00 AM" style and year-first slashes
 * ("2006/09/15 08:19:53 EDT"; a day or month first is never guessed). A date without a zone is
 * UTC, never the server's zone. Anything else is null: the caller decides what to use instead.
 */

const MONTHS: Record<string, number> = {
  jan: 1,
  feb: 2,
  mar: 3,
  apr: 4,
  may: 5,
  jun: 6,
  jul: 7,
  aug: 8,
  sep: 9,
  oct: 10,
  nov: 11,
  dec: 12,
};

// Zone abbreviations in minutes east of UTC, as publishers mean them. IST is India (+05:30):
// this is an Indian news reader, and Indian publishers are the ones who write it.
const ZONES: Record<string, number> = {
  UT: 0,
  UTC: 0,
  GMT: 0,
  Z: 0,
  WET: 0,
  WEST: 60,
  BST: 60,
  IST: 330,
  EST: -300,
  EDT: -240,
  CST: -360,
  CDT: -300,
  MST: -420,
  MDT: -360,
  PST: -480,
  PDT: -420,
  AKST: -540,
  AKDT: -480,
  HST: -600,
  AST: -240,
  ADT: -180,
  NST: -210,
  NDT: -150,
  // North American zones without their standard/daylight letter (Disney's feeds, feedparser's tests).
  AT: -240,
  ET: -300,
  CT: -360,
  MT: -420,
  PT: -480,
  CET: 60,
  CEST: 120,
  MET: 60,
  MEST: 120,
  MEZ: 60,
  MESZ: 120,
  EET: 120,
  EEST: 180,
  MSK: 180,
  SAST: 120,
  EAT: 180,
  WAT: 60,
  GST: 240,
  PKT: 300,
  NPT: 345,
  SLST: 330,
  ICT: 420,
  WIB: 420,
  SGT: 480,
  HKT: 480,
  PHT: 480,
  AWST: 480,
  JST: 540,
  KST: 540,
  ACST: 570,
  ACDT: 630,
  AEST: 600,
  AEDT: 660,
  NZST: 720,
  NZDT: 780,
};

/** RFC 822 military zones: A-I are +1..+9, K-M +10..+12, N-Y -1..-12, Z is UTC (J is unused). */
function militaryZone(letter: string): number | undefined {
  const c = letter.toUpperCase().charCodeAt(0);
  if (letter.length !== 1 || c === 74 /* J */) return undefined;
  if (c >= 65 && c <= 73) return (c - 64) * 60;
  if (c >= 75 && c <= 77) return (c - 65) * 60;
  if (c >= 78 && c <= 89) return -(c - 77) * 60;
  if (c === 90) return 0;
  return undefined;
}

/** Minutes east of UTC for a zone token, 0 for none, undefined when it is not a zone. */
function zoneOffset(raw: string | undefined): number | undefined {
  if (!raw) return 0;
  const z = raw.trim().replace(/^\(|\)$/g, '');
  if (!z) return 0;
  const num = /^(?:(?:GMT|UTC|UT)\s*)?([+-])(\d{1,2})(?::?(\d{2}))?$/i.exec(z);
  if (num) {
    const minutes = Number(num[2]) * 60 + Number(num[3] ?? 0);
    if (Number(num[2]) > 14 || Number(num[3] ?? 0) > 59) return undefined;
    return num[1] === '-' ? -minutes : minutes;
  }
  const named = ZONES[z.toUpperCase()];
  if (named !== undefined) return named;
  return militaryZone(z);
}

function year(raw: string): number {
  const y = Number(raw);
  if (raw.length > 2) return y;
  return y < 50 ? 2000 + y : 1900 + y; // RFC 2822 §4.3
}

function month(raw: string): number | undefined {
  return MONTHS[raw.slice(0, 3).toLowerCase()];
}

function hour12(h: number, ampm: string | undefined): number {
  if (!ampm) return h;
  const pm = /^p/i.test(ampm);
  if (h === 12) return pm ? 12 : 0;
  return pm ? h + 12 : h;
}

type Parts = { y: number; mo: number; d: number; h?: number; mi?: number; s?: number; ms?: number; zone: number };

function build(p: Parts): Date | null {
  const { y, mo, d, h = 0, mi = 0, s = 0, ms = 0 } = p;
  if (y < 1970 || y > 9999 || mo < 1 || mo > 12 || d < 1 || d > 31) return null;
  if (h > 24 || mi > 59 || s > 60 || (h === 24 && (mi > 0 || s > 0))) return null;
  const t = Date.UTC(y, mo - 1, d, h, mi, Math.min(s, 59), ms);
  const check = new Date(Date.UTC(y, mo - 1, d));
  if (check.getUTCMonth() !== mo - 1 || check.getUTCDate() !== d) return null; // 31 April
  return new Date(t - p.zone * 60_000);
}

const TIME = String.raw`(\d{1,2})[:.](\d{2})(?:[:.](\d{2})(?:[.,](\d+))?)?\s*([ap]\.?m\.?)?`;
const ZONE = String.raw`(?:\s*,?\s*((?:GMT|UTC|UT)?\s*[+-]\d{1,2}(?::?\d{2})?|[A-Za-z]{1,5}))?`;
const WEEKDAY = String.raw`(?:(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*\.?,?\s*)?`;

// 2026-11-23T10:15:30.123+05:30, 2026-11-23 10:15, 20261123T101530Z, 2026-11-23, 2026-11
const ISO = new RegExp(
  String.raw`^(\d{4})(?:-(\d{2})(?:-(\d{2}))?|(\d{2})(\d{2}))?(?:[T\s]+(\d{2}):?(\d{2})(?::?(\d{2})(?:[.,](\d+))?)?)?\s*(Z|[+-]\d{2}(?::?\d{2})?|[A-Za-z]{2,5})?$`,
  'i',
);
// Mon, 23 Nov 2026 10:15:30 +0530; 23 November 2026 10:15 IST; 23-Nov-26 10:15:30 GMT
const RFC822 = new RegExp(
  String.raw`^${WEEKDAY}(\d{1,2})(?:st|nd|rd|th)?[\s-]+([A-Za-z]{3,9})\.?,?[\s-]+(\d{2,4})(?:(?:\s+|\s*,\s*|T)${TIME})?${ZONE}$`,
  'i',
);
// Monday, November 23, 2026 10:15 AM EST; Nov 23 2026 10:15:30 GMT+0530
const US = new RegExp(
  String.raw`^${WEEKDAY}([A-Za-z]{3,9})\.?\s+(\d{1,2})(?:st|nd|rd|th)?,?\s+(\d{4})(?:(?:\s+|\s*,\s*|\s+at\s+|\s*-\s*)${TIME})?${ZONE}$`,
  'i',
);
// Year first with slashes (Perforce, some CMSs): Fri, 2006/09/15 08:19:53 EDT; 2026/11/23 10:15
const SLASHED = new RegExp(String.raw`^${WEEKDAY}(\d{4})/(\d{1,2})/(\d{1,2})(?:(?:\s+|T)${TIME})?${ZONE}$`, 'i');
// asctime: Mon Nov 23 10:15:30 2026 (UTC); also with a zone before the year (Date.toString)
const ASCTIME = new RegExp(
  String.raw`^[A-Za-z]{3}\s+([A-Za-z]{3})\s+(\d{1,2})\s+${TIME}(?:\s+([A-Za-z]{1,5}|(?:GMT|UTC)?[+-]\d{2}:?\d{2}))?\s+(\d{4})$`,
  'i',
);

/** The instant a feed's date string names, or null when it names none. */
export function parseFeedDate(input: string | null | undefined): Date | null {
  if (!input) return null;
  // Drop comments such as "(IST)" or "(India Standard Time)" after a numeric zone.
  // A tz database name for UTC (`Etc/GMT`) is the zone it names.
  const s = input
    .replace(/\s*\([^)]*\)\s*$/, '')
    .replace(/\bEtc\/(GMT|UTC)\b/i, '$1')
    .replace(/\s+/g, ' ')
    .trim();
  if (!s || s.length > 80) return null;

  let m = ISO.exec(s);
  if (m) {
    // A date alone takes a zone only as xsd:date writes one (Z, +05:30): in `2013-01-27-01`
    // the -01 is a fourth part of the date, not a zone.
    if (m[6] === undefined && m[10] && /^[+-]\d+$/.test(m[10])) return null;
    const zone = m[10] ? zoneOffset(m[10]) : 0;
    if (zone === undefined) return null;
    return build({
      y: Number(m[1]),
      mo: Number(m[2] ?? m[4] ?? 1),
      d: Number(m[3] ?? m[5] ?? 1),
      h: num(m[6]),
      mi: num(m[7]),
      s: num(m[8]),
      ms: fraction(m[9]),
      zone,
    });
  }
  // Which group holds what: day, month name, year, then the five time groups and the zone.
  m = RFC822.exec(s);
  if (m) return namedMonth(m[1]!, m[2]!, m[3]!, m.slice(4, 9), m[9]);
  m = US.exec(s);
  if (m) return namedMonth(m[2]!, m[1]!, m[3]!, m.slice(4, 9), m[9]);
  m = SLASHED.exec(s);
  if (m) {
    const zone = zoneOffset(m[9]);
    const [h, mi, sec, frac, ampm] = m.slice(4, 9);
    if (zone === undefined) return null;
    return build({
      y: Number(m[1]),
      mo: Number(m[2]),
      d: Number(m[3]),
      h: hour12(num(h) ?? 0, ampm),
      mi: num(mi),
      s: num(sec),
      ms: fraction(frac),
      zone,
    });
  }
  m = ASCTIME.exec(s);
  if (m) return namedMonth(m[2]!, m[1]!, m[9]!, m.slice(3, 8), m[8]);
  return null;
}

/** A date with a month name; `time` is [hour, minute, second, fraction, am/pm]. */
function namedMonth(
  day: string,
  monthName: string,
  y: string,
  time: (string | undefined)[],
  zoneText: string | undefined,
): Date | null {
  const mo = month(monthName);
  const zone = zoneOffset(zoneText);
  if (!mo || zone === undefined) return null;
  const [h, mi, sec, frac, ampm] = time;
  return build({
    y: year(y),
    mo,
    d: Number(day),
    h: hour12(num(h) ?? 0, ampm),
    mi: num(mi),
    s: num(sec),
    ms: fraction(frac),
    zone,
  });
}

const num = (v: string | undefined) => (v === undefined ? undefined : Number(v));
const fraction = (v: string | undefined) => (v ? Math.round(Number(`0.${v}`) * 1000) : 0);

/** Dates more than a day ahead of the fetch are wrong (a zone or a year typed wrongly). */
export const MAX_FUTURE_MS = 24 * 60 * 60 * 1000;

/**
 * The date an item is published at: its own (published, else updated) when it is a real
 * date no more than a day ahead (a little ahead is clock skew: it becomes the fetch time);
 * otherwise the time it was first seen, marked as estimated.
 */
export function itemDate(
  published: Date | null,
  updated: Date | null,
  fetchedAt: Date,
): { date: Date; estimated: boolean } {
  for (const d of [published, updated]) {
    if (!d || Number.isNaN(d.getTime())) continue;
    if (d.getTime() > fetchedAt.getTime() + MAX_FUTURE_MS) continue;
    return { date: d.getTime() > fetchedAt.getTime() ? fetchedAt : d, estimated: false };
  }
  return { date: fetchedAt, estimated: true };
}
