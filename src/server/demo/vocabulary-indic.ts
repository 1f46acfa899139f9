// The demo corpus's events in Hindi, Bengali and Tamil: fictional sources (each "(demo)"),
// people and reporters written in the language's own script, and templates filled like the
// English ones (vocabulary.ts). Written for Khabar; background links go to English Wikipedia.
import type { Category } from '#shared/constants.ts';
import type { NumberRange } from './vocabulary';

export type IndicLanguage = 'hi' | 'bn' | 'ta';
export const INDIC_LANGUAGES: readonly IndicLanguage[] = ['hi', 'bn', 'ta'];

/** One kind of event in one language. Slots: {place} {org} {person} {n} {m} {other}. */
export type IndicStory = {
  category: Category;
  places: readonly string[];
  org: string;
  role: string;
  n: NumberRange;
  m: NumberRange;
  /** Four headlines, as four desks write them. */
  titles: readonly [string, string, string, string];
  lede: string;
  said: string;
  quote: string;
  facts: readonly string[];
  other: { role: string; quote: string };
  next: string;
  link: { text: string; url: string };
};

/** How a language's articles are framed: sources, names, sentence patterns and headings. */
export type IndicFrame = {
  /** Six fictional sources (six: `5 × x mod 6` gives six consecutive articles six of them). */
  sources: readonly { name: string; slug: string }[];
  people: readonly string[];
  reporters: readonly string[];
  /** Slots as the stories', and {role} {said} {quote} / {otherRole} {otherQuote}. */
  voice: string;
  otherVoice: string;
  headings: { happened: string; points: string; next: string };
  background: string;
  /** Says the article is demo data, in the language and (for tools and tests) in English. */
  disclaimer: string;
  /** Headlines for the fifth and sixth desks: {title} is one of the four. */
  overflow: readonly [string, string];
  stories: readonly IndicStory[];
};

const wiki = (text: string, page: string) => ({ text, url: `https://en.wikipedia.org/wiki/${page}` });

const HINDI: IndicFrame = {
  sources: [
    { name: 'गंगा समाचार (demo)', slug: 'ganga-samachar-demo' },
    { name: 'दिल्ली दर्पण (demo)', slug: 'dilli-darpan-demo' },
    { name: 'नर्मदा टाइम्स (demo)', slug: 'narmada-times-demo' },
    { name: 'हिमालय संदेश (demo)', slug: 'himalaya-sandesh-demo' },
    { name: 'अवध एक्सप्रेस (demo)', slug: 'awadh-express-demo' },
    { name: 'मालवा मेल (demo)', slug: 'malwa-mail-demo' },
  ],
  people: ['अनन्या राव', 'विक्रम सेठी', 'मीरा अय्यर', 'राहुल बनर्जी', 'प्रिया नायर', 'अर्जुन मेहता', 'कविता देसाई', 'संजय कुलकर्णी'],
  reporters: ['आरती कपूर', 'भावेश जोशी', 'दीपक मल्होत्रा', 'हेमंत यादव'],
  voice: '{person}, {role}, ने {place} में कहा कि {said}। “{quote}”',
  otherVoice: '{other}, {otherRole}, ने कहा: “{otherQuote}”',
  headings: { happened: '## क्या हुआ', points: '## मुख्य बातें', next: '## आगे क्या' },
  background: 'पृष्ठभूमि (अंग्रेज़ी में)',
  disclaimer: 'यह डेमो के लिए बनाई गई सामग्री है, असली ख़बर नहीं (generated demo content, not real news).',
  overflow: ['{title}: अब तक क्या पता है', '{title}, रिपोर्टों के मुताबिक'],
  stories: [
    {
      category: 'India',
      places: ['पटना', 'गुवाहाटी', 'सिलीगुड़ी', 'भुवनेश्वर'],
      org: 'राज्य आपदा प्रबंधन प्राधिकरण',
      role: '{org} के राहत आयुक्त',
      n: [120, 850, 10],
      m: [12, 90, 1],
      titles: [
        '{place} ज़िले के लिए ₹{n} करोड़ का बाढ़ राहत पैकेज मंज़ूर',
        '{place} के बाढ़ पीड़ितों को ₹{n} करोड़ की मदद',
        'बाढ़ से बेहाल {place}: {m} हज़ार परिवारों को मिलेगी राहत',
        '{place} में बाढ़ राहत के लिए ₹{n} करोड़ जारी',
      ],
      lede: 'राज्य सरकार ने मंगलवार को {place} ज़िले के लिए ₹{n} करोड़ के बाढ़ राहत पैकेज को मंज़ूरी दी।',
      said: 'पहले चरण में करीब {m} हज़ार परिवारों को मदद मिलेगी',
      quote: 'पहली किस्त दस दिन के भीतर बैंक खातों में पहुंच जाएगी।',
      facts: [
        'बाढ़ में करीब {m} हज़ार परिवारों की फ़सल या घर को नुकसान हुआ।',
        'जिन परिवारों के घर टूटे हैं, उन्हें मरम्मत के लिए ₹95,000 मिलेंगे।',
        'अगले मानसून से पहले दो नदियों के तटबंध फिर से बनाए जाएंगे।',
        'पानी उतरने तक राहत शिविर खुले रहेंगे।',
      ],
      other: {
        role: 'ज़िले के एक किसान नेता',
        quote: 'जिन बटाईदार किसानों के पास अपनी ज़मीन नहीं है, वे फिर सूची से बाहर रह गए।',
      },
      next: 'ज़िला प्रशासन अगले हफ़्ते लाभार्थियों की सूची जारी करेगा।',
      link: wiki('Floods in India', 'Floods_in_India'),
    },
    {
      category: 'Sports',
      places: ['इंदौर', 'लखनऊ', 'जयपुर', 'कानपुर'],
      org: 'भारतीय क्रिकेट टीम',
      role: '{org} के कप्तान',
      n: [4, 8, 1],
      m: [180, 320, 1],
      titles: [
        '{place} टेस्ट: भारत ने {n} विकेट से जीता मुकाबला',
        'भारत की {n} विकेट से जीत, {place} में {m} रन का लक्ष्य हासिल',
        '{place} में {m} रन का पीछा कर भारत जीता',
        'सीरीज़ में भारत आगे, {place} टेस्ट {n} विकेट से अपने नाम',
      ],
      lede: 'भारत ने रविवार को {place} टेस्ट के चौथे दिन {m} रन का लक्ष्य हासिल कर मैच {n} विकेट से जीत लिया।',
      said: 'गेंदबाज़ों ने पहली पारी में ही मैच की दिशा तय कर दी थी',
      quote: 'पिच आसान नहीं थी, लेकिन हमारे बल्लेबाज़ों ने धैर्य दिखाया।',
      facts: [
        'भारत ने {m} रन का लक्ष्य चौथे दिन चाय से पहले हासिल किया।',
        'सलामी जोड़ी ने पहले विकेट के लिए 80 रन जोड़े।',
        'इस जीत के साथ भारत सीरीज़ में 1-0 से आगे हो गया है।',
        'अगला टेस्ट दस दिन बाद खेला जाएगा।',
      ],
      other: { role: 'पूर्व टेस्ट खिलाड़ी', quote: 'मध्यक्रम को अब भी बड़ी पारी खेलने की ज़रूरत है।' },
      next: 'टीम प्रबंधन अगले टेस्ट के लिए इसी एकादश पर भरोसा रख सकता है।',
      link: wiki('India national cricket team', 'India_national_cricket_team'),
    },
    {
      category: 'Business',
      places: ['नासिक', 'इंदौर', 'आगरा', 'भोपाल'],
      org: '{place} कृषि उपज मंडी समिति',
      role: '{org} के सचिव',
      n: [8, 24, 1],
      m: [20, 60, 5],
      titles: [
        '{place} मंडी में प्याज़ के दाम {m} प्रतिशत गिरे',
        'प्याज़ ₹{n} किलो पर, {place} के किसान परेशान',
        '{place} में आवक बढ़ने से प्याज़ सस्ता',
        'प्याज़ की कीमतों में {m} प्रतिशत की गिरावट, {place} मंडी में भारी आवक',
      ],
      lede: '{place} मंडी में बुधवार को प्याज़ का थोक भाव {m} प्रतिशत गिरकर ₹{n} प्रति किलो रह गया।',
      said: 'एक हफ़्ते में मंडी में आवक दोगुनी हो गई है',
      quote: 'नई फ़सल एक साथ बाज़ार में आने से दाम दबाव में हैं।',
      facts: [
        'एक हफ़्ते में मंडी में प्याज़ की आवक दोगुनी हो गई।',
        'थोक भाव ₹{n} प्रति किलो पर आ गया है।',
        'किसानों का कहना है कि लागत भी नहीं निकल रही।',
        'व्यापारियों को उम्मीद है कि निर्यात खुलने से दाम संभलेंगे।',
      ],
      other: {
        role: 'एक किसान संगठन के अध्यक्ष',
        quote: 'सरकार को तुरंत न्यूनतम समर्थन मूल्य पर ख़रीद शुरू करनी चाहिए।',
      },
      next: 'मंडी समिति अगले सोमवार को भावों की समीक्षा करेगी।',
      link: wiki('Agriculture in India', 'Agriculture_in_India'),
    },
  ],
};

const BENGALI: IndicFrame = {
  sources: [
    { name: 'হুগলি বার্তা (demo)', slug: 'hooghly-barta-demo' },
    { name: 'বঙ্গ সংবাদ (demo)', slug: 'banga-sangbad-demo' },
    { name: 'সুন্দরবন টাইমস (demo)', slug: 'sundarban-times-demo' },
    { name: 'কলকাতা কথা (demo)', slug: 'kolkata-katha-demo' },
    { name: 'উত্তরবঙ্গ দর্পণ (demo)', slug: 'uttarbanga-darpan-demo' },
    { name: 'পদ্মা প্রভাত (demo)', slug: 'padma-prabhat-demo' },
  ],
  people: [
    'অনন্যা রায়',
    'রাহুল বন্দ্যোপাধ্যায়',
    'নেহা চট্টোপাধ্যায়',
    'গৌরব ভট্টাচার্য',
    'সুদীপা সেন',
    'অরিন্দম ঘোষ',
    'মৌমিতা দাস',
    'সৌরভ মুখোপাধ্যায়',
  ],
  reporters: ['গীতাঞ্জলি বসু', 'ইশিতা সেন', 'অমিত পাল', 'তন্ময় সাহা'],
  voice: '{person}, {role}, {place} শহরে বলেন, {said}। “{quote}”',
  otherVoice: '{other}, {otherRole}, বলেন: “{otherQuote}”',
  headings: { happened: '## কী ঘটেছে', points: '## মূল তথ্য', next: '## এরপর কী' },
  background: 'পটভূমি (ইংরেজিতে)',
  disclaimer: 'এটি ডেমোর জন্য তৈরি লেখা, আসল খবর নয় (generated demo content, not real news).',
  overflow: ['{title}: এখন পর্যন্ত যা জানা গেল', '{title}, জানাল সূত্র'],
  stories: [
    {
      category: 'India',
      places: ['দিঘা', 'কাকদ্বীপ', 'হলদিয়া', 'সাগর'],
      org: 'আবহাওয়া দফতর',
      role: '{org}-এর আঞ্চলিক অধিকর্তা',
      n: [90, 140, 5],
      m: [2, 9, 1],
      titles: [
        'ঘূর্ণিঝড়ের সতর্কতা {place} উপকূলে, ঘণ্টায় {n} কিলোমিটার বেগে ঝড়ের আশঙ্কা',
        '{place} থেকে {m} হাজার মানুষকে সরানো হল',
        'উপকূলে ঘূর্ণিঝড়: {place} এলাকায় মৎস্যজীবীদের সমুদ্রে যেতে নিষেধ',
        '{place} উপকূলে আছড়ে পড়তে পারে ঘূর্ণিঝড়',
      ],
      lede: 'বৃহস্পতিবার রাতে {place} উপকূলে ঘণ্টায় {n} কিলোমিটার বেগে ঘূর্ণিঝড় আছড়ে পড়তে পারে বলে সতর্ক করেছে {org}।',
      said: 'উপকূলের গ্রামগুলি থেকে প্রায় {m} হাজার মানুষকে ত্রাণ শিবিরে সরানো হয়েছে',
      quote: 'আগামী ছত্রিশ ঘণ্টা কেউ যেন সমুদ্রে না যান।',
      facts: [
        'উপকূলের গ্রাম থেকে প্রায় {m} হাজার মানুষকে সরানো হয়েছে।',
        'মৎস্যজীবীদের শনিবার পর্যন্ত সমুদ্রে যেতে নিষেধ করা হয়েছে।',
        'স্কুলগুলিতে ত্রাণ শিবির খোলা হয়েছে।',
        'বিদ্যুৎ দফতর জরুরি দল তৈরি রেখেছে।',
      ],
      other: { role: 'এক মৎস্যজীবী সংগঠনের নেতা', quote: 'নৌকা আর জাল বাঁচাতে সরকারের সাহায্য চাই।' },
      next: 'শুক্রবার সকালে {org} পরের বুলেটিন দেবে।',
      link: wiki('Tropical cyclones in India', 'Tropical_cyclones_in_India'),
    },
    {
      category: 'Sports',
      places: ['কলকাতা', 'কল্যাণী', 'শিলিগুড়ি', 'দুর্গাপুর'],
      org: 'বাংলা ক্রিকেট দল',
      role: '{org}-এর অধিনায়ক',
      n: [3, 8, 1],
      m: [150, 310, 1],
      titles: [
        '{place} রঞ্জি ম্যাচে {n} উইকেটে জয় বাংলার',
        '{m} রান তাড়া করে জিতল বাংলা, মাঠ {place}',
        'রঞ্জি ট্রফি: {place} থেকে সেমিফাইনালের পথে বাংলা',
        '{place} ম্যাচে বাংলার {n} উইকেটের জয়',
      ],
      lede: 'রবিবার {place} মাঠে রঞ্জি ট্রফির ম্যাচে {m} রান তাড়া করে {n} উইকেটে জিতেছে {org}।',
      said: 'বোলাররাই প্রথম ইনিংসে ম্যাচের রাশ ধরে দিয়েছিলেন',
      quote: 'উইকেট সহজ ছিল না, কিন্তু ব্যাটাররা ধৈর্য দেখিয়েছে।',
      facts: [
        'চতুর্থ দিনে চা-বিরতির আগেই {m} রানের লক্ষ্য পূরণ হয়।',
        'ওপেনিং জুটিতে 80 রান ওঠে।',
        'এই জয়ে গ্রুপের শীর্ষে উঠে এল বাংলা।',
        'পরের ম্যাচ দশ দিন পরে।',
      ],
      other: { role: 'প্রাক্তন রঞ্জি ক্রিকেটার', quote: 'মিডল অর্ডারকে এখনও বড় রান করতে হবে।' },
      next: 'নির্বাচকেরা পরের ম্যাচেও একই দল রাখতে পারেন।',
      link: wiki('Ranji Trophy', 'Ranji_Trophy'),
    },
    {
      category: 'Business',
      places: ['শিলিগুড়ি', 'কলকাতা', 'জলপাইগুড়ি', 'গুয়াহাটি'],
      org: '{place} চা নিলাম কেন্দ্র',
      role: '{org}-এর সচিব',
      n: [180, 320, 5],
      m: [4, 18, 1],
      titles: [
        '{place} নিলামে চায়ের দাম বাড়ল {m} শতাংশ',
        'চায়ের কেজি ₹{n}, {place} নিলামে দাম চড়া',
        '{place} চা নিলাম: এক সপ্তাহে দাম বাড়ল {m} শতাংশ',
        'ভাল মানের চায়ের চাহিদা বাড়ায় {place} নিলামে দর উঠল',
      ],
      lede: 'মঙ্গলবার {place} নিলামে চায়ের গড় দাম {m} শতাংশ বেড়ে কেজিপ্রতি ₹{n} হয়েছে।',
      said: 'প্রথম ফ্লাশের চায়ের জোগান এ বছর কম',
      quote: 'বৃষ্টি দেরিতে আসায় বাগানে পাতা কম উঠেছে।',
      facts: [
        'গড় দাম কেজিপ্রতি ₹{n} ছুঁয়েছে।',
        'এক সপ্তাহে দাম বেড়েছে {m} শতাংশ।',
        'রফতানির বাজারে চাহিদা বেড়েছে।',
        'ছোট চা চাষিরা এখনও ন্যায্য দাম পাচ্ছেন না বলে অভিযোগ।',
      ],
      other: { role: 'ছোট চা চাষিদের সংগঠনের সম্পাদক', quote: 'নিলামে দাম বাড়লেও কাঁচা পাতার দাম বাড়েনি।' },
      next: 'পরের নিলাম বসবে আগামী মঙ্গলবার।',
      link: wiki('Tea production in India', 'Tea_production_in_India'),
    },
  ],
};

const TAMIL: IndicFrame = {
  sources: [
    { name: 'காவேரி செய்தி (demo)', slug: 'kaveri-seithi-demo' },
    { name: 'மதுரை முரசு (demo)', slug: 'madurai-murasu-demo' },
    { name: 'கொங்கு மலர் (demo)', slug: 'kongu-malar-demo' },
    { name: 'சென்னை தினம் (demo)', slug: 'chennai-dinam-demo' },
    { name: 'நெய்தல் நாளிதழ் (demo)', slug: 'neithal-nalithazh-demo' },
    { name: 'பொதிகை குரல் (demo)', slug: 'pothigai-kural-demo' },
  ],
  people: [
    'மீனா ஐயர்',
    'கார்த்திக் ராஜன்',
    'லட்சுமி மேனன்',
    'சுரேஷ் குமார்',
    'பிரியா நாயர்',
    'அருண் பாண்டியன்',
    'கவிதா சுந்தரம்',
    'விஜய் சேகர்',
  ],
  reporters: ['சித்ரா ராகவன்', 'கிரண் செல்வம்', 'ரமேஷ் பாபு', 'தேவி நடராஜன்'],
  voice: '{person}, {role}, {place} நகரில் கூறியதாவது: {said}. “{quote}”',
  otherVoice: '{other}, {otherRole}, கூறியதாவது: “{otherQuote}”',
  headings: { happened: '## என்ன நடந்தது', points: '## முக்கிய தகவல்கள்', next: '## அடுத்து என்ன' },
  background: 'பின்னணி (ஆங்கிலத்தில்)',
  disclaimer: 'இது டெமோவுக்காக உருவாக்கப்பட்ட உள்ளடக்கம், உண்மைச் செய்தி அல்ல (generated demo content, not real news).',
  overflow: ['{title}: இதுவரை தெரிந்தவை', '{title}: முழு விவரம்'],
  stories: [
    {
      category: 'India',
      places: ['சென்னை', 'கடலூர்', 'நாகப்பட்டினம்', 'தூத்துக்குடி'],
      org: '{place} மாவட்ட நிர்வாகம்',
      role: '{org} ஆட்சியர்',
      n: [90, 240, 10],
      m: [12, 60, 1],
      titles: [
        'கனமழை: {place} மாவட்டத்தில் பள்ளிகளுக்கு விடுமுறை',
        '{place} நகரில் {n} மி.மீ. மழை, தாழ்வான பகுதிகளில் வெள்ளம்',
        '{place} மழை: {m} நிவாரண முகாம்கள் திறப்பு',
        'தொடர் மழையால் {place} மாவட்டத்தில் இயல்பு வாழ்க்கை பாதிப்பு',
      ],
      lede: '{place} நகரில் கடந்த 24 மணி நேரத்தில் {n} மி.மீ. மழை பதிவானதால் மாவட்டம் முழுவதும் பள்ளிகளுக்கு இன்று விடுமுறை அறிவிக்கப்பட்டது.',
      said: '{m} நிவாரண முகாம்கள் தயார் நிலையில் உள்ளன',
      quote: 'தாழ்வான பகுதிகளில் வசிப்பவர்கள் முகாம்களுக்குச் செல்ல வேண்டும்.',
      facts: [
        'கடந்த 24 மணி நேரத்தில் {n} மி.மீ. மழை பதிவானது.',
        '{m} நிவாரண முகாம்கள் திறக்கப்பட்டுள்ளன.',
        'மீனவர்கள் கடலுக்குச் செல்ல வேண்டாம் என எச்சரிக்கப்பட்டுள்ளனர்.',
        'மின் வாரியம் அவசரக் குழுக்களை அமைத்துள்ளது.',
      ],
      other: { role: 'ஒரு குடியிருப்போர் நலச் சங்கத் தலைவர்', quote: 'ஒவ்வொரு ஆண்டும் இதே தெருக்களில் தண்ணீர் தேங்குகிறது.' },
      next: 'நாளை காலை {org} அடுத்த அறிவிப்பை வெளியிடும்.',
      link: wiki('Climate of Tamil Nadu', 'Climate_of_Tamil_Nadu'),
    },
    {
      category: 'Sports',
      places: ['சென்னை', 'கோயம்புத்தூர்', 'திண்டுக்கல்', 'சேலம்'],
      org: 'தமிழ்நாடு கிரிக்கெட் அணி',
      role: '{org} கேப்டன்',
      n: [3, 8, 1],
      m: [150, 310, 1],
      titles: [
        'ரஞ்சி கோப்பை: {place} போட்டியில் தமிழ்நாடு {n} விக்கெட் வித்தியாசத்தில் வெற்றி',
        '{m} ரன் இலக்கை எட்டிய தமிழ்நாடு அணி, {place} மைதானத்தில் வெற்றி',
        '{place} ரஞ்சி போட்டியில் தமிழ்நாடு அணிக்கு அபார வெற்றி',
        'தமிழ்நாடு அணி {n} விக்கெட்டில் வென்றது, {place} ரசிகர்கள் உற்சாகம்',
      ],
      lede: '{place} மைதானத்தில் நடந்த ரஞ்சி கோப்பை போட்டியில் {m} ரன் இலக்கை எட்டி {org} {n} விக்கெட் வித்தியாசத்தில் வென்றது.',
      said: 'முதல் இன்னிங்ஸிலேயே பந்துவீச்சாளர்கள் ஆட்டத்தைத் தீர்மானித்தனர்',
      quote: 'ஆடுகளம் எளிதாக இல்லை, ஆனால் பேட்ஸ்மேன்கள் பொறுமையாக ஆடினர்.',
      facts: [
        'நான்காம் நாள் தேநீர் இடைவேளைக்கு முன்பே {m} ரன் இலக்கு எட்டப்பட்டது.',
        'தொடக்க ஜோடி 80 ரன்கள் சேர்த்தது.',
        'இந்த வெற்றியால் தமிழ்நாடு அணி பிரிவில் முதலிடம் பிடித்தது.',
        'அடுத்த போட்டி பத்து நாட்களில் நடைபெறும்.',
      ],
      other: { role: 'முன்னாள் ரஞ்சி வீரர்', quote: 'நடுவரிசை வீரர்கள் இன்னும் பெரிய ஸ்கோர் அடிக்க வேண்டும்.' },
      next: 'அடுத்த போட்டிக்கும் இதே அணி தொடரும் என எதிர்பார்க்கப்படுகிறது.',
      link: wiki('Ranji Trophy', 'Ranji_Trophy'),
    },
    {
      category: 'Business',
      places: ['மதுரை', 'திண்டுக்கல்', 'ராமநாதபுரம்', 'தேனி'],
      org: '{place} மலர் சந்தை',
      role: '{org} வியாபாரிகள் சங்கத் தலைவர்',
      n: [600, 2400, 50],
      m: [20, 80, 5],
      titles: [
        '{place} மலர் சந்தையில் மல்லிகை கிலோ ₹{n}',
        'மல்லிகை விலை {m} சதவீதம் உயர்வு, {place} சந்தையில் கூட்டம்',
        'முகூர்த்த நாட்களால் {place} சந்தையில் மல்லிகை விலை உச்சம்',
        'வரத்து குறைவு: {place} சந்தையில் பூக்களின் விலை ஏற்றம்',
      ],
      lede: '{place} மலர் சந்தையில் செவ்வாய்க்கிழமை மல்லிகைப் பூ விலை {m} சதவீதம் உயர்ந்து கிலோ ₹{n} ஆனது.',
      said: 'பனிக்காலத்தில் வரத்து பாதியாகக் குறைந்துள்ளது',
      quote: 'முகூர்த்த நாட்கள் முடியும் வரை விலை குறைய வாய்ப்பில்லை.',
      facts: [
        'மல்லிகை கிலோ ₹{n} வரை விற்பனையானது.',
        'ஒரு வாரத்தில் விலை {m} சதவீதம் உயர்ந்தது.',
        'பனிக்காலத்தால் பூ வரத்து பாதியாகக் குறைந்தது.',
        'சிறு வியாபாரிகள் கொள்முதலைக் குறைத்துள்ளனர்.',
      ],
      other: { role: 'ஒரு மலர் விவசாயி', quote: 'சந்தையில் விலை உயர்ந்தாலும் எங்களுக்குக் கிடைப்பது குறைவுதான்.' },
      next: 'அடுத்த வாரம் வரத்து அதிகரிக்கும் என வியாபாரிகள் எதிர்பார்க்கின்றனர்.',
      link: wiki('Madurai Malli', 'Madurai_Malli'),
    },
  ],
};

export const INDIC: Record<IndicLanguage, IndicFrame> = { hi: HINDI, bn: BENGALI, ta: TAMIL };

/** The categories every language above has a kind of event for (one each). */
export const INDIC_CATEGORIES: ReadonlySet<Category> = new Set(['India', 'Sports', 'Business']);

/** Every Indian-language demo source, by name. */
export const INDIC_DEMO_SOURCES: readonly string[] = INDIC_LANGUAGES.flatMap((l) =>
  INDIC[l].sources.map((s) => s.name),
);
