import { CATEGORIES, type Category } from '#shared/constants.ts';

// Words publishers use for their sections, mapped onto Khabar's categories.
const WORDS: Record<Category, string[]> = {
  India: [
    'india',
    'indian',
    'national',
    'nation',
    'states',
    'cities',
    'delhi',
    'mumbai',
    'kolkata',
    'chennai',
    'bengaluru',
    'bangalore',
    'hyderabad',
  ],
  World: [
    'world',
    'international',
    'global',
    'asia',
    'europe',
    'americas',
    'africa',
    'middle east',
    'us news',
    'uk news',
    'foreign',
  ],
  Business: [
    'business',
    'economy',
    'economics',
    'markets',
    'market',
    'finance',
    'money',
    'companies',
    'industry',
    'stocks',
    'banking',
    'trade',
  ],
  Technology: [
    'technology',
    'tech',
    'gadgets',
    'internet',
    'software',
    'ai',
    'computing',
    'mobile',
    'developer',
    'startups',
  ],
  Science: ['science', 'space', 'research', 'astronomy', 'physics', 'biology', 'botany', 'microbiology', 'chemistry'],
  Sports: [
    'sport',
    'sports',
    'cricket',
    'football',
    'soccer',
    'tennis',
    'hockey',
    'ipl',
    'olympics',
    'badminton',
    'chess',
  ],
  Entertainment: [
    'entertainment',
    'movies',
    'movie',
    'film',
    'films',
    'bollywood',
    'music',
    'tv',
    'television',
    'celebrity',
    'culture',
    'arts',
    'books',
    'lifestyle',
  ],
  Health: ['health', 'medicine', 'medical', 'wellness', 'fitness', 'covid', 'disease'],
  Politics: ['politics', 'political', 'elections', 'election', 'government', 'parliament', 'policy'],
  Environment: ['environment', 'climate', 'weather', 'pollution', 'wildlife', 'energy', 'nature'],
};

/** Khabar's category for a section name, or null when none fits. */
export function mapCategory(name: string | null | undefined): Category | null {
  const n = ` ${(name ?? '')
    .toLowerCase()
    .replace(/[^a-z]+/g, ' ')
    .trim()} `;
  if (n.trim() === '') return null;
  const exact = CATEGORIES.find((c) => c.toLowerCase() === n.trim());
  if (exact) return exact;
  for (const c of CATEGORIES) {
    if (WORDS[c].some((w) => n.includes(` ${w} `))) return c;
  }
  return null;
}

/**
 * The feed's own category when it names one of Khabar's; for a general feed ("general",
 * "top stories"), the first item category that maps; else the fallback.
 */
export function categoryFor(feedCategory: string, itemCategories: string[], fallback: Category = 'World'): Category {
  const fromFeed = mapCategory(feedCategory);
  if (fromFeed) return fromFeed;
  for (const c of itemCategories) {
    const m = mapCategory(c);
    if (m) return m;
  }
  return fallback;
}
