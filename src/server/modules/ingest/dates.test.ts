import { describe, expect, it } from 'vitest';
import { itemDate, parseFeedDate } from './dates';

// Date strings as real feeds write them, with the instant each one names (UTC).
const CASES: [string, string][] = [
  // RFC 822 / 2822 with numeric zones
  ['Mon, 23 Nov 2026 10:15:30 +0530', '2026-11-23T04:45:30.000Z'],
  ['Mon, 23 Nov 2026 10:15:30 +0000', '2026-11-23T10:15:30.000Z'],
  ['Mon, 23 Nov 2026 10:15:30 -0500', '2026-11-23T15:15:30.000Z'],
  ['Mon, 23 Nov 2026 10:15:30 +05:30', '2026-11-23T04:45:30.000Z'],
  ['Mon, 23 Nov 2026 10:15 +0530', '2026-11-23T04:45:00.000Z'],
  ['23 Nov 2026 10:15:30 +0530', '2026-11-23T04:45:30.000Z'],
  ['Mon,23 Nov 2026 10:15:30 +0530', '2026-11-23T04:45:30.000Z'],
  ['Mon, 3 Nov 2026 08:00:00 +0100', '2026-11-03T07:00:00.000Z'],
  ['Tue, 03 Nov 2026 8:05:09 +0100', '2026-11-03T07:05:09.000Z'],
  ['Mon, 23 Nov 2026 10:15:30 +0530 (IST)', '2026-11-23T04:45:30.000Z'],
  ['Mon, 23 Nov 2026 10:15:30 +0000 (Coordinated Universal Time)', '2026-11-23T10:15:30.000Z'],
  ['Mon, 23 Nov 2026 10:15:30 +0545', '2026-11-23T04:30:30.000Z'],
  ['Mon, 23 Nov 2026 10:15:30 -0330', '2026-11-23T13:45:30.000Z'],
  ['Mon, 23 Nov 2026 10:15:30 GMT+0530', '2026-11-23T04:45:30.000Z'],
  ['Mon, 23 Nov 2026 10:15:30 UTC+05:30', '2026-11-23T04:45:30.000Z'],
  ['Mon, 23 Nov 2026 10:15:30 GMT-5', '2026-11-23T15:15:30.000Z'],
  // Named zones
  ['Mon, 23 Nov 2026 10:15:30 IST', '2026-11-23T04:45:30.000Z'],
  ['Mon, 23 Nov 2026 10:15:30 ist', '2026-11-23T04:45:30.000Z'],
  ['Mon, 23 Nov 2026 10:15:30 GMT', '2026-11-23T10:15:30.000Z'],
  ['Mon, 23 Nov 2026 10:15:30 UT', '2026-11-23T10:15:30.000Z'],
  ['Mon, 23 Nov 2026 10:15:30 UTC', '2026-11-23T10:15:30.000Z'],
  ['Mon, 23 Nov 2026 10:15:30 Z', '2026-11-23T10:15:30.000Z'],
  ['Mon, 23 Nov 2026 10:15:30 EST', '2026-11-23T15:15:30.000Z'],
  ['Mon, 23 Nov 2026 10:15:30 EDT', '2026-11-23T14:15:30.000Z'],
  ['Mon, 23 Nov 2026 10:15:30 CST', '2026-11-23T16:15:30.000Z'],
  ['Mon, 23 Nov 2026 10:15:30 CDT', '2026-11-23T15:15:30.000Z'],
  ['Mon, 23 Nov 2026 10:15:30 MST', '2026-11-23T17:15:30.000Z'],
  ['Mon, 23 Nov 2026 10:15:30 MDT', '2026-11-23T16:15:30.000Z'],
  ['Mon, 23 Nov 2026 10:15:30 PST', '2026-11-23T18:15:30.000Z'],
  ['Mon, 23 Nov 2026 10:15:30 PDT', '2026-11-23T17:15:30.000Z'],
  ['Mon, 23 Nov 2026 10:15:30 CET', '2026-11-23T09:15:30.000Z'],
  ['Mon, 23 Nov 2026 10:15:30 CEST', '2026-11-23T08:15:30.000Z'],
  ['Mon, 23 Nov 2026 10:15:30 BST', '2026-11-23T09:15:30.000Z'],
  ['Mon, 23 Nov 2026 10:15:30 EET', '2026-11-23T08:15:30.000Z'],
  ['Mon, 23 Nov 2026 10:15:30 JST', '2026-11-23T01:15:30.000Z'],
  ['Mon, 23 Nov 2026 10:15:30 AEDT', '2026-11-22T23:15:30.000Z'],
  ['Mon, 23 Nov 2026 10:15:30 NPT', '2026-11-23T04:30:30.000Z'],
  ['Mon, 23 Nov 2026 10:15:30 PKT', '2026-11-23T05:15:30.000Z'],
  ['Mon, 23 Nov 2026 10:15:30 SGT', '2026-11-23T02:15:30.000Z'],
  // Military letters (RFC 822 §5)
  ['Mon, 23 Nov 2026 10:15:30 A', '2026-11-23T09:15:30.000Z'],
  ['Mon, 23 Nov 2026 10:15:30 E', '2026-11-23T05:15:30.000Z'],
  ['Mon, 23 Nov 2026 10:15:30 M', '2026-11-22T22:15:30.000Z'],
  ['Mon, 23 Nov 2026 10:15:30 N', '2026-11-23T11:15:30.000Z'],
  ['Mon, 23 Nov 2026 10:15:30 R', '2026-11-23T15:15:30.000Z'],
  ['Mon, 23 Nov 2026 10:15:30 Y', '2026-11-23T22:15:30.000Z'],
  // Variants publishers write
  ['Mon, 23 November 2026 10:15:30 +0530', '2026-11-23T04:45:30.000Z'],
  ['Monday, 23 November 2026 10:15:30 IST', '2026-11-23T04:45:30.000Z'],
  ['Mon, 23 Nov 26 10:15:30 GMT', '2026-11-23T10:15:30.000Z'],
  ['Tue, 23 Nov 99 10:15:30 GMT', '1999-11-23T10:15:30.000Z'],
  ['Mon, 23 Sept 2026 10:15:30 GMT', '2026-09-23T10:15:30.000Z'],
  ['Mon, 23 nov 2026 10:15:30 gmt', '2026-11-23T10:15:30.000Z'],
  ['23-Nov-2026 10:15:30 GMT', '2026-11-23T10:15:30.000Z'],
  ['23 Nov 2026', '2026-11-23T00:00:00.000Z'],
  ['Mon, 23 Nov 2026', '2026-11-23T00:00:00.000Z'],
  ['Mon, 23 Nov 2026 10:15:30', '2026-11-23T10:15:30.000Z'],
  ['  Mon, 23 Nov 2026 10:15:30   GMT  ', '2026-11-23T10:15:30.000Z'],
  ['Mon, 23 Nov 2026 10:15:30.250 +0000', '2026-11-23T10:15:30.250Z'],
  ['Mon, 23 Nov 2026 10.15.30 +0530', '2026-11-23T04:45:30.000Z'],
  ['Mon, 23 Nov 2026 10:15 AM IST', '2026-11-23T04:45:00.000Z'],
  ['Mon, 23 Nov 2026 10:15 PM IST', '2026-11-23T16:45:00.000Z'],
  ['23rd November 2026 10:15 IST', '2026-11-23T04:45:00.000Z'],
  ['Sat, 29 Feb 2020 12:00:00 GMT', '2020-02-29T12:00:00.000Z'],
  ['Thu, 01 Jan 1970 00:00:01 GMT', '1970-01-01T00:00:01.000Z'],
  ['Mon, 23 Nov 2026 24:00:00 GMT', '2026-11-24T00:00:00.000Z'],
  // US style
  ['Nov 23, 2026 10:15:30 AM', '2026-11-23T10:15:30.000Z'],
  ['November 23, 2026 10:15 PM EST', '2026-11-24T03:15:00.000Z'],
  ['Monday, November 23, 2026 - 10:15', '2026-11-23T10:15:00.000Z'],
  ['Monday, November 23, 2026', '2026-11-23T00:00:00.000Z'],
  ['Nov 23 2026 10:15:30 GMT+0530', '2026-11-23T04:45:30.000Z'],
  ['November 23, 2026 at 10:15 am IST', '2026-11-23T04:45:00.000Z'],
  ['Nov. 23, 2026 10:15 a.m. IST', '2026-11-23T04:45:00.000Z'],
  ['Nov 3, 2026 12:05 AM', '2026-11-03T00:05:00.000Z'],
  ['Nov 3, 2026 12:05 PM', '2026-11-03T12:05:00.000Z'],
  // asctime and Date#toString
  ['Mon Nov 23 10:15:30 2026', '2026-11-23T10:15:30.000Z'],
  ['Mon Nov  3 10:15:30 2026', '2026-11-03T10:15:30.000Z'],
  ['Mon Nov 23 10:15:30 UTC 2026', '2026-11-23T10:15:30.000Z'],
  ['Mon Nov 23 10:15:30 IST 2026', '2026-11-23T04:45:30.000Z'],
  ['Mon Nov 23 10:15:30 GMT+0530 2026', '2026-11-23T04:45:30.000Z'],
  // ISO 8601 / W3C-DTF
  ['2026-11-23T10:15:30Z', '2026-11-23T10:15:30.000Z'],
  ['2026-11-23T10:15:30+05:30', '2026-11-23T04:45:30.000Z'],
  ['2026-11-23T10:15:30+0530', '2026-11-23T04:45:30.000Z'],
  ['2026-11-23T10:15:30+05', '2026-11-23T05:15:30.000Z'],
  ['2026-11-23T10:15:30-08:00', '2026-11-23T18:15:30.000Z'],
  ['2026-11-23T10:15:30.123Z', '2026-11-23T10:15:30.123Z'],
  ['2026-11-23T10:15:30.123456+05:30', '2026-11-23T04:45:30.123Z'],
  ['2026-11-23T10:15:30,5Z', '2026-11-23T10:15:30.500Z'],
  ['2026-11-23T10:15Z', '2026-11-23T10:15:00.000Z'],
  ['2026-11-23T10:15+05:30', '2026-11-23T04:45:00.000Z'],
  ['2026-11-23T10:15:30', '2026-11-23T10:15:30.000Z'],
  ['2026-11-23T10:15', '2026-11-23T10:15:00.000Z'],
  ['2026-11-23 10:15:30', '2026-11-23T10:15:30.000Z'],
  ['2026-11-23 10:15:30 +0530', '2026-11-23T04:45:30.000Z'],
  ['2026-11-23 10:15:30+05:30', '2026-11-23T04:45:30.000Z'],
  ['2026-11-23 10:15:30 IST', '2026-11-23T04:45:30.000Z'],
  ['2026-11-23 10:15:30 GMT', '2026-11-23T10:15:30.000Z'],
  ['2026-11-23 10:15:30.000000', '2026-11-23T10:15:30.000Z'],
  ['2026-11-23t10:15:30z', '2026-11-23T10:15:30.000Z'],
  ['2026-11-23', '2026-11-23T00:00:00.000Z'],
  ['2026-11', '2026-11-01T00:00:00.000Z'],
  ['2026', '2026-01-01T00:00:00.000Z'],
  ['20261123T101530Z', '2026-11-23T10:15:30.000Z'],
  ['20261123T101530+0530', '2026-11-23T04:45:30.000Z'],
  ['20261123T1015Z', '2026-11-23T10:15:00.000Z'],
  ['20261123', '2026-11-23T00:00:00.000Z'],
  ['2026-11-23T00:00:00-00:00', '2026-11-23T00:00:00.000Z'],
  ['2026-11-22T23:59:60Z', '2026-11-22T23:59:59.000Z'],
  ['2026-02-28T23:30:00-01:00', '2026-03-01T00:30:00.000Z'],
  ['2024-02-29T12:00:00Z', '2024-02-29T12:00:00.000Z'],
  ['2026-11-23T10:15:30 Z', '2026-11-23T10:15:30.000Z'],
  ['2026-11-23Z', '2026-11-23T00:00:00.000Z'],
  ['2026-11-23+05:30', '2026-11-22T18:30:00.000Z'],
  // Year first with slashes (Perforce's feeds, some CMSs)
  ['Fri, 2006/09/15 08:19:53 EDT', '2006-09-15T12:19:53.000Z'],
  ['2026/11/23 10:15:30 +0530', '2026-11-23T04:45:30.000Z'],
  ['2026/11/23 10:15 PM', '2026-11-23T22:15:00.000Z'],
  ['2026/11/23', '2026-11-23T00:00:00.000Z'],
];

// Strings that name no date: the item falls back to the time it was first seen.
const INVALID = [
  '',
  '   ',
  'not a date',
  'Mon, 31 Apr 2026 10:00:00 GMT',
  '2026-02-29T10:00:00Z',
  '2026-13-01',
  '2026-11-32',
  'Mon, 23 Foo 2026 10:15:30 GMT',
  'Mon, 23 Nov 2026 25:00:00 GMT',
  'Mon, 23 Nov 2026 10:61:00 GMT',
  'Mon, 23 Nov 2026 10:15:30 XYZT',
  'Mon, 23 Nov 2026 10:15:30 J',
  '0000-00-00 00:00:00',
  '1969-12-31T23:59:59Z',
  '2026-11-23T10:15:30+25:00',
  '{pubDate}',
  '12345',
  'yesterday',
  '23/11/2026',
  // Slashes with the day or month first are ambiguous; a date alone with a bare hour offset
  // has a fourth part rather than a zone (feedparser's reading too).
  '2026/23/11',
  '11/23/2026 10:15',
  '2013-01-27-01',
  '2013-01-27-0100',
];

describe('parseFeedDate', () => {
  it(`reads ${CASES.length} real-world date strings`, () => {
    expect(CASES.length).toBeGreaterThanOrEqual(100);
    const wrong = CASES.map(([s, iso]) => [s, parseFeedDate(s)?.toISOString() ?? null, iso]).filter(
      ([, got, want]) => got !== want,
    );
    expect(wrong).toEqual([]);
  });

  it.each(INVALID)('names no date for %j', (s) => {
    expect(parseFeedDate(s)).toBeNull();
  });

  it('reads North American zones without their letter and tz database names for UTC', () => {
    // From feedparser's date-parser tests (tests/fixtures/feeds/reference/feedparser).
    expect(parseFeedDate('Mon, 26 January 2004 16:31:00 ET')?.toISOString()).toBe('2004-01-26T21:31:00.000Z');
    expect(parseFeedDate('Mon, 26 January 2004 16:31:00 PT')?.toISOString()).toBe('2004-01-27T00:31:00.000Z');
    expect(parseFeedDate('Wed, 19 Aug 2009 18:28:00 Etc/GMT')?.toISOString()).toBe('2009-08-19T18:28:00.000Z');
  });
  it('reads a date without a zone as UTC whatever the server zone is', () => {
    const before = process.env.TZ;
    process.env.TZ = 'Asia/Kolkata';
    try {
      expect(parseFeedDate('2026-11-23 10:15:30')?.toISOString()).toBe('2026-11-23T10:15:30.000Z');
      expect(parseFeedDate('Mon, 23 Nov 2026 10:15:30')?.toISOString()).toBe('2026-11-23T10:15:30.000Z');
    } finally {
      process.env.TZ = before;
    }
  });
});

describe('itemDate', () => {
  const fetchedAt = new Date('2026-11-23T12:00:00Z');
  it('keeps a real date and prefers published over updated', () => {
    const published = new Date('2026-11-23T04:45:30Z');
    expect(itemDate(published, new Date('2026-11-23T06:00:00Z'), fetchedAt)).toEqual({
      date: published,
      estimated: false,
    });
    expect(itemDate(null, published, fetchedAt)).toEqual({ date: published, estimated: false });
  });
  it('treats a few hours ahead as clock skew and far-future dates as no date', () => {
    expect(itemDate(new Date('2026-11-23T15:00:00Z'), null, fetchedAt)).toEqual({ date: fetchedAt, estimated: false });
    expect(itemDate(new Date('2027-11-23T15:00:00Z'), null, fetchedAt)).toEqual({ date: fetchedAt, estimated: true });
    expect(itemDate(new Date('2099-01-01T00:00:00Z'), new Date('2026-11-22T00:00:00Z'), fetchedAt).estimated).toBe(
      false,
    );
  });
  it('marks an item without a usable date as dated when first seen', () => {
    expect(itemDate(null, null, fetchedAt)).toEqual({ date: fetchedAt, estimated: true });
  });
});
