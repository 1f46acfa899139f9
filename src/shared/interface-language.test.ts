import { describe, expect, it } from 'vitest';
import { interfaceLanguageDir, pickInterfaceLanguage } from './interface-language';

describe('the interface language of a request', () => {
  it("is the reader's choice when it is one the interface is written in", () => {
    expect(pickInterfaceLanguage('hi', 'en-IN,en;q=0.9')).toBe('hi');
    expect(pickInterfaceLanguage('ta', undefined)).toBe('ta');
    // A choice the interface has no catalogue for (or a forged cookie) falls to the browser's.
    expect(pickInterfaceLanguage('ur', 'bn-IN')).toBe('bn');
    expect(pickInterfaceLanguage('<script>', 'te')).toBe('te');
  });

  it("else the browser's first language the interface is written in, by quality then order", () => {
    expect(pickInterfaceLanguage(null, 'hi-IN,hi;q=0.9,en-US;q=0.8,en;q=0.7')).toBe('hi');
    expect(pickInterfaceLanguage(null, 'fr-FR,mr;q=0.8,hi;q=0.9')).toBe('hi');
    expect(pickInterfaceLanguage(null, 'en;q=0.5, ta-IN')).toBe('ta');
    expect(pickInterfaceLanguage(null, 'MR-in')).toBe('mr');
    // q=0 means "not this one".
    expect(pickInterfaceLanguage(null, 'hi;q=0, en')).toBe('en');
  });

  it('else English', () => {
    expect(pickInterfaceLanguage(undefined, undefined)).toBe('en');
    expect(pickInterfaceLanguage(null, '')).toBe('en');
    expect(pickInterfaceLanguage(null, 'fr-FR,de;q=0.5,*')).toBe('en');
    expect(pickInterfaceLanguage(null, ';;;,q=')).toBe('en');
  });

  it('runs left to right for every language the interface is written in', () => {
    for (const code of ['en', 'hi', 'bn', 'mr', 'ta', 'te'] as const) expect(interfaceLanguageDir(code)).toBe('ltr');
  });
});
