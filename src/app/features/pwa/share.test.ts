import { describe, expect, it } from 'vitest';
import { sharedLink } from './share';

describe('sharedLink', () => {
  it('takes the url field with the shared title', () => {
    expect(sharedLink({ title: 'Monsoon arrives', url: 'https://example.com/a?x=1' })).toEqual({
      url: 'https://example.com/a?x=1',
      title: 'Monsoon arrives',
    });
  });
  it('finds the link inside the text, as Android apps send it, and titles it with the rest', () => {
    expect(sharedLink({ text: 'Read this: https://news.example.in/story/42.' })).toEqual({
      url: 'https://news.example.in/story/42',
      title: 'Read this:',
    });
  });
  it('falls back to the host as the title', () => {
    expect(sharedLink({ url: 'https://thehindu.com/x' })).toEqual({
      url: 'https://thehindu.com/x',
      title: 'thehindu.com',
    });
  });
  it('refuses anything that is not an http(s) link', () => {
    expect(sharedLink({ text: 'no link here' })).toBeNull();
    expect(sharedLink({ url: 'javascript:alert(1)' })).toBeNull();
    expect(sharedLink({})).toBeNull();
  });
});
