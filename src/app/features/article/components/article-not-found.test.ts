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
  it.each([
    ['xyz', 'xyz'],
    ['metro-line-op', 'metro line op'],
    ['https://x.example/news/99999-metro-line-opens', 'metro line opens'],
  ])('reads the words of %s, an address cut before its host or path', (address, words) => {
    expect(addressWords(address)).toBe(words);
  });

  it.each(['12345', 'https://x.example/article/12345'])('gives nothing for %s, an address with no words', (address) => {
    expect(addressWords(address)).toBe('');
  });
});
