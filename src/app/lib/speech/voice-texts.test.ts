import { describe, expect, it } from 'vitest';
import { platformOf } from './voice-texts';

describe('the device whose voice steps come first', () => {
  const userAgents = {
    android: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/126 Mobile',
    ios: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15',
    windows: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/126',
    mac: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15',
    chromeos: 'Mozilla/5.0 (X11; CrOS x86_64 14541.0.0) AppleWebKit/537.36',
    linux: 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0',
  };
  it.each(Object.entries(userAgents))('reads the family %s from its user agent', (family, userAgent) => {
    expect(platformOf(userAgent)).toBe(family);
  });

  it('reads no family from a user agent it does not know', () => {
    expect(platformOf('SomethingElse/1.0')).toBeNull();
  });

  it('takes an iPad that says "Macintosh" for what it is', () => {
    expect(platformOf('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15', 5)).toBe('ios');
  });
});
