import nlp from 'compromise';
import type { AnalysisInput } from '../types';

export type Sentence = {
  text: string;
  /** Who speaks, as far as words can tell: the words just before the speech verb
   * (or just after "according to"); '' when the sentence is not attributed. */
  speaker: string;
  /** Inside quotation marks: a source's words, not the reporter's. */
  quoted: boolean;
  /** Has a speech verb (said, told, according to…): attributed to someone. */
  attributed: boolean;
};

const SPEECH =
  /\b(said|says|say|told|tells|according to|stated|added|claimed|claims|alleged|insisted|argued|warned|admitted|noted|explained|announced)\b/i;
const QUOTE = /[“"][^”"]{8,}[”"]/;

/** Markdown to plain paragraphs: headings, links, emphasis, code and images removed. */
function paragraphs(markdown: string): string[] {
  return markdown
    .replace(/!\[[^\]]*\]\([^)]*\)/g, '')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/`{1,3}[^`]*`{1,3}/g, '')
    .replace(/\$\$[\s\S]*?\$\$/g, '')
    .split(/\n/)
    .map((l) => l.trim())
    .filter((l) => l && !/^#{1,6}\s/.test(l) && !/^(-{3,}|\*{3,})$/.test(l))
    .map((l) =>
      l
        .replace(/^([-*+]|\d+[.)])\s+/, '')
        .replace(/[*_]{1,3}([^*_]+)[*_]{1,3}/g, '$1')
        .replace(/^>\s*/, ''),
    );
}

const memo = new WeakMap<AnalysisInput, Sentence[]>();

/** The article's sentences in order (the title not included), de-duplicated. */
export function sentencesOf(a: AnalysisInput): Sentence[] {
  let found = memo.get(a);
  if (!found) {
    found = split(a);
    memo.set(a, found);
  }
  return found;
}

function split(a: AnalysisInput): Sentence[] {
  const body = a.text?.trim() ? a.text : a.summary;
  const seen = new Set<string>();
  const out: Sentence[] = [];
  for (const p of paragraphs(body)) {
    for (const raw of nlp.tokenize(p).sentences().out('array') as string[]) {
      const text = raw.trim();
      const key = text.toLowerCase();
      if (text.split(/\s+/).length < 3 || seen.has(key)) continue;
      seen.add(key);
      out.push({ text, quoted: QUOTE.test(text), attributed: SPEECH.test(text), speaker: speakerOf(text) });
    }
  }
  return out;
}

function speakerOf(text: string): string {
  const m = SPEECH.exec(text.replace(/[“"][^”"]*[”"]/g, ' '));
  if (!m) return '';
  const plain = text.replace(/[“"][^”"]*[”"]/g, ' ');
  if (/^according to$/i.test(m[0]))
    return plain
      .slice(m.index + m[0].length)
      .split(/\s+/)
      .slice(0, 5)
      .join(' ');
  return plain.slice(0, m.index).split(/\s+/).slice(-6).join(' ');
}

/** A sentence as a markdown quotation, shortened to about 300 characters, `words` in bold. */
export const cite = (s: string, words: string[] = []): string =>
  `> ${highlight(s.length > 300 ? `${s.slice(0, 297).replace(/\s+\S*$/, '')}…` : s, words)}`;

/** `words` bolded where they occur in `sentence` (whole words, ignoring case). */
export function highlight(sentence: string, words: string[]): string {
  if (!words.length) return sentence;
  const escaped = [...new Set(words)].map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return sentence.replace(new RegExp(`\\b((?:${escaped.join('|')})(?:s|es)?)\\b`, 'gi'), '**$1**');
}

export const AUTOMATED_NOTE =
  '_Automated analysis by Khabar’s built-in text analyser: it counts words and patterns, and does not understand the story the way a person does._';

export const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;
