import { describe, expect, it } from 'vitest';
import { foldText, romanKey, romanKeys, romanQuery } from './search-text';

describe('foldText', () => {
  it.each([
    ['\u0939\u093f\u0928\u094d\u0926\u0940', 'हिंदी'], // हिन्दी: a nasal with a virama before its own class
    ['\u0958\u093e\u0928\u0942\u0928', 'कानून'], // क़ानून with the precomposed letter (NFC decomposes it)
    ['\u0915\u093c\u093e\u0928\u0942\u0928', 'कानून'], // क़ानून with a nukta sign
    ['\u091c\u093c\u092e\u0940\u0928', 'जमीन'], // ज़मीन
    ['\u092e\u0939\u0901\u0917\u093e\u0908', 'महंगाई'], // महँगाई: chandrabindu
    ['\u0915\u094d\u200d\u0937', 'क्ष'], // zero-width joiner
    ['\u092a\u0930\u0940\u0915\u094d\u0937\u093e\u200c', 'परीक्षा'], // zero-width non-joiner
    ['\u0968\u0966\u0968\u096b', '2025'], // Devanagari digits
    ['\u09e7\u09e8\u09e9 \u0be7\u0be8 \u06f1\u06f2', '123 12 12'], // Bengali, Tamil and Urdu digits
    ['\u0929', 'न'], // ऩ, which NFC keeps composed
  ])('folds %j like %j', (variant, plain) => {
    expect(foldText(variant)).toBe(foldText(plain));
    expect(foldText(variant)).toBe(plain);
  });

  it('keeps a nasal before a consonant of another class, and English as it is', () => {
    expect(foldText('सम्मान अन्य')).toBe('सम्मान अन्य');
    expect(foldText('Monsoon reaches Kerala; café')).toBe('Monsoon reaches Kerala; café');
  });
});

describe('romanKey', () => {
  it.each([
    ['किसान', 'kisan'],
    ['किसान', 'kisaan'],
    ['आंदोलन', 'andolan'],
    ['मोदी', 'modi'],
    ['सरकार', 'sarkar'],
    ['दिल्ली', 'dilli'],
    ['बारिश', 'barish'],
    ['प्रधानमंत्री', 'pradhanmantri'],
    ['कृषि', 'krishi'],
    ['भारत', 'bharat'],
    ['क़ानून', 'kanoon'],
    ['ज़मीन', 'zameen'],
    ['কলকাতা', 'kolkata'],
    ['চেন্নাই', 'chennai'],
    ['சென்னை', 'chennai'],
    ['மதுரை', 'madurai'],
    ['ਕਿਸਾਨ', 'kisan'],
    ['ગુજરાત', 'gujarat'],
    ['ଓଡ଼ିଶା', 'odisha'],
    ['ಬೆಂಗಳೂರು', 'bengaluru'],
  ])('gives %s the key of %s', (native, latin) => {
    expect(romanKey(native)).not.toBe('');
    expect(romanKey(native)).toBe(romanKey(latin));
  });

  it('tells different words apart and leaves out words too short to tell', () => {
    expect(romanKey('मोदी')).not.toBe(romanKey('मुद्दा'));
    expect(romanKey('की')).toBe('');
    expect(romanKey('a')).toBe('');
  });
});

describe('romanQuery', () => {
  it('keys each word and keeps phrases, OR and exclusions', () => {
    expect(romanQuery('"modi sarkar" OR kisaan -dilli')).toBe(
      `"${romanKey('modi')} ${romanKey('sarkar')}" OR ${romanKey('kisan')} -${romanKey('dilli')}`,
    );
  });

  it('drops words without a key, and an OR left alone', () => {
    expect(romanQuery('the a of')).toBe('');
    expect(romanQuery('a OR modi')).toBe(romanKey('modi'));
  });

  it('keys words of any script, as an article’s words are', () => {
    expect(romanKeys('मोदी सरकार की नई योजना')).toBe(romanQuery('modi sarkar yojana'));
  });
});
