import { describe, expect, it } from 'vitest';
import { speakableText, splitIntoChunks } from './chunks';
import { pickVoice } from './voice';

describe('speech chunking', () => {
  it('keeps short text as one chunk and drops blank input', () => {
    expect(splitIntoChunks('Hello there. How are you?')).toEqual(['Hello there. How are you?']);
    expect(splitIntoChunks('   ')).toEqual([]);
  });

  it('splits long text at sentence ends, never beyond the limit', () => {
    const text = Array.from({ length: 20 }, (_, i) => `Sentence number ${i} is here.`).join(' ');
    const chunks = splitIntoChunks(text, 80);
    expect(chunks.length).toBeGreaterThan(1);
    for (const c of chunks) {
      expect(c.length).toBeLessThanOrEqual(80);
      expect(c).toMatch(/\.$/);
    }
    expect(chunks.join(' ')).toBe(text);
  });

  it('splits an over-long sentence at commas or spaces', () => {
    const long = `${'word, '.repeat(60)}end.`;
    const chunks = splitIntoChunks(long, 100);
    for (const c of chunks) expect(c.length).toBeLessThanOrEqual(100);
    expect(chunks.join(' ').replace(/\s+/g, ' ')).toBe(long.trim());
  });

  it('handles the Devanagari full stop', () => {
    expect(splitIntoChunks('पहला वाक्य। दूसरा वाक्य।', 12)).toEqual(['पहला वाक्य।', 'दूसरा वाक्य।']);
  });

  it('reads words, not markdown or maths', () => {
    expect(speakableText('## Title\n\n**Bold** [link](http://x) $$x^2$$ done')).toBe('Title Bold link done');
  });
});

describe('voice choice', () => {
  const v = (lang: string, name = lang) => ({ lang, name }) as SpeechSynthesisVoice;
  it('prefers en-IN, then en-US, else none', () => {
    expect(pickVoice([v('en-GB'), v('en-US'), v('en-IN')])?.lang).toBe('en-IN');
    expect(pickVoice([v('hi-IN'), v('en_US')])?.lang).toBe('en_US');
    expect(pickVoice([v('fr-FR')])).toBeNull();
  });
});
