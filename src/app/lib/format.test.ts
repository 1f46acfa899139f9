import { describe, expect, it } from 'vitest';
import { formatTotal } from './format';

describe('formatTotal', () => {
  it('says one, many and none with Indian digit grouping', () => {
    expect(formatTotal({ totalElements: 1 }, 'result', 'results')).toBe('1 result');
    expect(formatTotal({ totalElements: 0 }, 'result', 'results')).toBe('0 results');
    expect(formatTotal({ totalElements: 12 }, 'article', 'articles')).toBe('12 articles');
    expect(formatTotal({ totalElements: 123456 }, 'article', 'articles')).toBe('1,23,456 articles');
  });

  it('marks a total the server stopped counting at as a lower bound', () => {
    expect(formatTotal({ totalElements: 1000, totalRelation: 'gte' }, 'result', 'results')).toBe('1,000+ results');
    expect(formatTotal({ totalElements: 1, totalRelation: 'gte' }, 'result', 'results')).toBe('1+ results');
  });
});
