// Word lists for the demo corpus. Every source is fictional and says so in its name.
import type { Category } from '#shared/constants.ts';

export const DEMO_HOST = 'demo.khabar.example';

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

/** Bylines of the demo articles: no one the stories themselves name (PEOPLE). */
export const REPORTERS = [
  'Aarti Kapoor', 'Bhavesh Joshi', 'Chitra Raghavan', 'Deepak Malhotra', 'Esha Varma',
  'Farhan Siddiqui', 'Gitanjali Bose', 'Hemant Yadav', 'Ishita Sen', 'Jatin Khanna', 'Kiran Shetty',
];

export const PEOPLE = [
  'Ananya Rao', 'Vikram Sethi', 'Meera Iyer', 'Rahul Banerjee', 'Priya Nair', 'Arjun Mehta',
  'Kavita Desai', 'Sanjay Kulkarni', 'Fatima Sheikh', 'Rohan Gupta', 'Lakshmi Menon',
  'Imran Qureshi', 'Neha Chatterjee', 'Aditya Reddy', 'Sunita Pillai', 'Harpreet Singh',
  'Elena Markovic', 'David Osei', 'Mei Tanaka', 'Lucas Fernandes', 'Tenzin Dolma',
  'Joseph Mathew', 'Ritu Agarwal', 'Gaurav Bhattacharya',
];

export const ORGS = [
  'Reserve Bank of India', 'Indian Space Research Organisation', 'Election Commission of India',
  'National Health Authority', 'Board of Control for Cricket in India', 'Tata Group',
  'Infosys', 'United Nations', 'World Health Organization', 'International Monetary Fund',
  'Indian Institute of Science', 'NITI Aayog', 'SEBI', 'India Meteorological Department',
  'Kolkata Port Trust', 'Bengaluru Metro Rail Corporation', 'Central Pollution Control Board',
  'All India Institute of Medical Sciences', 'National Stock Exchange', 'Indian Railways',
];

export const INDIAN_PLACES = [
  'Kolkata', 'Mumbai', 'Delhi', 'Bengaluru', 'Chennai', 'Hyderabad', 'Pune', 'Ahmedabad',
  'Guwahati', 'Jaipur', 'Lucknow', 'Kochi', 'Bhubaneswar', 'Shillong', 'Patna', 'Indore',
  'Srinagar', 'Visakhapatnam', 'Siliguri', 'Madurai',
];
export const WORLD_PLACES = [
  'Geneva', 'Nairobi', 'Singapore', 'London', 'Tokyo', 'São Paulo', 'Dhaka', 'Colombo',
  'Kathmandu', 'Dubai', 'Jakarta', 'Brussels',
];

/**
 * Headline templates per category. Slots: {place}, {person}, {n}. A few per category
 * use world places; the rest are Indian stories. Each also names a topic word used in the text.
 */
export const HEADLINES: Record<Category, { title: string; topic: string; world?: boolean }[]> = {
  India: [
    { title: '{place} gets a {n}-station metro corridor after years of delay', topic: 'the metro corridor' },
    { title: 'High Court asks {place} civic body to fix potholes before the monsoon', topic: 'road repairs' },
    { title: 'Flood relief package of ₹{n} crore approved for {place} district', topic: 'flood relief' },
    { title: 'Railway board clears faster trains between {place} and the capital', topic: 'rail links' },
    { title: 'Heritage restoration drive begins at {place}’s old quarter', topic: 'heritage restoration' },
    { title: '{person} leads rural broadband push in villages near {place}', topic: 'rural broadband' },
    { title: 'Urban housing scheme adds {n} homes in {place}', topic: 'urban housing' },
    { title: '{place} water supply to run round the clock by next year, says {person}', topic: 'water supply' },
  ],
  World: [
    { title: 'Summit of {n} nations in {place} ends with a deal on shipping lane security', topic: 'shipping security', world: true },
    { title: 'Trade ministers stall over carbon border rules in {place} after {n} hours', topic: 'carbon border rules', world: true },
    { title: 'Aid agencies in {place} warn of a funding gap for refugees', topic: 'refugee aid', world: true },
    { title: 'International Monetary Fund unveils a debt relief framework at talks in {place}', topic: 'debt relief', world: true },
    { title: 'Vaccine sharing pact signed by {n} countries in {place}', topic: 'vaccine sharing', world: true },
    { title: 'Central bankers meeting in {place} signal a pause on rates', topic: 'interest rates', world: true },
    { title: '{person} named envoy for climate talks in {place}', topic: 'climate diplomacy', world: true },
  ],
  Business: [
    { title: 'Sensex rallies {n} points on rate cut hopes', topic: 'the stock market' },
    { title: 'Startups in {place} raise ₹{n} crore despite a cautious market', topic: 'startup funding' },
    { title: 'Textile exporters in {place} brace for new GST rules, says {person}', topic: 'GST changes' },
    { title: 'Auto makers in {place} bet on electric vehicles as festive demand grows', topic: 'electric vehicles' },
    { title: 'Small lenders cut costs after rupee volatility, says {person}', topic: 'the rupee' },
    { title: 'Finance ministry weighs tax relief for {n} lakh salaried workers', topic: 'tax relief' },
    { title: 'Tea estates near {place} report record auction prices', topic: 'tea auctions' },
    { title: 'Gold prices hit ₹{n} above last week as {place} jewellers stock up', topic: 'gold prices' },
  ],
  Technology: [
    { title: 'Chip designers in {place} tape out an Indian semiconductor', topic: 'semiconductors' },
    { title: 'UPI volumes cross {n} crore transactions a day', topic: 'digital payments' },
    { title: 'Researchers in {place} release open Indic speech models', topic: 'speech models' },
    { title: 'Telecom operators switch on 5G towers across {n} villages', topic: '5G coverage' },
    { title: 'Payments council pilots privacy-first UPI with {person}', topic: 'payment privacy' },
    { title: '{person} and open-source developers in {place} rethink digital public infrastructure', topic: 'digital public infrastructure' },
    { title: 'Data centre worth ₹{n} crore planned near {place}', topic: 'data centres' },
  ],
  Science: [
    { title: 'Astronomers in {place} detect a fast radio burst', topic: 'radio astronomy' },
    { title: 'Marine biologists map coral recovery off the {place} coast', topic: 'coral reefs' },
    { title: 'ISRO launches a satellite to study monsoon clouds over {place}', topic: 'monsoon clouds' },
    { title: 'Glaciologists measure Himalayan glacier melt at {n} sites', topic: 'glacier melt' },
    { title: 'Geneticists find drought-tolerant rice genes, says {person}', topic: 'rice genetics' },
    { title: 'Physicists in {place} build a quantum sensor for groundwater', topic: 'quantum sensing' },
    { title: '{person} explains why {place} saw {n} meteors in an hour', topic: 'meteor showers' },
  ],
  Sports: [
    { title: 'India women clinch the series decider in {place} by {n} runs', topic: 'women’s cricket' },
    { title: '{person} wins the world rapid chess final', topic: 'chess' },
    { title: 'Hockey team qualifies for the Olympics after a thriller in {place}', topic: 'hockey' },
    { title: '{place} club lifts the football league title', topic: 'football' },
    { title: 'Badminton pair reaches the Asia Cup final in {place}', topic: 'badminton' },
    { title: 'Cricket board announces a new calendar with {n} home matches', topic: 'cricket' },
  ],
  Entertainment: [
    { title: 'Bengali film by {person} tops the box office in {place}', topic: 'cinema' },
    { title: 'Streaming series by {person} premieres to strong reviews', topic: 'streaming' },
    { title: 'Classical music festival returns to {place} after {n} years', topic: 'classical music' },
    { title: 'Indie musician sells out a national tour, starting in {place}', topic: 'live music' },
    { title: 'Animation studio in {place} wins praise at an international festival', topic: 'animation' },
    { title: 'Durga Puja pandals in {place} draw {n} thousand visitors', topic: 'festivals' },
    { title: '{person} to direct a biopic shot in {place}', topic: 'film production' },
  ],
  Health: [
    { title: 'Hospitals in {place} warn about a rise in dengue cases', topic: 'dengue' },
    { title: 'Health ministry rolls out free cancer screening in {n} districts', topic: 'cancer screening' },
    { title: 'Doctors in {place} issue heat stroke advice as temperatures soar', topic: 'heat stroke' },
    { title: 'Nutrition experts back millet diets in {place} school meals', topic: 'millets' },
    { title: 'Telemedicine reaches {n} villages near {place}', topic: 'telemedicine' },
    { title: '{person} heads a new study on air pollution and asthma', topic: 'asthma' },
    { title: 'Blood banks in {place} report a shortage of {n} units', topic: 'blood donation' },
  ],
  Politics: [
    { title: 'Opposition alliance targets the jobs record at {place} rally led by {person}', topic: 'jobs' },
    { title: 'Ruling party releases a new manifesto in {place}, says {person}', topic: 'the manifesto' },
    { title: 'Chief minister promises farm support prices in {place}', topic: 'farm prices' },
    { title: 'Election Commission sets the schedule for polls in {n} constituencies', topic: 'elections' },
    { title: 'Delimitation plans spark debate in {place}', topic: 'delimitation' },
    { title: 'Parliament debates women’s reservation as {person} speaks', topic: 'women’s reservation' },
    { title: 'By-election in {place} goes to {person} by {n} votes', topic: 'by-elections' },
  ],
  Environment: [
    { title: 'Sundarbans villagers restore {n} hectares of mangroves', topic: 'mangroves' },
    { title: 'Air quality panel warns of winter smog in {place}', topic: 'air quality' },
    { title: 'Forest officials open a {n}-km tiger corridor near {place}', topic: 'tiger corridors' },
    { title: 'River activists clean up the Yamuna banks with {person}', topic: 'river cleaning' },
    { title: 'Solar cooperatives power {n} homes around {place}', topic: 'solar power' },
    { title: 'Ground water board flags a steep decline in {place}', topic: 'groundwater' },
    { title: 'Elephant herd of {n} returns to forests near {place}', topic: 'wildlife' },
  ],
};

export const MATH_SNIPPETS = [
  { inline: '$r = 6.5\\%$', display: '$$\nA = P\\left(1 + \\frac{r}{n}\\right)^{nt}\n$$' },
  { inline: '$\\Delta T \\approx 1.2^{\\circ}\\mathrm{C}$', display: '$$\n\\bar{x} = \\frac{1}{n}\\sum_{i=1}^{n} x_i\n$$' },
  { inline: '\\(E = mc^2\\)', display: '\\[\nv = \\sqrt{\\frac{2GM}{r}}\n\\]' },
  { inline: '$p < 0.05$', display: '$$\n\\text{growth} = \\frac{V_{2025} - V_{2024}}{V_{2024}} \\times 100\n$$' },
];
