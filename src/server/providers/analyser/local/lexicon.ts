// Word lists of the local analyser. Matching is on whole words, ignoring case.

/** Emotive or loaded wording that takes a side instead of describing. */
export const LOADED = [
  'slammed',
  'slams',
  'blasted',
  'blasts',
  'lashed out',
  'tore into',
  'rips',
  'shocking',
  'outrageous',
  'disgraceful',
  'shameful',
  'scandalous',
  'disastrous',
  'catastrophic',
  'draconian',
  'brazen',
  'reckless',
  'radical',
  'extremist',
  'regime',
  'thugs',
  'mob',
  'so-called',
  'scheme',
  'propaganda',
  'cronies',
  'puppet',
  'heroic',
  'visionary',
  'historic',
  'landmark',
  'game-changer',
  'game-changing',
  'masterstroke',
  'stunning',
  'unprecedented',
  'crushing',
  'humiliating',
  'fiasco',
  'debacle',
  'chaos',
  'chaotic',
  'crackdown',
  'witch-hunt',
  'vendetta',
  'appeasement',
  'anti-national',
  'betrayal',
  'betrayed',
  'looted',
  'loot',
  'grabbed',
  'hijacked',
  'spree',
  'bloodbath',
  'meltdown',
  'skyrocketing',
  'plummeting',
  'soaring',
  'embattled',
  'controversial',
  'notorious',
  'infamous',
  'glorious',
  'courageous',
  'cowardly',
  'failed',
];

/** Opinion in the reporter's voice: a judgement presented as obvious or required. */
export const SUBJECTIVE = [
  'clearly',
  'obviously',
  'undoubtedly',
  'of course',
  'without doubt',
  'needless to say',
  'it is clear',
  'sadly',
  'unfortunately',
  'fortunately',
  'shockingly',
  'surprisingly',
  'ironically',
  'rightly',
  'wrongly',
  'must',
  'should have',
  'ought to',
  'deserves',
  'finally',
  'at last',
  'mere',
  'merely',
  'just another',
];

/** Attribution verbs that carry a judgement where "said" would not. */
export const LOADED_SPEECH = [
  'claimed',
  'claims',
  'admitted',
  'admits',
  'insisted',
  'insists',
  'conceded',
  'alleged',
  'boasted',
  'refused to',
];

/** Hedges whose speaker is unnamed; flagged when no name stands in the same sentence. */
export const UNNAMED_SOURCES = [
  'it is believed',
  'it is understood',
  'it is learnt',
  'sources said',
  'sources say',
  'according to sources',
  'some say',
  'some believe',
  'many believe',
  'critics say',
  'experts say',
  'observers say',
  'it is said',
];
/** Hedging: the claim is softened or nobody in particular makes it. */
export const HEDGES = [
  'reportedly',
  'allegedly',
  'apparently',
  ...UNNAMED_SOURCES,
  'is said to',
  'are said to',
  'may have',
  'might have',
  'could have',
  'likely',
  'possibly',
  'perhaps',
  'seems',
  'appears to',
  'rumoured',
  'speculation',
];

const patterns = new Map<string, RegExp>();
const pattern = (w: string): RegExp => {
  let re = patterns.get(w);
  if (!re) {
    // A plural ("patients", "taxes") matches its singular entry.
    re = new RegExp(`(^|[^\\p{L}])${w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(s|es)?($|[^\\p{L}])`, 'u');
    patterns.set(w, re);
  }
  return re;
};

/** The entries of `words` that occur in `text` as whole words (or their plurals), ignoring case. */
export const matchAll = (text: string, words: readonly string[]): string[] => {
  const lower = text.toLowerCase();
  return words.filter((w) => lower.includes(w) && pattern(w).test(lower));
};
