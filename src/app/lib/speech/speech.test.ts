import { describe, expect, it } from 'vitest';
import { CHARS_PER_SECOND, CHUNK_MAX_CHARS, speakableText, splitIntoChunks } from './chunks';
import { languageOfText, pickVoice } from './voice';

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

  it('sends about 12 seconds of speech at most, cut at the danda in a long Hindi text', () => {
    expect(CHUNK_MAX_CHARS / CHARS_PER_SECOND).toBe(12);
    const sentence = 'राज्य सरकार ने किसानों के लिए नई सिंचाई योजना की घोषणा की है और इसका लाभ हर ज़िले में मिलेगा।';
    const text = Array.from({ length: 8 }, () => sentence).join(' ');
    const chunks = splitIntoChunks(text);
    expect(chunks.length).toBeGreaterThan(1);
    for (const c of chunks) {
      expect(c.length).toBeLessThanOrEqual(CHUNK_MAX_CHARS);
      expect(c.endsWith('।')).toBe(true);
    }
    expect(chunks.join(' ')).toBe(text);
  });

  it('ends sentences at the double danda and the Urdu full stop too', () => {
    expect(splitIntoChunks('पहला॥ दूसरा॥', 8)).toEqual(['पहला॥', 'दूसरा॥']);
    expect(splitIntoChunks('پہلا جملہ۔ دوسرا جملہ۔', 12)).toEqual(['پہلا جملہ۔', 'دوسرا جملہ۔']);
  });

  it('reads words, not markdown or maths', () => {
    expect(speakableText('## Title\n\n**Bold** [link](http://x) $$x^2$$ done')).toBe('Title Bold link done');
  });
});

describe('voice choice', () => {
  const v = (lang: string, name = lang) => ({ lang, name }) as SpeechSynthesisVoice;
  it('prefers en-IN, then en-US, then any English voice, else none', () => {
    expect(pickVoice([v('en-GB'), v('en-US'), v('en-IN')])?.lang).toBe('en-IN');
    expect(pickVoice([v('hi-IN'), v('en_US')])?.lang).toBe('en_US');
    expect(pickVoice([v('hi-IN'), v('en-GB')])?.lang).toBe('en-GB');
    expect(pickVoice([v('fr-FR')])).toBeNull();
  });

  it("reads an article in its language's voice: hi-IN for Hindi, ta-IN for Tamil", () => {
    const voices = [v('en-IN'), v('en-US'), v('hi-IN', 'Lekha'), v('ta-IN')];
    expect(pickVoice(voices, 'hi')?.name).toBe('Lekha');
    expect(pickVoice(voices, 'ta')?.lang).toBe('ta-IN');
    expect(pickVoice(voices, 'en')?.lang).toBe('en-IN');
  });

  it('takes another voice of the language, never a Latin-script one', () => {
    expect(pickVoice([v('en-IN'), v('hi_IN')], 'hi')?.lang).toBe('hi_IN');
    expect(pickVoice([v('en-IN'), v('hi')], 'hi')?.lang).toBe('hi');
    expect(pickVoice([v('hi-Latn-IN'), v('hi-IN')], 'hi')?.lang).toBe('hi-IN');
    expect(pickVoice([v('hi-Latn-IN')], 'hi')).toBeNull();
  });

  it('never an English voice over Hindi, Bengali or Urdu text', () => {
    const english = [v('en-IN'), v('en-US'), v('en-GB')];
    for (const language of ['hi', 'bn', 'ur']) expect(pickVoice(english, language)).toBeNull();
    // Marathi is written in Devanagari, but a Hindi voice is not a Marathi one.
    expect(pickVoice([v('hi-IN')], 'mr')).toBeNull();
  });

  it("tells typed text's language by its script", () => {
    expect(languageOfText('Monsoon reaches Kerala.')).toBe('en');
    expect(languageOfText('दिल्ली में बारिश')).toBe('hi');
    expect(languageOfText('சென்னையில் மழை')).toBe('ta');
    expect(languageOfText('BJP ने कहा कि चुनाव होंगे')).toBe('hi');
    expect(languageOfText('')).toBe('en');
  });
});
