// Bylines as a reader sees them: the person's name, never an e-mail address beside it.

const EMAIL = /^[^\s@<>()]+@[^\s@<>()]+\.[^\s@<>()]+$/;
const MAX_NAMES = 10;
const MAX_NAME = 200;

/**
 * The name in a byline as feeds write it: `Jane Doe (jane@x.in)`, `jane@x.in (Jane Doe)`,
 * `Jane Doe <jane@x.in>`, `By Jane Doe`. An e-mail address alone (what RSS 2.0 asks for in
 * `<author>`) names nobody a reader knows: ''.
 */
export function bylineName(raw: string): string {
  let s = raw.replace(/\s+/g, ' ').trim();
  const angle = /^(.*?)\s*<([^<>]*)>$/.exec(s);
  if (angle && EMAIL.test(angle[2]!.trim())) s = angle[1]!.trim();
  const paren = /^(.*?)\s*\(([^()]*)\)$/.exec(s);
  if (paren) {
    const [outside, inside] = [paren[1]!.trim(), paren[2]!.trim()];
    if (EMAIL.test(outside)) s = inside;
    else if (EMAIL.test(inside)) s = outside;
  }
  s = s
    .replace(/^["'“]+|["'”]+$/g, '')
    .replace(/^by\s+/i, '')
    .trim();
  if (EMAIL.test(s) || /^mailto:/i.test(s)) return '';
  return s.length > MAX_NAME ? '' : s;
}

/** Names in order, each once (case-insensitively), at most MAX_NAMES. */
export function distinctNames(raw: string[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const r of raw) {
    const name = bylineName(r);
    const key = name.toLowerCase();
    if (!name || seen.has(key)) continue;
    seen.add(key);
    out.push(name);
    if (out.length === MAX_NAMES) break;
  }
  return out;
}
