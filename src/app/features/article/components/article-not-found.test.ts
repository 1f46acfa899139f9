import { describe, expect, it } from 'vitest';
import { addressWords, slugWords } from './article-not-found';

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

describe('search words from a cut-off article address', () => {
  it('reads the words of an address cut before its host or path', () => {
    expect(addressWords('xyz')).toBe('xyz');
    expect(addressWords('metro-line-op')).toBe('metro line op');
    expect(addressWords('https://x.example/news/99999-metro-line-opens')).toBe('metro line opens');
  });

  it('gives nothing when the address has no words', () => {
    expect(addressWords('12345')).toBe('');
    expect(addressWords('https://x.example/article/12345')).toBe('');
  });
});
