// The shape of an AI answer (Markdown), shared by the analysers that write it and the panel
// that shows it: a short plain summary first, one paragraph, then the evidence behind it.

/** The longest summary an answer opens with, in words. */
export const SUMMARY_MAX_WORDS = 60;

/** An answer's opening paragraph (its summary) and the rest (its evidence, '' when none). */
export function splitAnswer(markdown: string): { summary: string; evidence: string } {
  const text = markdown.trim();
  const end = text.search(/\n[ \t]*\n/);
  if (end < 0) return { summary: text, evidence: '' };
  return { summary: text.slice(0, end).trim(), evidence: text.slice(end).trim() };
}

/** The words of a text, for counting (Markdown's emphasis marks are not words). */
export const wordsOf = (text: string): string[] =>
  text
    .replace(/[*_`>#]/g, ' ')
    .split(/\s+/)
    .filter((w) => /[\p{L}\p{N}]/u.test(w));

/** `text` cut to at most `max` words, at a sentence end when one is near, else with an ellipsis. */
export function shortSummary(text: string, max = SUMMARY_MAX_WORDS): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  const words = flat.split(' ');
  if (wordsOf(flat).length <= max) return flat;
  const cut = words.slice(0, max).join(' ');
  const end = Math.max(cut.lastIndexOf('. '), cut.lastIndexOf('? '), cut.lastIndexOf('! '));
  return end > cut.length / 2 ? cut.slice(0, end + 1) : `${cut.replace(/[\s,;:]+$/, '')}…`;
}
