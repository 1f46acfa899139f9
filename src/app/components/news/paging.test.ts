import { describe, expect, it } from 'vitest';
import { clampPage, pageCount, showPaginator } from './paging';

describe('paginator rules', () => {
  it('appears only when the total exceeds the page size', () => {
    expect(showPaginator(0, 10)).toBe(false);
    expect(showPaginator(10, 10)).toBe(false);
    expect(showPaginator(11, 10)).toBe(true);
  });

  it('counts one-based pages', () => {
    expect(pageCount(0, 10)).toBe(1);
    expect(pageCount(10, 10)).toBe(1);
    expect(pageCount(11, 10)).toBe(2);
    expect(pageCount(300, 12)).toBe(25);
  });

  it('clamps a stale page into range', () => {
    expect(clampPage(0, 50, 10)).toBe(1);
    expect(clampPage(9, 50, 10)).toBe(5);
    expect(clampPage(Number.NaN, 50, 10)).toBe(1);
  });
});
