import { describe, expect, it } from 'vitest';
import { choiceParam, flagParam, pageParam, searchParams, sizeParam, textParam } from './url-params';

describe('URL parameter readers', () => {
  it('read a page number from its text or number, else fall back to the first page', () => {
    const page = pageParam(1);
    expect(page('3')).toBe(3);
    expect(page(7)).toBe(7);
    expect(page(' 12 ')).toBe(12);
    for (const bad of [undefined, '', 'x', '-2', '0', '2.5', 100_001, true, null, ['3']]) expect(page(bad)).toBe(1);
    expect(pageParam(0)('0')).toBe(0);
  });

  it('accept only the screen’s own page sizes', () => {
    const size = sizeParam([10, 25, 50], 10);
    expect(size('25')).toBe(25);
    expect(size(50)).toBe(50);
    expect(size('13')).toBe(10);
    expect(size(undefined)).toBe(10);
  });

  it('keep a text within its length, trimmed when asked, and drop anything else', () => {
    expect(textParam(5)('Delhi')).toBe('Delhi');
    expect(textParam(5)('Mumbai')).toBeUndefined();
    expect(textParam(5)(2024)).toBeUndefined();
    expect(textParam(5, { trim: true })('  Pune  ')).toBe('Pune');
    expect(textParam(5, { trim: true })('   ')).toBe('');
    expect(textParam(5, { trim: true, nonEmpty: true })('   ')).toBeUndefined();
  });

  it('read choices and flags', () => {
    expect(choiceParam(['asc', 'desc'])('desc')).toBe('desc');
    expect(choiceParam(['asc', 'desc'])('up')).toBeUndefined();
    expect(flagParam('true')).toBe(true);
    expect(flagParam(false)).toBe(false);
    expect(flagParam('yes')).toBeUndefined();
  });

  it('make a validateSearch that keeps only its own parameters and leaves out absent ones', () => {
    const validate = searchParams<{ q?: string; page: number }>({ q: textParam(10), page: pageParam(1) });
    const fromUrl = (raw: Record<string, unknown>) => validate(raw as Parameters<typeof validate>[0]);
    expect(fromUrl({ page: '2', utm_source: 'x' })).toEqual({ page: 2 });
    expect(Object.keys(fromUrl({ q: 'rain' }))).toEqual(['q', 'page']);
    expect('q' in fromUrl({ q: 5 })).toBe(false);
  });
});
