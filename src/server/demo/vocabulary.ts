// Word lists for the demo corpus. Every source is fictional and says so in its name.
import type { Category } from '../../shared/constants';

export const DEMO_SOURCES = [
  'Ganga Chronicle (demo)',
  'Deccan Ledger (demo)',
  'Marine Drive Post (demo)',
  'Hooghly Herald (demo)',
  'Nilgiri Observer (demo)',
  'Thar Express (demo)',
  'Brahmaputra Bulletin (demo)',
  'Konkan Courier (demo)',
  'Capital Dispatch (demo)',
  'Silicon Plateau Wire (demo)',
  'Monsoon Daily (demo)',
  'Himalayan Gazette (demo)',
  'Coromandel Times (demo)',
  'Global Desk Review (demo)',
] as const;

export const PEOPLE = [
  'Ananya Rao', 'Vikram Sethi', 'Meera Iyer', 'Rahul Banerjee', 'Priya Nair', 'Arjun Mehta',
  'Kavita Desai', 'Sanjay Kulkarni', 'Fatima Sheikh', 'Rohan Gupta', 'Lakshmi Menon',
  'Imran Qureshi', 'Neha Chatterjee', 'Aditya Reddy', 'Sunita Pillai', 'Harpreet Singh',
  'Elena Markovic', 'David Osei', 'Mei Tanaka', 'Lucas Fernandes',
];

export const ORGS = [
  'Reserve Bank of India', 'Indian Space Research Organisation', 'Election Commission of India',
  'National Health Authority', 'Board of Control for Cricket in India', 'Tata Group',
  'Infosys', 'United Nations', 'World Health Organization', 'International Monetary Fund',
  'Indian Institute of Science', 'NITI Aayog', 'SEBI', 'Indian Meteorological Department',
  'Kolkata Port Trust', 'Bengaluru Metro Rail Corporation',
];

export const PLACES = [
  'Kolkata', 'Mumbai', 'Delhi', 'Bengaluru', 'Chennai', 'Hyderabad', 'Pune', 'Ahmedabad',
  'Guwahati', 'Jaipur', 'Lucknow', 'Kochi', 'Bhubaneswar', 'Shillong', 'Geneva', 'Nairobi',
  'Singapore', 'London', 'Tokyo', 'São Paulo',
];

/** Per category: subjects, verbs and objects that make believable headlines. */
export const TOPICS: Record<Category, { subjects: string[]; actions: string[]; objects: string[] }> = {
  India: {
    subjects: ['State government', 'Parliament panel', 'Municipal corporation', 'High Court', 'Railway board'],
    actions: ['approves', 'reviews', 'announces', 'questions', 'expands'],
    objects: ['new metro corridor', 'flood relief package', 'urban housing scheme', 'rural broadband plan', 'heritage restoration drive'],
  },
  World: {
    subjects: ['Summit leaders', 'Trade ministers', 'Climate negotiators', 'Aid agencies', 'Central bankers'],
    actions: ['agree on', 'stall over', 'debate', 'unveil', 'pledge support for'],
    objects: ['shipping lane security', 'debt relief framework', 'carbon border rules', 'refugee resettlement', 'vaccine sharing'],
  },
  Business: {
    subjects: ['Sensex', 'Startups', 'Textile exporters', 'Auto makers', 'Small lenders'],
    actions: ['rally on', 'brace for', 'bet on', 'report gains from', 'cut costs after'],
    objects: ['rate cut hopes', 'festive season demand', 'new GST rules', 'electric vehicle push', 'rupee volatility'],
  },
  Technology: {
    subjects: ['Chip designers', 'UPI volumes', 'Open-source developers', 'Telecom operators', 'Language model researchers'],
    actions: ['launch', 'test', 'scale up', 'rethink', 'secure'],
    objects: ['Indic speech models', '5G rural towers', 'semiconductor fab', 'digital public infrastructure', 'privacy-first payments'],
  },
  Science: {
    subjects: ['Astronomers', 'Marine biologists', 'Physicists', 'Glaciologists', 'Geneticists'],
    actions: ['discover', 'map', 'measure', 'model', 'observe'],
    objects: ['a fast radio burst', 'coral recovery', 'monsoon cloud physics', 'Himalayan glacier melt', 'rice drought genes'],
  },
  Sports: {
    subjects: ['India women', 'Kolkata club', 'Young chess star', 'Hockey team', 'Badminton pair'],
    actions: ['win', 'clinch', 'fall short in', 'dominate', 'qualify for'],
    objects: ['the series decider', 'the league title', 'the world rapid final', 'the Asia Cup', 'the Olympic qualifier'],
  },
  Entertainment: {
    subjects: ['Bengali film', 'Streaming series', 'Classical festival', 'Indie musician', 'Animation studio'],
    actions: ['tops', 'premieres at', 'returns to', 'wins praise at', 'sells out'],
    objects: ['the box office', 'an international festival', 'the Durga Puja season', 'a national tour', 'the awards night'],
  },
  Health: {
    subjects: ['Hospitals', 'Doctors', 'Health ministry', 'Nutrition experts', 'District clinics'],
    actions: ['warn about', 'roll out', 'study', 'track', 'expand'],
    objects: ['dengue cases', 'free cancer screening', 'heat stroke risk', 'millet diets', 'telemedicine services'],
  },
  Politics: {
    subjects: ['Opposition alliance', 'Ruling party', 'Chief minister', 'Election watchdog', 'Youth wing'],
    actions: ['targets', 'defends', 'campaigns on', 'releases', 'promises'],
    objects: ['the jobs record', 'a new manifesto', 'farm support prices', 'delimitation plans', 'women’s reservation'],
  },
  Environment: {
    subjects: ['Forest officials', 'Sundarbans villagers', 'Air quality panel', 'River activists', 'Solar cooperatives'],
    actions: ['restore', 'fight', 'monitor', 'clean up', 'power'],
    objects: ['mangrove belts', 'winter smog', 'tiger corridors', 'the Yamuna banks', 'village microgrids'],
  },
};

export const MATH_SNIPPETS = [
  { inline: '$r = 6.5\\%$', display: '$$\nA = P\\left(1 + \\frac{r}{n}\\right)^{nt}\n$$' },
  { inline: '$\\Delta T \\approx 1.2^{\\circ}\\mathrm{C}$', display: '$$\n\\bar{x} = \\frac{1}{n}\\sum_{i=1}^{n} x_i\n$$' },
  { inline: '\\(E = mc^2\\)', display: '\\[\nv = \\sqrt{\\frac{2GM}{r}}\n\\]' },
  { inline: '$p < 0.05$', display: '$$\n\\text{growth} = \\frac{V_{2025} - V_{2024}}{V_{2024}} \\times 100\n$$' },
];
