import anyAscii from 'any-ascii';

// How search reads text in India's scripts, the same for an article and for a query
// (docs/decisions/0100-search-in-indian-scripts.md): `foldText` makes spellings that readers
// take for the same word one spelling; `romanKey` reduces a word in any script, or typed in
// Latin letters the way people type Hindi on a phone, to one loose Latin key. The database
// folds article text with `khabar_fold` (migration 0021), made from the tables below, so the
// two cannot drift apart (tests/api/search-text-sql.test.ts compares them on both databases).

/** Characters folded into another one: chandrabindu into anusvara, letters with a nukta into their base. */
export const FOLD_MAP: ReadonlyArray<readonly [string, string]> = [
  ['\u0901', '\u0902'], // Devanagari candrabindu → anusvara
  ['\u0981', '\u0982'], // Bengali
  ['\u0A01', '\u0A02'], // Gurmukhi adak bindi → bindi
  ['\u0A70', '\u0A02'], // Gurmukhi tippi → bindi
  ['\u0A81', '\u0A82'], // Gujarati
  ['\u0B01', '\u0B02'], // Odia
  ['\u0C01', '\u0C02'], // Telugu
  ['\u0C81', '\u0C82'], // Kannada
  ['\u0929', '\u0928'], // ऩ → न (NFC keeps these three composed)
  ['\u0931', '\u0930'], // ऱ → र
  ['\u0934', '\u0933'], // ऴ → ळ
  // The digits of India's scripts and of Urdu → 0-9.
  ...[0x0966, 0x09e6, 0x0a66, 0x0ae6, 0x0b66, 0x0be6, 0x0c66, 0x0ce6, 0x0d66, 0x0660, 0x06f0].flatMap((zero) =>
    Array.from({ length: 10 }, (_, d) => [String.fromCodePoint(zero + d), String(d)] as const),
  ),
];

/**
 * Characters dropped: the joiners (ZWJ, ZWNJ, which only choose a glyph), the zero-width space
 * and soft hyphen, and the nukta signs (after NFC, क़ is क + nukta: `क़िला` and `किला` are one word).
 */
export const FOLD_DROP = '\u200c\u200d\u200b\u00ad\u093c\u09bc\u0a3c\u0abc\u0b3c\u0c3c\u0cbc';

/**
 * A nasal consonant with a virama before a consonant of its own class is the anusvara
 * (`हिन्दी` = `हिंदी`): Devanagari, as the Indic NLP Library's strict anusvara rule.
 * One pattern for JavaScript and PostgreSQL alike; the groups are the consonant that follows.
 */
export const NASAL_PATTERN = 'ङ्([क-घ])|ञ्([च-झ])|ण्([ट-ढ])|न्([त-न])|म्([प-भ])';
export const NASAL_REPLACEMENT = { js: 'ं$1$2$3$4$5', sql: 'ं\\1\\2\\3\\4\\5' } as const;

const FOLD_FROM = new Map(FOLD_MAP);
const FOLD_CHARS = new RegExp(`[${[...FOLD_FROM.keys()].join('')}${FOLD_DROP}]`, 'g');
const NASAL = new RegExp(NASAL_PATTERN, 'g');

/** One spelling for what readers take for one word: NFC, joiners and nukta gone, nasals and digits folded. */
export function foldText(text: string): string {
  return text
    .normalize('NFC')
    .replace(FOLD_CHARS, (c) => FOLD_FROM.get(c) ?? '')
    .replace(NASAL, NASAL_REPLACEMENT.js);
}

/** Whether the text has letters of a script other than Latin (a query to match in its own script). */
export const hasNativeLetters = (text: string) => /[^\p{Script=Latin}\P{L}]/u.test(text);
/** Whether the text has Latin letters (a query that may be Hindi typed in Latin letters). */
export const hasLatinLetters = (text: string) => /\p{Script=Latin}/u.test(text);

/** Keys shorter than this are left out: two letters match too many words to mean one. */
const KEY_MIN = 3;

/**
 * A word's loose Latin key, the same for `किसान`, `kisan` and `kisaan`: the word in Latin
 * letters (any-ascii, which drops the inherent vowel where Hindi does not say it), then
 * spelled loosely: aspirates and sibilants as their plain letter, voiced consonants as
 * voiceless, long vowels as short, `a` and `o` left out (written where the language does not
 * say them, and left out where it does), a nasal before a consonant as `n`, doubled letters
 * once. '' for a word too short to tell apart.
 */
export function romanKey(word: string): string {
  const key = anyAscii(foldText(word))
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '')
    .replace(/zh/g, 'l') // Tamil and Malayalam ழ, which any-ascii writes l
    .replace(/ch/g, 'c')
    .replace(/([bcdgjkpst])h/g, '$1')
    .replace(/ri/g, 'r')
    .replace(/f/g, 'p')
    .replace(/z/g, 'j')
    .replace(/q/g, 'k')
    .replace(/w/g, 'v')
    .replace(/x/g, 'ks')
    .replace(/ee|ii/g, 'i')
    .replace(/oo|uu/g, 'u')
    // Voiced as voiceless: Tamil script writes both with one letter (மதுரை, Madurai).
    .replace(/[dgbj]/g, (c) => ({ d: 't', g: 'k', b: 'p', j: 'c' })[c] ?? c)
    // The inherent vowel, said `a` in Hindi and `o` in Bengali (কলকাতা, Kolkata).
    .replace(/[ao]/g, '')
    .replace(/[mn](?=[bcdgjkpstvlr])/g, 'n')
    .replace(/(.)\1+/g, '$1');
  return key.length >= KEY_MIN ? key : '';
}

const WORD = /[\p{L}\p{M}\p{N}]+/gu;

/** The keys of a text's words, in order, for an article's Latin-key vectors ('' when none). */
export function romanKeys(text: string): string {
  return (text.match(WORD) ?? []).map(romanKey).filter(Boolean).join(' ');
}

/**
 * A query in web-search syntax with each word as its key, for matching the Latin-key vectors:
 * quotes, `OR` and `-` kept; a word too short for a key dropped (an exclusion with it).
 * '' when no word has a key.
 */
export function romanQuery(query: string): string {
  const out: string[] = [];
  for (const token of query.match(/"[^"]*"?|\S+/g) ?? []) {
    if (token === 'OR') {
      out.push(token);
      continue;
    }
    if (token.startsWith('"')) {
      const phrase = romanKeys(token);
      if (phrase) out.push(`"${phrase}"`);
      continue;
    }
    const minus = token.startsWith('-') ? '-' : '';
    const keys = romanKeys(token);
    if (keys) out.push(minus + (minus && keys.includes(' ') ? `"${keys}"` : keys));
  }
  // An `OR` with no word on one side is dropped.
  while (out[0] === 'OR') out.shift();
  while (out.at(-1) === 'OR') out.pop();
  return out.filter((t, i) => !(t === 'OR' && out[i - 1] === 'OR')).join(' ');
}

/**
 * The Latin keys an article's Latin-key vectors are made of (roman_title, roman_head; migration
 * 0021): its title, and its title, summary and byline.
 */
export const titleAndHeadKeys = (a: { title: string; summary: string; author?: string }) => ({
  title: romanKeys(a.title),
  head: romanKeys(`${a.title} ${a.summary} ${a.author ?? ''}`),
});

/** `titleAndHeadKeys`, none for an English article, whose words a query in Latin letters already finds. */
export const articleRomanKeys = (a: {
  language?: string | undefined;
  title: string;
  summary: string;
  author?: string;
}) => ((a.language ?? 'en') === 'en' ? { title: '', head: '' } : titleAndHeadKeys(a));
