import { foldText } from '#server/lib/search-text.ts';

// The title words a story is found by, in India's languages (docs/decisions/0116-stories-in-every-language.md).
// The database reads an article's title words from its title vector (its language's text
// search configuration, migration 0021): Hindi and Tamil stemmed by Snowball, the other
// languages of India as written. Here, per language:
// - STOP_WORDS: the words every headline may carry (postpositions, auxiliaries, pronouns,
//   conjunctions, "said", "today"), which say nothing of the event. Written for Khabar and
//   dedicated to the public domain (CC0 1.0), like the fixtures they were measured on.
// - SUFFIXES: the case endings and postpositions written joined to the word in Bengali,
//   Marathi and Telugu (`কলকাতায়`, `मुंबईत`, `హైదరాబాద్‌లో`), which no stemmer of either
//   database removes; the longest one is taken off a word of at least three letters before it,
//   then one vowel sign, anusvara or virama at its end, so that `వర్షం` and `వర్షానికి`,
//   `হাওড়ার` and `হাওড়ায়` are one word.
// Migration 0028 makes `khabar_story_word(language, lexeme)` and `story_stop_words` from these
// lists; a change to them needs a migration that makes both again.

export const STOP_WORDS: Readonly<Record<string, readonly string[]>> = {
  hi: [
    ...['के', 'का', 'की', 'को', 'में', 'से', 'पर', 'ने', 'तक', 'और', 'व', 'या', 'एवं', 'तथा', 'लेकिन', 'मगर', 'पर'],
    ...['है', 'हैं', 'था', 'थे', 'थी', 'हो', 'हुआ', 'हुई', 'हुए', 'होगा', 'होगी', 'होंगे', 'रहा', 'रही', 'रहे'],
    ...['गया', 'गई', 'गए', 'कर', 'करें', 'करेंगे', 'करेगा', 'किया', 'किए', 'दिया', 'दी', 'दिए', 'लिया', 'ली'],
    ...['सकता', 'सकती', 'सकते', 'कहा', 'कहते', 'बताया', 'बोले', 'बोलीं', 'लेकर', 'देकर', 'कि', 'जो', 'जिस'],
    ...['यह', 'वह', 'ये', 'वे', 'वो', 'इस', 'उस', 'इन', 'उन', 'इसके', 'उसके', 'उनके', 'उनकी', 'उनका', 'अपने'],
    ...['अपनी', 'अपना', 'एक', 'भी', 'तो', 'ही', 'नहीं', 'न', 'लिए', 'साथ', 'बाद', 'पहले', 'अब', 'आज', 'कल'],
    ...['जब', 'तब', 'बीच', 'दौरान', 'द्वारा', 'वाले', 'वाला', 'वाली', 'सभी', 'कुछ', 'कई', 'बहुत', 'फिर', 'क्या'],
    ...['क्यों', 'कैसे', 'कौन', 'ओर', 'तरफ', 'प्रति', 'हर', 'सब', 'मामले', 'मामला', 'बड़ा', 'बड़ी', 'बड़े'],
  ],
  bn: [
    ...['এবং', 'ও', 'আর', 'বা', 'কিন্তু', 'হয়', 'হল', 'হলো', 'হয়েছে', 'হবে', 'ছিল', 'করে', 'করল', 'করেছে'],
    ...['করা', 'করতে', 'করবে', 'এই', 'সেই', 'ওই', 'এক', 'একটি', 'এর', 'তার', 'তাদের', 'তিনি', 'তারা', 'থেকে'],
    ...['জন্য', 'নিয়ে', 'দিয়ে', 'পরে', 'আগে', 'মধ্যে', 'উপর', 'সঙ্গে', 'সাথে', 'না', 'নয়', 'নেই', 'কি', 'কী'],
    ...['কেন', 'কোন', 'যে', 'যা', 'যার', 'আজ', 'কাল', 'এখন', 'বলে', 'বললেন', 'জানাল', 'জানালেন', 'দিল'],
    ...['নিল', 'গেল', 'হচ্ছে', 'চলছে', 'ফের', 'এবার', 'আরও', 'সব', 'কিছু', 'বহু', 'প্রায়', 'মাত্র', 'পর্যন্ত'],
    ...['দ্বারা', 'কাছে', 'বিরুদ্ধে', 'প্রতি', 'হাজার'],
  ],
  mr: [
    ...['आणि', 'व', 'किंवा', 'पण', 'परंतु', 'आहे', 'आहेत', 'होते', 'होता', 'होती', 'झाला', 'झाली', 'झाले'],
    ...['होणार', 'केले', 'केला', 'केली', 'करून', 'करणार', 'करण्यात', 'आले', 'आला', 'आली', 'येणार', 'राहणार'],
    ...['या', 'ही', 'हा', 'हे', 'ते', 'तो', 'ती', 'त्या', 'त्याचे', 'त्यांचे', 'त्यांनी', 'एक', 'काही', 'सर्व'],
    ...['अनेक', 'मध्ये', 'साठी', 'मुळे', 'वर', 'कडून', 'पर्यंत', 'नंतर', 'आधी', 'आज', 'उद्या', 'काल', 'आता'],
    ...['नाही', 'न', 'म्हणाले', 'सांगितले', 'असे', 'अशी', 'असा', 'जे', 'जो', 'जी', 'की', 'का', 'च', 'देखील'],
    ...['सुद्धा', 'तर', 'मात्र', 'अजून', 'आणखी', 'दरम्यान', 'विरोधात', 'बाबत', 'संदर्भात', 'जणांचा', 'जण'],
  ],
  ta: [
    ...['மற்றும்', 'ஆனால்', 'அல்லது', 'இந்த', 'அந்த', 'ஒரு', 'என்று', 'என', 'எனும்', 'உள்ள', 'உள்ளது'],
    ...['உள்ளன', 'இருந்து', 'இருக்கும்', 'இருந்த', 'ஆகிய', 'போது', 'பின்', 'பிறகு', 'முன்', 'மீது', 'மேலும்'],
    ...['கூறினார்', 'தெரிவித்தார்', 'தெரிவித்துள்ளார்', 'இன்று', 'நேற்று', 'நாளை', 'அவர்', 'அவர்கள்', 'இது'],
    ...['அது', 'இதில்', 'அதில்', 'வரை', 'செய்த', 'செய்து', 'செய்ய', 'செய்யப்பட்டது', 'பட்டது', 'விட'],
    ...['மட்டும்', 'கூட', 'தான்', 'நடந்த', 'குறித்து', 'பற்றி', 'சார்பில்', 'காரணமாக', 'வேண்டும்', 'இல்லை'],
    ...['எந்த', 'என்ன', 'ஏன்', 'எப்படி', 'யார்', 'புதிய', 'எதிரான', 'எதிராக'],
  ],
  te: [
    ...['మరియు', 'కానీ', 'లేదా', 'ఈ', 'ఆ', 'ఒక', 'అని', 'అనే', 'ఉన్న', 'ఉంది', 'ఉన్నాయి', 'ఉంటుంది', 'అయిన'],
    ...['అయ్యింది', 'జరిగింది', 'చేసిన', 'చేశారు', 'చేసింది', 'చేయాలని', 'చేసే', 'కోసం', 'తో', 'లో', 'పై'],
    ...['నుంచి', 'నుండి', 'వరకు', 'తర్వాత', 'ముందు', 'నేడు', 'ఈరోజు', 'నిన్న', 'రేపు', 'అతను', 'ఆమె'],
    ...['వారు', 'ఇది', 'అది', 'కూడా', 'మాత్రమే', 'అన్నారు', 'తెలిపారు', 'చెప్పారు', 'పేర్కొన్నారు', 'లేదు'],
    ...['కాదు', 'ఏ', 'ఎందుకు', 'ఎలా', 'ఎవరు', 'మధ్య', 'గురించి', 'పట్ల', 'మీద', 'కొత్త'],
    // "Heavy", "massive": Telugu headlines put it before any number, crowd, win or rain.
    ...['భారీ', 'భారీగా'],
  ],
};

export const SUFFIXES: Readonly<Record<string, readonly string[]>> = {
  bn: ['ের', 'এর', 'র', 'য়', 'তে', 'কে', 'দের', 'রা', 'গুলি', 'গুলো', 'টি', 'টা', 'ে'],
  mr: [
    ...['च्या', 'चा', 'ची', 'चे', 'ला', 'ना', 'ने', 'नी', 'त', 'मध्ये', 'मधील', 'तील', 'तून', 'वर', 'साठी'],
    ...['मुळे', 'कडे', 'कडून', 'पर्यंत', 'शी', 'ही', 'च', 'ांना', 'ांनी', 'ांचे', 'ांची', 'ांचा', 'ाच्या'],
  ],
  te: [
    ...['లో', 'కు', 'కి', 'ని', 'ను', 'తో', 'పై', 'లు', 'లను', 'ల్లో', 'నుంచి', 'నుండి', 'కోసం', 'గా'],
    ...['లోని', 'ల', 'నికి', 'లకు', 'ంలో', 'న్ని', 'లన్నీ'],
  ],
};

/** The vowel signs, anusvara, visarga and virama of each script SUFFIXES names. */
const MARKS: Readonly<Record<string, string>> = {
  bn: '\u0981-\u0983\u09be-\u09cd',
  mr: '\u0901-\u0903\u093e-\u094d',
  te: '\u0c01-\u0c03\u0c3e-\u0c4d',
};

/** A regular expression that PostgreSQL and JavaScript read alike: an alternation of the endings, longest first. */
const alternation = (words: readonly string[]) =>
  [...new Set(words.map(foldText))].sort((a, b) => b.length - a.length || a.localeCompare(b)).join('|');

/** Per language with endings: the pattern of a word with one of its endings, and of one with a final mark. */
export function suffixPatterns(): { language: string; ending: string; mark: string }[] {
  return Object.entries(SUFFIXES).map(([language, endings]) => ({
    language,
    ending: `^(.{3,}?)(?:${alternation(endings)})$`,
    mark: `^(.{3,})[${MARKS[language]}]$`,
  }));
}

/** Every stop word as [language, folded word], for the table the database reads. */
export const stopWordRows = (): [string, string][] =>
  Object.entries(STOP_WORDS).flatMap(([language, words]) =>
    [...new Set(words.map(foldText))].map((w): [string, string] => [language, w]),
  );
