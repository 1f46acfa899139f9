import type { AiKind } from '#shared/constants.ts';
import { sourceList, storyLineOf, theOthers } from './compare';
import { AUTOMATED_NOTE, plural } from './text';

// The words of the built-in analyser's answer on an article not in English, in the reader's
// interface language (docs/decisions/0116-stories-in-every-language.md): English, Hindi,
// Bengali, Marathi, Tamil and Telugu, the languages the interface is written in; any other
// interface language gets English. Names of languages and scripts, lists and counts come from
// the platform's Intl (ICU), so they follow the reader's language too. The article's own
// sentences are quoted as written.

/** How the article's language is named: a language (`hi`) or, when only its script is known, a script (`Deva`). */
export type ArticleTongue = { kind: 'language' | 'script'; code: string; english: string };

export type AnswerText = {
  /** "in Hindi", "हिंदी में": where the article's language is named in a sentence. */
  inTongue: (name: string, kind: ArticleTongue['kind']) => string;
  tone: (inTongue: string) => string;
  bias: (inTongue: string, quotes: number, others: number) => string;
  missingSome: (others: number, count: number) => string;
  missingNone: (others: number) => string;
  missingAlone: (inTongue: string) => string;
  oneLine: string;
  keySentences: string;
  quoted: string;
  othersGive: string;
  othersAdd: string;
  inSource: (source: string) => string;
  canMeasure: string;
  cannotTell: string;
  quotes: (n: number) => string;
  noQuotes: string;
  figures: (list: string) => string;
  noFigures: string;
  othersReporting: (n: number, list: string) => string;
  onlyThis: string;
  cannot: Record<AiKind, string>;
  storyLine: (sources: string[]) => string;
  automated: string;
  /** "and 2 others" after the names shown. */
  more: (n: number) => string;
};

const en: AnswerText = {
  inTongue: (name) => `in ${name}`,
  tone: (t) =>
    `**Tone: not measured.** Khabar’s built-in analyser reads tone only in English, and this article is ${t}, so it does not guess. It can count voices and figures; see the evidence.`,
  bias: (t, q, n) =>
    `**Bias check: wording not judged.** The built-in analyser recognises loaded wording only in English, and this article is ${t}. It quotes ${plural(q, 'voice')} directly${n ? `, and ${theOthers(n)} report the same story` : ''}.`,
  missingSome: (n, c) =>
    `**Missing angles:** ${theOthers(n)} reporting this story give ${plural(c, 'figure or name', 'figures and names')} this article does not.`,
  missingNone: (n) =>
    `**Missing angles:** this article gives every figure and name ${theOthers(n)} reporting this story give.`,
  missingAlone: (t) =>
    `**Missing angles:** only this source has reported this story so far, and this article is ${t}, which the built-in analyser cannot read for perspectives.`,
  oneLine: '**The story in one line:**',
  keySentences: '**Key sentences**',
  quoted: '**Quoted in the article**',
  othersGive: '**What other sources give**',
  othersAdd: '**What other sources add**',
  inSource: (s) => `in ${s}:`,
  canMeasure: '**What it can measure**',
  cannotTell: '**What it cannot tell**',
  quotes: (n) => `${plural(n, 'sentence')} quote${n === 1 ? 's' : ''} someone directly.`,
  noQuotes: 'No sentence quotes anyone directly.',
  figures: (list) => `Figures it gives: ${list}.`,
  noFigures: 'It gives no figures.',
  othersReporting: (n, list) => `${theOthers(n).replace(/^the/, 'The')} reporting this story: ${list}.`,
  onlyThis: 'Only this source has reported this story so far.',
  cannot: {
    sentiment: 'Tone: the built-in analyser recognises hopeful, critical and emotive words only in English.',
    bias: 'Loaded or emotive wording, opinion in the reporter’s voice, hedging and words such as “claimed”: it recognises these only in English.',
    missing:
      'Which perspectives a story of this kind usually covers: the cue words it looks for are English. Names it compares only as the feeds and the reports give them.',
    explain:
      'Simpler wording and the meaning of terms: it cannot rephrase this language, so the points below are the article’s own sentences.',
  },
  storyLine: storyLineOf,
  automated: AUTOMATED_NOTE,
  more: (n) => `${n} other${n === 1 ? '' : 's'}`,
};

const hi: AnswerText = {
  inTongue: (name, kind) => (kind === 'script' ? `${name} लिपि में` : `${name} में`),
  tone: (t) =>
    `**लहजा: आँका नहीं गया।** Khabar का अपना विश्लेषक लहजा सिर्फ़ अंग्रेज़ी में पढ़ पाता है, और यह लेख ${t} है, इसलिए वह अंदाज़ा नहीं लगाता। वह उद्धरण और आँकड़े गिन सकता है; नीचे प्रमाण देखें।`,
  bias: (t, q, n) =>
    `**पक्षपात की जाँच: शब्दों को परखा नहीं गया।** अपना विश्लेषक पक्षपाती शब्दावली सिर्फ़ अंग्रेज़ी में पहचानता है, और यह लेख ${t} है। लेख ${q} बार किसी को सीधे उद्धृत करता है${n ? `, और यही ख़बर ${n === 1 ? 'एक और स्रोत ने' : `${n} और स्रोतों ने`} भी दी है` : ''}।`,
  missingSome: (n, c) =>
    `**छूटे पहलू:** यही ख़बर देने वाले ${n === 1 ? 'दूसरे स्रोत' : `${n} अन्य स्रोतों`} में ${c === 1 ? 'एक ऐसा आँकड़ा या नाम है जो' : `${c} ऐसे आँकड़े और नाम हैं जो`} इस लेख में नहीं हैं।`,
  missingNone: (n) =>
    `**छूटे पहलू:** यही ख़बर देने वाले ${n === 1 ? 'दूसरे स्रोत' : `${n} अन्य स्रोतों`} के सभी आँकड़े और नाम इस लेख में भी हैं।`,
  missingAlone: (t) =>
    `**छूटे पहलू:** अभी तक यह ख़बर सिर्फ़ इसी स्रोत ने दी है, और यह लेख ${t} है, जिसे अपना विश्लेषक अलग-अलग नज़रियों के लिए नहीं पढ़ पाता।`,
  oneLine: '**एक पंक्ति में ख़बर:**',
  keySentences: '**मुख्य वाक्य**',
  quoted: '**लेख में उद्धरण**',
  othersGive: '**दूसरे स्रोत क्या बताते हैं**',
  othersAdd: '**दूसरे स्रोत क्या जोड़ते हैं**',
  inSource: (s) => `${s} में:`,
  canMeasure: '**यह क्या माप सकता है**',
  cannotTell: '**यह क्या नहीं बता सकता**',
  quotes: (n) => `${n} ${n === 1 ? 'वाक्य' : 'वाक्यों'} में किसी को सीधे उद्धृत किया गया है।`,
  noQuotes: 'किसी भी वाक्य में किसी का सीधा उद्धरण नहीं है।',
  figures: (list) => `इसमें दिए आँकड़े: ${list}।`,
  noFigures: 'इसमें कोई आँकड़ा नहीं है।',
  othersReporting: (n, list) =>
    n === 1 ? `यही ख़बर देने वाला दूसरा स्रोत: ${list}।` : `यही ख़बर देने वाले ${n} अन्य स्रोत: ${list}।`,
  onlyThis: 'अभी तक यह ख़बर सिर्फ़ इसी स्रोत ने दी है।',
  cannot: {
    sentiment: 'लहजा: अपना विश्लेषक उम्मीद भरे, आलोचना वाले और भावुक शब्द सिर्फ़ अंग्रेज़ी में पहचानता है।',
    bias: 'पक्षपाती या भावुक शब्द, रिपोर्टर की अपनी राय, गोलमोल भाषा और “दावा किया” जैसे शब्द: इन्हें वह सिर्फ़ अंग्रेज़ी में पहचानता है।',
    missing:
      'ऐसी ख़बर में आम तौर पर कौन-से नज़रिए होते हैं: वह जिन संकेत-शब्दों को खोजता है, वे अंग्रेज़ी के हैं। नामों को वह उसी रूप में मिलाता है जिसमें फ़ीड और रिपोर्टें उन्हें लिखती हैं।',
    explain: 'आसान शब्दों में समझाना और शब्दों के अर्थ: वह इस भाषा को अपने शब्दों में नहीं कह सकता, इसलिए नीचे के बिंदु लेख के अपने वाक्य हैं।',
  },
  storyLine: (s) =>
    s.length
      ? `_यही ख़बर देने वाले ${s.length} अन्य ${s.length === 1 ? 'स्रोत' : 'स्रोतों'} से तुलना: ${s.map((x) => `*${x}*`).join(', ')}।_`
      : '_अभी तक यह ख़बर सिर्फ़ इसी स्रोत ने दी है, इसलिए लेख को अकेले पढ़ा गया है; दूसरे स्रोतों के आने पर तुलना भी दिखेगी।_',
  automated: '_Khabar के अपने विश्लेषक का स्वचालित विश्लेषण: यह शब्द और पैटर्न गिनता है, और ख़बर को किसी इंसान की तरह नहीं समझता।_',
  more: (n) => `${n} अन्य`,
};

const bn: AnswerText = {
  inTongue: (name, kind) => (kind === 'script' ? `${name} লিপিতে` : `${name} ভাষায়`),
  tone: (t) =>
    `**সুর: মাপা হয়নি।** Khabar-এর নিজস্ব বিশ্লেষক কেবল ইংরেজি লেখার সুর পড়তে পারে, আর এই প্রতিবেদনটি ${t} লেখা, তাই সে আন্দাজ করে না। সে উদ্ধৃতি আর সংখ্যা গুনতে পারে; নীচে প্রমাণ দেখুন।`,
  bias: (t, q, n) =>
    `**পক্ষপাত যাচাই: শব্দচয়ন বিচার করা হয়নি।** নিজস্ব বিশ্লেষক পক্ষপাতদুষ্ট শব্দ কেবল ইংরেজিতে চিনতে পারে, আর এই প্রতিবেদনটি ${t} লেখা। এতে ${q} বার কারও কথা সরাসরি উদ্ধৃত হয়েছে${n ? `, আর আরও ${n}টি সূত্র একই খবর দিয়েছে` : ''}।`,
  missingSome: (n, c) =>
    `**বাদ পড়া দিক:** একই খবর দেওয়া আরও ${n}টি সূত্রে এমন ${c}টি সংখ্যা ও নাম আছে, যা এই প্রতিবেদনে নেই।`,
  missingNone: (n) => `**বাদ পড়া দিক:** একই খবর দেওয়া আরও ${n}টি সূত্রের সব সংখ্যা ও নাম এই প্রতিবেদনেও আছে।`,
  missingAlone: (t) =>
    `**বাদ পড়া দিক:** এখনও পর্যন্ত কেবল এই সূত্রই খবরটি দিয়েছে, আর প্রতিবেদনটি ${t} লেখা, যা নিজস্ব বিশ্লেষক ভিন্ন দৃষ্টিকোণের জন্য পড়তে পারে না।`,
  oneLine: '**এক লাইনে খবর:**',
  keySentences: '**মূল বাক্য**',
  quoted: '**প্রতিবেদনে উদ্ধৃতি**',
  othersGive: '**অন্য সূত্র যা জানিয়েছে**',
  othersAdd: '**অন্য সূত্র যা যোগ করেছে**',
  inSource: (s) => `${s}-এ:`,
  canMeasure: '**যা মাপা যায়**',
  cannotTell: '**যা বলা যায় না**',
  quotes: (n) => `${n}টি বাক্যে কারও কথা সরাসরি উদ্ধৃত।`,
  noQuotes: 'কোনও বাক্যে কারও সরাসরি উদ্ধৃতি নেই।',
  figures: (list) => `এতে দেওয়া সংখ্যা: ${list}।`,
  noFigures: 'এতে কোনও সংখ্যা নেই।',
  othersReporting: (n, list) => `একই খবর দেওয়া আরও ${n}টি সূত্র: ${list}।`,
  onlyThis: 'এখনও পর্যন্ত কেবল এই সূত্রই খবরটি দিয়েছে।',
  cannot: {
    sentiment: 'সুর: নিজস্ব বিশ্লেষক আশাবাদী, সমালোচনামূলক ও আবেগপূর্ণ শব্দ কেবল ইংরেজিতে চেনে।',
    bias: 'পক্ষপাতদুষ্ট বা আবেগপূর্ণ শব্দ, প্রতিবেদকের নিজের মত, দ্ব্যর্থক ভাষা আর “দাবি করেছেন”-এর মতো শব্দ: এগুলি সে কেবল ইংরেজিতে চেনে।',
    missing:
      'এমন খবরে সাধারণত কোন কোন দৃষ্টিকোণ থাকে: সে যে সংকেত-শব্দ খোঁজে সেগুলি ইংরেজি। নাম সে মেলায় ফিড আর প্রতিবেদন যেভাবে লেখে ঠিক সেভাবেই।',
    explain: 'সহজ ভাষায় বলা ও শব্দের মানে: সে এই ভাষা নিজের কথায় বলতে পারে না, তাই নীচের বিষয়গুলি প্রতিবেদনেরই বাক্য।',
  },
  storyLine: (s) =>
    s.length
      ? `_একই খবর দেওয়া আরও ${s.length}টি সূত্রের সঙ্গে তুলনা: ${s.map((x) => `*${x}*`).join(', ')}।_`
      : '_এখনও পর্যন্ত কেবল এই সূত্রই খবরটি দিয়েছে, তাই প্রতিবেদনটি একা পড়া হয়েছে; অন্য সূত্র খবরটি দিলে তুলনাও দেখা যাবে।_',
  automated: '_Khabar-এর নিজস্ব বিশ্লেষকের স্বয়ংক্রিয় বিশ্লেষণ: সে শব্দ আর ধরন গোনে, মানুষের মতো খবরটি বোঝে না।_',
  more: (n) => `আরও ${n}টি`,
};

const mr: AnswerText = {
  inTongue: (name, kind) => (kind === 'script' ? `${name} लिपीत` : `${name} भाषेत`),
  tone: (t) =>
    `**सूर: मोजला नाही.** Khabar चा अंगभूत विश्लेषक सूर फक्त इंग्रजीत ओळखतो, आणि हा लेख ${t} आहे, म्हणून तो अंदाज बांधत नाही. तो उद्धरणे आणि आकडे मोजू शकतो; खाली पुरावा पाहा.`,
  bias: (t, q, n) =>
    `**पक्षपात तपासणी: शब्दरचना तपासली नाही.** अंगभूत विश्लेषक पक्षपाती शब्दरचना फक्त इंग्रजीत ओळखतो, आणि हा लेख ${t} आहे. लेखात ${q} वेळा कुणाचे तरी शब्द थेट उद्धृत केले आहेत${n ? `, आणि हीच बातमी ${n === 1 ? 'आणखी एका स्रोताने' : `आणखी ${n} स्रोतांनी`} दिली आहे` : ''}.`,
  missingSome: (n, c) =>
    `**सुटलेले पैलू:** हीच बातमी देणाऱ्या ${n === 1 ? 'दुसऱ्या स्रोतात' : `इतर ${n} स्रोतांत`} ${c === 1 ? 'या लेखात नसलेला एक आकडा किंवा नाव आहे' : `असे ${c} आकडे आणि नावे आहेत जी या लेखात नाहीत`}.`,
  missingNone: (n) =>
    `**सुटलेले पैलू:** हीच बातमी देणाऱ्या ${n === 1 ? 'दुसऱ्या स्रोताचे' : `इतर ${n} स्रोतांचे`} सर्व आकडे आणि नावे या लेखातही आहेत.`,
  missingAlone: (t) =>
    `**सुटलेले पैलू:** आतापर्यंत ही बातमी फक्त याच स्रोताने दिली आहे, आणि हा लेख ${t} आहे, जो अंगभूत विश्लेषक वेगवेगळ्या दृष्टिकोनांसाठी वाचू शकत नाही.`,
  oneLine: '**एका ओळीत बातमी:**',
  keySentences: '**महत्त्वाची वाक्ये**',
  quoted: '**लेखातील उद्धरणे**',
  othersGive: '**इतर स्रोत काय सांगतात**',
  othersAdd: '**इतर स्रोत काय भर घालतात**',
  inSource: (s) => `${s} मध्ये:`,
  canMeasure: '**तो काय मोजू शकतो**',
  cannotTell: '**तो काय सांगू शकत नाही**',
  quotes: (n) => `${n} ${n === 1 ? 'वाक्यात' : 'वाक्यांत'} कुणाचे तरी शब्द थेट उद्धृत केले आहेत.`,
  noQuotes: 'कोणत्याही वाक्यात कुणाचेही थेट उद्धरण नाही.',
  figures: (list) => `यातील आकडे: ${list}.`,
  noFigures: 'यात कोणताही आकडा नाही.',
  othersReporting: (n, list) =>
    n === 1 ? `हीच बातमी देणारा दुसरा स्रोत: ${list}.` : `हीच बातमी देणारे इतर ${n} स्रोत: ${list}.`,
  onlyThis: 'आतापर्यंत ही बातमी फक्त याच स्रोताने दिली आहे.',
  cannot: {
    sentiment: 'सूर: आशादायी, टीकात्मक आणि भावनिक शब्द अंगभूत विश्लेषक फक्त इंग्रजीत ओळखतो.',
    bias: 'पक्षपाती किंवा भावनिक शब्द, वार्ताहराचे स्वतःचे मत, मोघम भाषा आणि “दावा केला” सारखे शब्द: हे तो फक्त इंग्रजीत ओळखतो.',
    missing:
      'अशा बातमीत सहसा कोणते दृष्टिकोन असतात: तो शोधत असलेले संकेत-शब्द इंग्रजी आहेत. नावे तो फीड आणि बातम्या ज्या रूपात लिहितात त्याच रूपात जुळवतो.',
    explain: 'सोप्या शब्दांत मांडणी आणि शब्दांचे अर्थ: तो ही भाषा स्वतःच्या शब्दांत मांडू शकत नाही, म्हणून खालील मुद्दे लेखातीलच वाक्ये आहेत.',
  },
  storyLine: (s) =>
    s.length
      ? `_हीच बातमी देणाऱ्या इतर ${s.length} ${s.length === 1 ? 'स्रोताशी' : 'स्रोतांशी'} तुलना: ${s.map((x) => `*${x}*`).join(', ')}._`
      : '_आतापर्यंत ही बातमी फक्त याच स्रोताने दिली आहे, म्हणून लेख स्वतंत्रपणे वाचला; इतर स्रोतांनी दिल्यावर तुलनाही दिसेल._',
  automated: '_Khabar च्या अंगभूत विश्लेषकाचे स्वयंचलित विश्लेषण: तो शब्द आणि रचना मोजतो; माणसासारखी बातमी समजून घेत नाही._',
  more: (n) => `इतर ${n}`,
};

const ta: AnswerText = {
  inTongue: (name, kind) => (kind === 'script' ? `${name} எழுத்தில்` : `${name} மொழியில்`),
  tone: (t) =>
    `**தொனி: அளவிடப்படவில்லை.** Khabar-இன் உள்ளமைந்த பகுப்பாய்வி ஆங்கிலத்தில் மட்டுமே தொனியைப் படிக்கும்; இந்தக் கட்டுரை ${t} உள்ளது, எனவே அது ஊகிப்பதில்லை. மேற்கோள்களையும் எண்களையும் அது எண்ணும்; கீழே சான்றைப் பாருங்கள்.`,
  bias: (t, q, n) =>
    `**சார்பு சோதனை: சொல்லாட்சி மதிப்பிடப்படவில்லை.** உள்ளமைந்த பகுப்பாய்வி சார்புச் சொற்களை ஆங்கிலத்தில் மட்டுமே அறியும்; இந்தக் கட்டுரை ${t} உள்ளது. கட்டுரை ${q} முறை ஒருவரை நேரடியாக மேற்கோள் காட்டுகிறது${n ? `; இதே செய்தியை ${n === 1 ? 'மேலும் ஒரு மூலம் வெளியிட்டுள்ளது' : `மேலும் ${n} மூலங்கள் வெளியிட்டுள்ளன`}` : ''}.`,
  missingSome: (n, c) =>
    `**விடுபட்ட கோணங்கள்:** இதே செய்தியை வெளியிட்ட ${n === 1 ? 'மேலும் ஒரு மூலத்தில்' : `மேலும் ${n} மூலங்களில்`}, இந்தக் கட்டுரையில் இல்லாத ${c === 1 ? 'ஓர் எண் அல்லது பெயர் உள்ளது' : `${c} எண்களும் பெயர்களும் உள்ளன`}.`,
  missingNone: (n) =>
    `**விடுபட்ட கோணங்கள்:** இதே செய்தியை வெளியிட்ட ${n === 1 ? 'மேலும் ஒரு மூலம்' : `மேலும் ${n} மூலங்கள்`} தரும் எல்லா எண்களும் பெயர்களும் இந்தக் கட்டுரையிலும் உள்ளன.`,
  missingAlone: (t) =>
    `**விடுபட்ட கோணங்கள்:** இதுவரை இந்த மூலம் மட்டுமே இந்தச் செய்தியை வெளியிட்டுள்ளது; கட்டுரை ${t} உள்ளது, அதைப் பார்வைக் கோணங்களுக்காக உள்ளமைந்த பகுப்பாய்வியால் படிக்க இயலாது.`,
  oneLine: '**ஒரே வரியில் செய்தி:**',
  keySentences: '**முக்கிய வாக்கியங்கள்**',
  quoted: '**கட்டுரையில் மேற்கோள்கள்**',
  othersGive: '**பிற மூலங்கள் தருவது**',
  othersAdd: '**பிற மூலங்கள் சேர்ப்பது**',
  inSource: (s) => `${s}-இல்:`,
  canMeasure: '**அளவிட முடிவது**',
  cannotTell: '**சொல்ல முடியாதது**',
  quotes: (n) => `${n === 1 ? 'ஒரு வாக்கியத்தில்' : `${n} வாக்கியங்களில்`} ஒருவர் நேரடியாக மேற்கோள் காட்டப்படுகிறார்.`,
  noQuotes: 'எந்த வாக்கியத்திலும் யாரும் நேரடியாக மேற்கோள் காட்டப்படவில்லை.',
  figures: (list) => `இது தரும் எண்கள்: ${list}.`,
  noFigures: 'இது எந்த எண்ணையும் தரவில்லை.',
  othersReporting: (n, list) =>
    n === 1 ? `இதே செய்தியை வெளியிட்ட மற்றொரு மூலம்: ${list}.` : `இதே செய்தியை வெளியிட்ட மேலும் ${n} மூலங்கள்: ${list}.`,
  onlyThis: 'இதுவரை இந்த மூலம் மட்டுமே இந்தச் செய்தியை வெளியிட்டுள்ளது.',
  cannot: {
    sentiment: 'தொனி: நம்பிக்கை, விமர்சனம், உணர்ச்சி காட்டும் சொற்களை உள்ளமைந்த பகுப்பாய்வி ஆங்கிலத்தில் மட்டுமே அறியும்.',
    bias: 'சார்புச் சொற்கள், செய்தியாளரின் சொந்தக் கருத்து, மழுப்பலான மொழி, “கூறப்படுகிறது” போன்ற சொற்கள்: இவற்றை அது ஆங்கிலத்தில் மட்டுமே அறியும்.',
    missing:
      'இத்தகைய செய்தியில் வழக்கமாக இடம்பெறும் பார்வைகள்: அது தேடும் குறிச்சொற்கள் ஆங்கிலம். பெயர்களை ஊட்டங்களும் செய்திகளும் எழுதும் வடிவிலேயே ஒப்பிடுகிறது.',
    explain:
      'எளிய சொற்களில் விளக்கமும் சொற்களின் பொருளும்: இந்த மொழியை அது வேறு சொற்களில் சொல்ல இயலாது, எனவே கீழுள்ளவை கட்டுரையின் சொந்த வாக்கியங்கள்.',
  },
  storyLine: (s) =>
    s.length
      ? `_இதே செய்தியை வெளியிட்ட மேலும் ${s.length} ${s.length === 1 ? 'மூலத்துடன்' : 'மூலங்களுடன்'} ஒப்பிடப்பட்டது: ${s.map((x) => `*${x}*`).join(', ')}._`
      : '_இதுவரை இந்த மூலம் மட்டுமே இந்தச் செய்தியை வெளியிட்டுள்ளது, எனவே கட்டுரை தனியாகப் படிக்கப்பட்டது; பிற மூலங்கள் வெளியிட்டதும் ஒப்பீடு வரும்._',
  automated:
    '_Khabar-இன் உள்ளமைந்த பகுப்பாய்வியின் தானியங்கிப் பகுப்பாய்வு: அது சொற்களையும் அமைப்புகளையும் எண்ணுகிறது; ஒரு மனிதரைப் போலச் செய்தியைப் புரிந்துகொள்வதில்லை._',
  more: (n) => `மேலும் ${n}`,
};

const te: AnswerText = {
  inTongue: (name, kind) => (kind === 'script' ? `${name} లిపిలో` : `${name} భాషలో`),
  tone: (t) =>
    `**స్వరం: కొలవలేదు.** Khabar అంతర్గత విశ్లేషణ సాధనం స్వరాన్ని ఇంగ్లీషులో మాత్రమే చదవగలదు; ఈ కథనం ${t} ఉంది, కాబట్టి అది ఊహించదు. ఉటంకింపులను, సంఖ్యలను అది లెక్కించగలదు; కింద ఆధారాలు చూడండి.`,
  bias: (t, q, n) =>
    `**పక్షపాత పరిశీలన: పదజాలాన్ని అంచనా వేయలేదు.** అంతర్గత విశ్లేషణ సాధనం పక్షపాత పదాలను ఇంగ్లీషులో మాత్రమే గుర్తిస్తుంది; ఈ కథనం ${t} ఉంది. కథనం ${q === 1 ? 'ఒకసారి' : `${q} సార్లు`} ఒకరిని నేరుగా ఉటంకిస్తుంది${n ? `; ఇదే వార్తను ${n === 1 ? 'మరో వనరు కూడా ఇచ్చింది' : `మరో ${n} వనరులు కూడా ఇచ్చాయి`}` : ''}.`,
  missingSome: (n, c) =>
    `**విస్మరించిన కోణాలు:** ఇదే వార్త ఇచ్చిన ${n === 1 ? 'మరో వనరులో' : `మరో ${n} వనరుల్లో`} ఈ కథనంలో లేని ${c === 1 ? 'ఒక సంఖ్య లేదా పేరు ఉంది' : `${c} సంఖ్యలు, పేర్లు ఉన్నాయి`}.`,
  missingNone: (n) =>
    `**విస్మరించిన కోణాలు:** ఇదే వార్త ఇచ్చిన ${n === 1 ? 'మరో వనరులోని' : `మరో ${n} వనరుల్లోని`} ప్రతి సంఖ్య, పేరు ఈ కథనంలోనూ ఉన్నాయి.`,
  missingAlone: (t) =>
    `**విస్మరించిన కోణాలు:** ఇప్పటివరకు ఈ వనరు మాత్రమే ఈ వార్త ఇచ్చింది; కథనం ${t} ఉంది, దాన్ని అంతర్గత విశ్లేషణ సాధనం దృక్కోణాల కోసం చదవలేదు.`,
  oneLine: '**ఒక్క వాక్యంలో వార్త:**',
  keySentences: '**ముఖ్య వాక్యాలు**',
  quoted: '**కథనంలోని ఉటంకింపులు**',
  othersGive: '**ఇతర వనరులు ఇచ్చేవి**',
  othersAdd: '**ఇతర వనరులు జోడించేవి**',
  inSource: (s) => `${s}లో:`,
  canMeasure: '**కొలవగలిగేవి**',
  cannotTell: '**చెప్పలేనివి**',
  quotes: (n) => `${n === 1 ? 'ఒక వాక్యంలో' : `${n} వాక్యాల్లో`} ఒకరిని నేరుగా ఉటంకించారు.`,
  noQuotes: 'ఏ వాక్యంలోనూ ఎవరినీ నేరుగా ఉటంకించలేదు.',
  figures: (list) => `ఇందులోని సంఖ్యలు: ${list}.`,
  noFigures: 'ఇందులో సంఖ్యలు లేవు.',
  othersReporting: (n, list) => (n === 1 ? `ఇదే వార్త ఇచ్చిన మరో వనరు: ${list}.` : `ఇదే వార్త ఇచ్చిన మరో ${n} వనరులు: ${list}.`),
  onlyThis: 'ఇప్పటివరకు ఈ వనరు మాత్రమే ఈ వార్త ఇచ్చింది.',
  cannot: {
    sentiment: 'స్వరం: ఆశావహ, విమర్శనాత్మక, భావోద్వేగ పదాలను అంతర్గత విశ్లేషణ సాధనం ఇంగ్లీషులో మాత్రమే గుర్తిస్తుంది.',
    bias: 'పక్షపాత లేదా భావోద్వేగ పదాలు, విలేకరి సొంత అభిప్రాయం, డొంకతిరుగుడు భాష, “ఆరోపించారు” వంటి పదాలు: వీటిని ఇది ఇంగ్లీషులో మాత్రమే గుర్తిస్తుంది.',
    missing: 'ఇలాంటి వార్తలో సాధారణంగా ఉండే దృక్కోణాలు: ఇది వెతికే సూచక పదాలు ఇంగ్లీషువి. పేర్లను ఫీడ్‌లు, కథనాలు రాసిన రూపంలోనే పోలుస్తుంది.',
    explain: 'సులభమైన మాటల్లో వివరణ, పదాల అర్థం: ఈ భాషను ఇది వేరే మాటల్లో చెప్పలేదు, కాబట్టి కింది అంశాలు కథనంలోని వాక్యాలే.',
  },
  storyLine: (s) =>
    s.length
      ? `_ఇదే వార్త ఇచ్చిన ${s.length === 1 ? 'మరో వనరుతో' : `మరో ${s.length} వనరులతో`} పోల్చాం: ${s.map((x) => `*${x}*`).join(', ')}._`
      : '_ఇప్పటివరకు ఈ వనరు మాత్రమే ఈ వార్త ఇచ్చింది, కాబట్టి కథనాన్ని విడిగా చదివాం; ఇతర వనరులు ఇచ్చాక పోలిక కనిపిస్తుంది._',
  automated: '_Khabar అంతర్గత విశ్లేషణ సాధనం చేసిన స్వయంచాలక విశ్లేషణ: ఇది పదాలు, నమూనాలు లెక్కిస్తుంది; మనిషిలా వార్తను అర్థం చేసుకోదు._',
  more: (n) => `మరో ${n}`,
};

const TEXTS: Readonly<Record<string, AnswerText>> = { en, hi, bn, mr, ta, te };

/** The interface languages the built-in analyser answers in; any other is answered in English. */
export const ANSWER_LANGUAGES = Object.keys(TEXTS);

/** The answer's words in `lang` (the reader's interface language), English when it has none. */
export const answerText = (lang: string | undefined): { lang: string; t: AnswerText } =>
  lang && TEXTS[lang] ? { lang, t: TEXTS[lang] } : { lang: 'en', t: en };

/** The article's language or script as a reader of `lang` names it ("Hindi", "हिंदी", "Devanagari script"). */
export function tongueName(tongue: ArticleTongue, lang: string): string {
  if (lang === 'en') return tongue.english;
  return new Intl.DisplayNames([lang], { type: tongue.kind }).of(tongue.code) ?? tongue.english;
}

/** Names as a list in `lang`: at most `max` shown, the rest counted ("*A*, *B* and 2 others"). */
export function namesList(names: string[], lang: string, t: AnswerText, max = 6): string {
  if (lang === 'en') return sourceList(names, max);
  const shown = names.slice(0, max).map((s) => `*${s}*`);
  if (names.length > max) shown.push(t.more(names.length - max));
  return new Intl.ListFormat([lang], { type: 'conjunction' }).format(shown);
}
