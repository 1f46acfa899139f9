import { describe, expect, it } from 'vitest';
import { documentTitle } from './page-title';
import { absoluteWebUrl } from '#shared/web-url.ts';
import { previewDescription } from './share-preview';

describe('titles and link previews', () => {
  it('names the screen, then Khabar, unless the name says Khabar already', () => {
    expect(documentTitle('World')).toBe('World · Khabar');
    expect(documentTitle('Sign in to Khabar')).toBe('Sign in to Khabar');
  });

  it('describes on one line, cut at a word', () => {
    expect(previewDescription('  Rain\n\nin   Pune. ')).toBe('Rain in Pune.');
    const long = previewDescription('word '.repeat(100));
    expect(long.length).toBeLessThanOrEqual(200);
    expect(long).toMatch(/word…$/);
  });

  it('gives a picture an absolute web address, or none', () => {
    expect(absoluteWebUrl('https://img.example/a.jpg', 'https://khabar.test/x')).toBe('https://img.example/a.jpg');
    expect(absoluteWebUrl('/icons/a.png', 'https://khabar.test/pages/x')).toBe('https://khabar.test/icons/a.png');
    expect(absoluteWebUrl('javascript:alert(1)', 'https://khabar.test/')).toBeNull();
    expect(absoluteWebUrl('data:image/png;base64,AAAA', 'https://khabar.test/')).toBeNull();
  });
});
