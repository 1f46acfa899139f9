import { sql, type Kysely } from 'kysely';
import { fillStopWords, makeStoryWord, remakeStoryTerms } from './0028-stories-in-every-language';

// Stop words of Kannada, Malayalam, Gujarati, Punjabi, Odia and Urdu
// (src/server/modules/stories/words.ts, docs/decisions/0116-stories-in-every-language.md):
// `khabar_story_word` and `story_stop_words` made again from the lists, and the words of the
// stories that hold an article in those languages made again without them.

const LANGUAGES = ['kn', 'ml', 'gu', 'pa', 'or', 'ur'];
const holding = sql`a.language IN (${sql.join(LANGUAGES)})`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await makeStoryWord(db, 'CREATE OR REPLACE FUNCTION');
  await sql`DELETE FROM story_stop_words`.execute(db);
  await fillStopWords(db);
  await remakeStoryTerms(db, holding);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DELETE FROM story_stop_words WHERE language IN (${sql.join(LANGUAGES)})`.execute(db);
  await remakeStoryTerms(db, holding);
}
