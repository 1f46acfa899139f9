import { describe, expect, it } from 'vitest';
import { splitAnswer, SUMMARY_MAX_WORDS, wordsOf } from '#shared/ai-answer.ts';
import { AI_KINDS } from '#shared/constants.ts';
import { demoArticle, eventArticles } from '#server/demo/generator.ts';
import { named } from '#tests/helpers/analysis-inputs.ts';
import type { AnalysisInput } from '../types';
import { createLocalAnalyser } from './index';
import { asciiDigits } from './other-language';

// What a member reads: each answer opens with a short plain summary, and no answer speaks of
// the analyser's methods (word-list names, medians, raw scores). An article in another language
// is never read with the English word lists: the answer says what it can measure and what not.

const analyser = createLocalAnalyser();
const NOW = new Date('2026-06-01T06:00:00Z');
const METHOD_WORDS = /AFINN|word list|median|\bscores?\b|per sentence|\(\s*[+-]\d|weight \d/i;

/** A demo article with the other reports of its event, as the analysis reads a story. */
function withStory(i: number): AnalysisInput {
  const a = demoArticle(i, NOW);
  const others = eventArticles(i)
    .filter((j) => j !== i)
    .map((j) => demoArticle(j, NOW));
  return { ...a, others };
}

describe('plain answers', () => {
  it('open with a summary of at most 60 words and use no method words, alone or against a story', async () => {
    for (const i of [0, 1, 2, 3, 7, 11, 19, 23]) {
      for (const a of [demoArticle(i, NOW), withStory(i)]) {
        for (const kind of AI_KINDS) {
          const md = await analyser.analyse(kind, a);
          const { summary, evidence } = splitAnswer(md);
          expect(wordsOf(summary).length, `${kind} of article ${i}: ${summary}`).toBeLessThanOrEqual(SUMMARY_MAX_WORDS);
          expect(wordsOf(summary).length).toBeGreaterThan(3);
          expect(evidence).not.toBe('');
          expect(md, `${kind} of article ${i}`).not.toMatch(METHOD_WORDS);
        }
      }
    }
  });
});

const HINDI: AnalysisInput = {
  title: 'दिल्ली में भारी बारिश से यातायात प्रभावित',
  url: 'https://hindi.example/barish',
  summary: 'दिल्ली में सोमवार को भारी बारिश हुई।',
  text: [
    'दिल्ली में सोमवार को भारी बारिश से कई इलाकों में जलभराव हो गया।',
    'मौसम विभाग ने बताया कि शहर में ४५ मिलीमीटर बारिश दर्ज की गई।',
    '“हमने २० पंप लगाए हैं और पानी निकाला जा रहा है,” नगर निगम के अधिकारी रमेश कुमार ने कहा।',
    'यातायात पुलिस ने लोगों से घर से कम निकलने की अपील की।',
  ].join('\n\n'),
  source: 'हिंदी समाचार',
  category: 'India',
  entities: named({ person: ['रमेश कुमार'], place: ['दिल्ली'] }),
};
/** The same paper's report of the rain, written in English. */
const ENGLISH: AnalysisInput = {
  ...HINDI,
  language: 'en',
  title: 'Rain in Delhi',
  summary: 'Heavy rain fell in Delhi on Monday.',
  text: 'Heavy rain fell in Delhi on Monday, and roads were flooded in many areas.',
};
const HINDI_OTHER: AnalysisInput = {
  ...HINDI,
  title: 'दिल्ली में बारिश, 120 उड़ानें देर से',
  url: 'https://other.example/barish',
  summary: 'दिल्ली में बारिश से 120 उड़ानें देर से चलीं।',
  text: 'दिल्ली में बारिश से 120 उड़ानें देर से चलीं, हवाई अड्डे के प्रवक्ता सुनील शर्मा ने बताया कि यात्री परेशान रहे।',
  source: 'दूसरा अख़बार',
  entities: named({ person: ['सुनील शर्मा'], place: ['दिल्ली'] }),
};

describe('an article in another language', () => {
  it('says what it cannot judge instead of running English word lists, and gives what it can measure', async () => {
    for (const language of [undefined, 'hi']) {
      const a = { ...HINDI, language, others: [HINDI_OTHER] };
      const tone = await analyser.analyse('sentiment', a);
      expect(splitAnswer(tone).summary).toMatch(/^\*\*Tone: not measured\.\*\*/);
      expect(tone).toContain(language ? 'this article is in Hindi' : 'this article is in Devanagari script');
      expect(tone).not.toMatch(/Positive|Negative|Neutral|Mixed/);
      expect(tone).toContain('1 sentence quotes someone directly.');
      expect(tone).toContain('Figures it gives: 45, 20.');
      expect(tone).toContain('The other source reporting this story: *दूसरा अख़बार*.');

      const bias = await analyser.analyse('bias', a);
      expect(splitAnswer(bias).summary).toContain('wording not judged');
      expect(bias).toContain('> “हमने २० पंप लगाए हैं');
      expect(bias).not.toMatch(/Loaded wording|Hedging|Few signs of bias/);

      const missing = await analyser.analyse('missing', a);
      expect(splitAnswer(missing).summary).toContain('give 2 figures and names this article does not');
      expect(missing).toContain('- **120**, in *दूसरा अख़बार*:');
      expect(missing).toContain('- **सुनील शर्मा**, in *दूसरा अख़बार*:');

      const explain = await analyser.analyse('explain', a);
      expect(splitAnswer(explain).summary).toBe(
        '**The story in one line:** दिल्ली में सोमवार को भारी बारिश से कई इलाकों में जलभराव हो गया।',
      );
      for (const md of [tone, bias, missing, explain]) {
        expect(md).toContain('**What it cannot tell**');
        expect(md).toContain('Automated analysis');
        expect(md).not.toMatch(METHOD_WORDS);
      }
    }
  });

  it('reads by its script an article stored as English whose text is not, and a romanised Hindi one as Hindi', async () => {
    const stored = await analyser.analyse('sentiment', { ...HINDI, language: 'en' });
    expect(stored).toContain('this article is in Devanagari script');
    const romanised = await analyser.analyse('sentiment', {
      ...HINDI,
      language: 'hi',
      title: 'Dilli mein bhari barish',
      text: 'Dilli mein somvar ko bhari barish se kai ilakon mein jalbharav ho gaya.',
    });
    expect(romanised).toContain('this article is in Hindi');
    const english = await analyser.analyse('sentiment', ENGLISH);
    expect(english).toMatch(/^\*\*Tone: (Positive|Negative|Neutral|Mixed)\./);
  });

  it('reads Indian digits as the same figures as ASCII ones', () => {
    expect(asciiDigits('४५ और ২০ and ௧௨ and 7')).toBe('45 और 20 and 12 and 7');
  });
});

describe('an article in another language, for a reader of another interface language', () => {
  const a = { ...HINDI, language: 'hi', others: [HINDI_OTHER] };

  it('answers in the reader’s language, naming the article’s language in it', async () => {
    const tone = await analyser.analyse('sentiment', { ...a, readerLanguage: 'hi' });
    expect(splitAnswer(tone).summary).toMatch(/^\*\*लहजा: आँका नहीं गया।\*\*/);
    expect(tone).toContain('यह लेख हिन्दी में है');
    expect(tone).toContain('- इसमें दिए आँकड़े: 45, 20।');
    expect(tone).toContain('- यही ख़बर देने वाला दूसरा स्रोत: *दूसरा अख़बार*।');
    expect(tone).not.toMatch(/Tone|What it|Automated|English/);

    const missing = await analyser.analyse('missing', { ...a, readerLanguage: 'bn' });
    expect(splitAnswer(missing).summary).toContain('2টি সংখ্যা ও নাম');
    expect(missing).toContain('- **120**, *दूसरा अख़बार*-এ:');
    expect(missing).toContain('**যা বলা যায় না**');

    for (const [lang, name] of [
      ['mr', 'हिंदी भाषेत'],
      ['ta', 'இந்தி மொழியில்'],
      ['te', 'హిందీ భాషలో'],
    ] as const) {
      const bias = await analyser.analyse('bias', { ...a, readerLanguage: lang });
      expect(bias, lang).toContain(name);
      expect(bias, lang).toContain('> “हमने २० पंप लगाए हैं');
      expect(bias, lang).not.toMatch(/Bias check|What it|Automated/);
    }
  });

  it('speaks of one other source, one quoting sentence and one figure in the singular', async () => {
    const oneFigure = {
      ...HINDI_OTHER,
      text: 'दिल्ली में बारिश से 120 उड़ानें देर से चलीं।',
      entities: named({ place: ['दिल्ली'] }),
    };
    const one = { ...a, others: [oneFigure] };
    const said = async (kind: 'sentiment' | 'bias' | 'missing', lang: string) =>
      analyser.analyse(kind, { ...one, readerLanguage: lang });
    expect(await said('missing', 'hi')).toContain('दूसरे स्रोत में एक ऐसा आँकड़ा या नाम है जो इस लेख में नहीं है');
    expect(await said('missing', 'mr')).toContain('दुसऱ्या स्रोतात या लेखात नसलेला एक आकडा किंवा नाव आहे');
    expect(await said('missing', 'ta')).toContain('மேலும் ஒரு மூலத்தில், இந்தக் கட்டுரையில் இல்லாத ஓர் எண் அல்லது பெயர் உள்ளது');
    expect(await said('sentiment', 'ta')).toContain('ஒரு வாக்கியத்தில் ஒருவர்');
    expect(await said('bias', 'ta')).toContain('மேலும் ஒரு மூலம் வெளியிட்டுள்ளது');
    expect(await said('missing', 'te')).toContain('మరో వనరులో ఈ కథనంలో లేని ఒక సంఖ్య లేదా పేరు ఉంది');
    expect(await said('sentiment', 'te')).toContain('ఒక వాక్యంలో ఒకరిని');
    expect(await said('bias', 'te')).toContain('కథనం ఒకసారి ఒకరిని నేరుగా ఉటంకిస్తుంది; ఇదే వార్తను మరో వనరు కూడా ఇచ్చింది');
  });

  it('names the script when only the script is known, and answers English for a language it is not written in', async () => {
    const script = await analyser.analyse('sentiment', { ...HINDI, language: 'en', readerLanguage: 'hi' });
    expect(script).toContain('यह लेख देवनागरी लिपि में है');
    const kannadaReader = await analyser.analyse('sentiment', { ...a, readerLanguage: 'kn' });
    expect(kannadaReader).toMatch(/^\*\*Tone: not measured\.\*\*/);
  });

  it('stores answers in each written language apart, and the rest under its own id', () => {
    expect(analyser.idFor?.('en')).toBe(analyser.id);
    expect(analyser.idFor?.('kn')).toBe(analyser.id);
    expect(analyser.idFor?.('hi')).not.toBe(analyser.id);
    expect(analyser.idFor?.('hi')).not.toBe(analyser.idFor?.('ta'));
  });

  it('never runs English word lists over another language’s report in an English article’s story', async () => {
    const missing = await analyser.analyse('missing', { ...ENGLISH, others: [HINDI_OTHER] });
    expect(missing).not.toContain('दूसरा अख़बार');
  });
});
