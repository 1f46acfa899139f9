import nlp from 'compromise';

export type EntityType = 'person' | 'organisation' | 'place';
export type ExtractedEntity = { name: string; type: EntityType };

// compromise's lexicon is Western; teach it names that fill Indian news so they are not missed.
nlp.addWords({
  narendra: 'FirstName',
  amit: 'FirstName',
  rahul: 'FirstName',
  sonia: 'FirstName',
  arvind: 'FirstName',
  mamata: 'FirstName',
  nirmala: 'FirstName',
  droupadi: 'FirstName',
  yogi: 'FirstName',
  sundar: 'FirstName',
  mukesh: 'FirstName',
  gautam: 'FirstName',
  virat: 'FirstName',
  rohit: 'FirstName',
  sachin: 'FirstName',
  modi: 'LastName',
  shah: 'LastName',
  gandhi: 'LastName',
  kejriwal: 'LastName',
  banerjee: 'LastName',
  sitharaman: 'LastName',
  murmu: 'LastName',
  adityanath: 'LastName',
  pichai: 'LastName',
  ambani: 'LastName',
  adani: 'LastName',
  kohli: 'LastName',
  sharma: 'LastName',
  tendulkar: 'LastName',
  jaishankar: 'LastName',
});

const MAX_TEXT = 20_000; // the opening of an article names its actors; the rest costs time
const MAX_ENTITIES = 30;

/** People, organisations and places named in the text, de-duplicated, most mentioned first. */
export function extractEntities(text: string): ExtractedEntity[] {
  if (!text.trim()) return [];
  const doc = nlp(text.slice(0, MAX_TEXT));
  const counts = new Map<string, { entity: ExtractedEntity; n: number; order: number }>();
  const add = (names: string[], type: EntityType) => {
    for (const raw of names) {
      const name = clean(raw);
      if (name.length < 2 || name.length > 80 || !/[A-Z]/.test(name)) continue;
      const key = `${type}:${name.toLowerCase()}`;
      const hit = counts.get(key);
      if (hit) hit.n++;
      else counts.set(key, { entity: { name, type }, n: 1, order: counts.size });
    }
  };
  add(doc.people().out('array') as string[], 'person');
  add(doc.organizations().out('array') as string[], 'organisation');
  add(doc.places().out('array') as string[], 'place');
  return [...counts.values()]
    .sort((a, b) => b.n - a.n || a.order - b.order)
    .slice(0, MAX_ENTITIES)
    .map((c) => c.entity);
}

function clean(name: string): string {
  return (
    name
      .replace(/[’']s$/i, '')
      .replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}.]+$/gu, '')
      .replace(/\s+/g, ' ')
      .trim()
      // A sentence's full stop is not part of the name; an abbreviation's (Inc., Ltd., U.S.) is.
      .replace(/(\p{L}{4,})\.$/u, '$1')
  );
}
