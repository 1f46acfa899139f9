// Search words the reader typed, as the screens quote them: a long term is shortened where a
// heading quotes it. (Whether a term may be searched is the shared schema's to say: news.ts.)

/** A term as a heading or a sentence quotes it: at most `max` characters, cut at a word, with "…". */
export function shortTerm(term: string, max = 60): string {
  if (term.length <= max) return term;
  const cut = term.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}
