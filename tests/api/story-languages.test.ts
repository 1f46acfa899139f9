import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStoryClusterer } from '#server/modules/stories/index.ts';
import { testApp, type TestApp } from '../helpers/app';
import { databaseTargets } from '../helpers/databases';
import {
  bcubed,
  headlineSources,
  INDIC_HEADLINES_START,
  insertHeadline,
  readIndicHeadlines,
  storiesOf,
  type Headline,
} from '../helpers/headlines';

// Stories within each language (docs/decisions/0116-stories-in-every-language.md), on headlines
// written for the tests in Hindi, Bengali, Marathi, Tamil, Telugu and English
// (tests/fixtures/stories-indic, CC0), each stored as an article in its language and clustered
// as ingest does, one at a time in the order they were published.
const HEADLINES = readIndicHeadlines();
const INDIAN = ['hi', 'bn', 'mr', 'ta', 'te'];
const DAY = 86_400_000;

describe.each(await databaseTargets())('stories in every language ($name)', (target) => {
  let t: TestApp;
  let cluster: ReturnType<typeof createStoryClusterer>;
  const found = new Map<number, number>();

  async function add(h: Headline): Promise<number> {
    await headlineSources(t.handle.db, [h]);
    const article = await insertHeadline(t.handle.db, h);
    await cluster.assign(article);
    return article;
  }

  beforeAll(async () => {
    t = await testApp(target);
    cluster = createStoryClusterer(t.handle.db);
    const ids = [];
    for (const h of HEADLINES) ids.push(await add(h));
    const stories = await storiesOf(t.handle.db, ids);
    ids.forEach((id, i) => found.set(HEADLINES[i]!.id, stories.get(id)!));
    // 113 articles stored and clustered one by one, on a shared machine.
  }, 240_000);
  afterAll(() => t.close());

  const score = (languages: string[]) => {
    const hs = HEADLINES.filter((h) => languages.includes(h.language));
    return bcubed(
      hs.map((h) => found.get(h.id)!),
      hs.map((h) => h.story),
    );
  };

  it('forms the stories of each Indian language with B-cubed precision of 0.90 or more', () => {
    const all = score(INDIAN);
    expect(all.precision).toBeGreaterThanOrEqual(0.9);
    // One event told in a language is mostly one story, not a headline each.
    expect(all.recall).toBeGreaterThanOrEqual(0.85);
    for (const language of INDIAN) expect(score([language]).precision, language).toBeGreaterThanOrEqual(0.85);
  });

  it('never puts articles of two languages in one story', () => {
    const languages = new Map<number, Set<string>>();
    for (const h of HEADLINES) {
      const story = found.get(h.id)!;
      languages.set(story, (languages.get(story) ?? new Set()).add(h.language));
    }
    expect([...languages.values()].filter((s) => s.size > 1)).toEqual([]);
  });

  it('keeps a Hindi and an English headline apart that share only "IPL 2025"', () => {
    const hindi = HEADLINES.find((h) => h.story === 'hi-mi-captain')!;
    const english = HEADLINES.find((h) => h.story === 'en-ipl')!;
    expect(found.get(hindi.id)).not.toBe(found.get(english.id));
  });

  it('does not join two Hindi headlines whose only shared words are stop words', async () => {
    const at = INDIC_HEADLINES_START + 20 * DAY;
    const first = await add({
      ...HEADLINES[0]!,
      url: 'https://headlines.example/stop/1',
      title: 'सरकार ने कहा कि यह बदलाव पहले के मुकाबले बड़ा है',
      published: new Date(at),
    });
    const second = await add({
      ...HEADLINES[1]!,
      url: 'https://headlines.example/stop/2',
      title: 'खिलाड़ी ने कहा कि वह टीम के साथ है और रहेगा',
      published: new Date(at + 3_600_000),
    });
    const stories = await storiesOf(t.handle.db, [first, second]);
    expect(stories.get(first)).not.toBe(stories.get(second));
  });

  // Two headlines of unrelated events in each language, sharing only words every headline may
  // carry ("today", "said", "a", postpositions, auxiliaries): without its stop words, each pair
  // shares enough words to be one story.
  it.each([
    [
      'kn',
      'ಸರ್ಕಾರ ಹೊಸ ಬಜೆಟ್ ಬಗ್ಗೆ ಇಂದು ಮಾಹಿತಿ ನೀಡಲಿದೆ ಎಂದು ಸಚಿವರು ಹೇಳಿದರು',
      'ಕ್ರಿಕೆಟ್ ತಂಡ ಇಂದು ಮೈಸೂರಿನಲ್ಲಿ ಅಭ್ಯಾಸ ಆರಂಭಿಸಲಿದೆ ಎಂದು ನಾಯಕ ಹೇಳಿದರು',
    ],
    ['ml', 'തിരുവനന്തപുരത്ത് ഇന്ന് ഒരു ആശുപത്രി തുറക്കുമെന്ന് മന്ത്രി പറഞ്ഞു', 'കൊച്ചിയിൽ ഇന്ന് ഒരു ഫുട്ബോൾ മത്സരം നടക്കുമെന്ന് പരിശീലകൻ പറഞ്ഞു'],
    [
      'gu',
      'અમદાવાદમાં આજે ભારે વરસાદ અને પૂરનું જોખમ છે, હવામાન વિભાગે કહ્યું',
      'ક્રિકેટ ટીમ આજે રાજકોટ પહોંચી અને તૈયારી શરૂ થઈ છે, કેપ્ટને કહ્યું',
    ],
    ['pa', 'ਮੁੱਖ ਮੰਤਰੀ ਨੇ ਅੱਜ ਕਿਸਾਨਾਂ ਦੇ ਕਰਜ਼ੇ ਮੁਆਫ਼ ਕਰਨ ਦਾ ਐਲਾਨ ਕੀਤਾ ਹੈ', 'ਪੁਲਿਸ ਨੇ ਅੱਜ ਲੁਧਿਆਣਾ ਦੇ ਬਾਜ਼ਾਰ ਵਿੱਚੋਂ ਚੋਰ ਨੂੰ ਗ੍ਰਿਫ਼ਤਾਰ ਕੀਤਾ ਹੈ'],
    ['or', 'ଭୁବନେଶ୍ୱରରେ ଆଜି ଏକ ନୂଆ ହସ୍ପିଟାଲ ଖୋଲିବ ବୋଲି ମନ୍ତ୍ରୀ କହିଛନ୍ତି', 'କଟକରେ ଆଜି ଏକ କ୍ରିକେଟ ମ୍ୟାଚ ହେବ ବୋଲି ଅଧିକାରୀ କହିଛନ୍ତି'],
    ['ur', 'وزیر اعلیٰ نے آج کسانوں کے قرض معاف کرنے کا اعلان کیا', 'پولیس نے آج لاہور کے بازار سے چور کو گرفتار کیا'],
  ])('does not join two %s headlines whose only shared words are stop words', async (language, a, b) => {
    const at = INDIC_HEADLINES_START + 21 * DAY;
    const headline = (title: string, n: number): Headline => ({
      ...HEADLINES[0]!,
      language,
      url: `https://headlines.example/stop/${language}/${n}`,
      title,
      published: new Date(at + n * 3_600_000),
    });
    const first = await add(headline(a, 1));
    const second = await add(headline(b, 2));
    const stories = await storiesOf(t.handle.db, [first, second]);
    expect(stories.get(first)).not.toBe(stories.get(second));
  });

  it('reads a word with its joined ending as the word', async () => {
    const same = async (language: string, a: string, b: string) => {
      const r = await sql<{ a: string; b: string }>`
        SELECT khabar_story_word(${language}, khabar_fold(${a})) AS a, khabar_story_word(${language}, khabar_fold(${b})) AS b`.execute(
        t.handle.db,
      );
      return r.rows[0]!;
    };
    for (const [language, a, b] of [
      ['bn', 'কলকাতায়', 'কলকাতার'],
      ['bn', 'মোহনবাগানের', 'মোহনবাগান'],
      ['mr', 'मुंबईत', 'मुंबईच्या'],
      ['te', 'హైదరాబాద్‌లో', 'హైదరాబాదులో'],
      ['te', 'వర్షం', 'వర్షానికి'],
    ] as const) {
      const r = await same(language, a, b);
      expect(r.a, `${a} / ${b}`).toBe(r.b);
    }
    // A short word keeps its ending; English is read as before.
    expect((await same('bn', 'তার', 'তা')).a).not.toBe((await same('bn', 'তার', 'তা')).b);
    expect((await same('en', 'rains', 'rains')).a).toBe('rains');
  });
});
