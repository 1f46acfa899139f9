/** Rough speaking speed at 1× in characters (code points) a second, English or an Indian script alike. */
export const CHARS_PER_SECOND = 14;

/**
 * The longest chunk: about 12 seconds of speech. Browsers cut long utterances (Chrome stops
 * after about 15 seconds) and some stop at pauses, so text is spoken in chunks shorter than that.
 */
export const CHUNK_MAX_CHARS = 12 * CHARS_PER_SECOND;

/**
 * Long text in sentence-sized chunks of at most `max` characters: sentences end at . ! ? …, the
 * Devanagari danda and double danda (। ॥) and the Urdu full stop and question mark (۔ ؟);
 * sentences longer than `max` split at commas, then at spaces.
 */
export function splitIntoChunks(text: string, max = CHUNK_MAX_CHARS): string[] {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (!clean) return [];
  const sentences = clean.match(/[^.!?…।॥۔؟]+(?:[.!?…।॥۔؟]+["'”’)\]]*|$)\s*/g) ?? [clean];
  const chunks: string[] = [];
  let current = '';
  const push = () => {
    if (current.trim()) chunks.push(current.trim());
    current = '';
  };
  for (const sentence of sentences) {
    for (const piece of splitLong(sentence.trim(), max)) {
      if (current && (current + ' ' + piece).length > max) push();
      current = current ? `${current} ${piece}` : piece;
    }
  }
  push();
  return chunks;
}

function splitLong(sentence: string, max: number): string[] {
  if (sentence.length <= max) return [sentence];
  const out: string[] = [];
  let rest = sentence;
  while (rest.length > max) {
    const window = rest.slice(0, max + 1);
    let cut = Math.max(window.lastIndexOf(', '), window.lastIndexOf('; '), window.lastIndexOf('، '));
    if (cut < max / 3) cut = window.lastIndexOf(' ');
    if (cut <= 0) cut = max;
    out.push(rest.slice(0, cut + 1).trim());
    rest = rest.slice(cut + 1).trim();
  }
  if (rest) out.push(rest);
  return out;
}

/** Markdown and maths read badly aloud; keep the words. */
export function speakableText(markdown: string): string {
  return markdown
    .replace(/```[\s\S]*?```/g, ' ')
    .replace(/\$\$[\s\S]*?\$\$/g, ' ')
    .replace(/!\[[^\]]*\]\([^)]*\)/g, ' ')
    .replace(/\[([^\]]+)\]\([^)]*\)/g, '$1')
    .replace(/[#>*_`~|]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}
