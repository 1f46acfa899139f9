import { describe, expect, it } from 'vitest';
import { slugWords } from './article-not-found';

describe('search words from an article address', () => {
  it('reads the last part of the path as words, without numbers or the extension', () => {
    expect(slugWords(new URL('https://x.example/news/99999-metro-line-opens-late-again.html'))).toBe(
      'metro line opens late again',
    );
    expect(slugWords(new URL('https://x.example/a/monsoon_floods%20in%20Assam/'))).toBe('monsoon floods in Assam');
  });

  it('gives nothing for an address without words', () => {
    expect(slugWords(new URL('https://x.example/article/12345'))).toBe('');
    expect(slugWords(null)).toBe('');
  });
});
