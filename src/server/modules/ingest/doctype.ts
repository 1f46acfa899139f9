import { CrawlError } from './crawl-error';

/**
 * Entities a feed declares in its internal DTD subset, replaced where the document uses them,
 * as an XML parser would (`<!DOCTYPE rss [ <!ENTITY site "tag:example.com,"> ]>` and then
 * `<guid>&site;2006:1</guid>`). The HTML parser under the feed parser knows none of this: it
 * would leave `&site;` as it is and read the subset's `]>` as text.
 *
 * Only internal general entities are read. An external entity (SYSTEM or PUBLIC) is never
 * fetched and its references stay as written; parameter entities are ignored. An entity's
 * value stands for text: markup in it is kept as text, never parsed as elements. Expansion is
 * bounded against entity bombs: a reference to itself, directly or not, or more than
 * MAX_EXPANSION characters of replacement text in all refuse the document, as an XML parser
 * refuses it.
 */

/** Characters of replacement text one document may produce, over all its references. */
export const MAX_EXPANSION = 1_000_000;
const MAX_DEPTH = 16;
const PREDEFINED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
const NAME = String.raw`[A-Za-z_:\u00C0-\uFFFF][\w.:\u00B7\u00C0-\uFFFF-]*`;
const LITERAL = String.raw`(?:"[^"]*"|'[^']*')`;
const EXTERNAL_ID = String.raw`(?:SYSTEM\s*${LITERAL}|PUBLIC\s*${LITERAL}\s*${LITERAL})`;
// A replacement text in pieces: a reference (character or entity), text, or a stray `&`.
const REPLACEMENT_PIECE = new RegExp(String.raw`&(#x[0-9a-f]+|#\d+|${NAME});|[^&]+|&`, 'gi');
// `<!DOCTYPE rss SYSTEM "…" [`: a DOCTYPE that opens an internal subset.
const DOCTYPE_OPEN = new RegExp(String.raw`<!DOCTYPE\s+${NAME}(?:\s+${EXTERNAL_ID})?\s*\[`, 'iy');
// One piece of the subset: whitespace, a comment, a processing instruction, a parameter-entity
// reference, an entity declaration (groups: `%`, name, "value", 'value'), another declaration,
// or the subset's end `]>`.
const SUBSET_PIECE = new RegExp(
  [
    String.raw`\s+`,
    String.raw`<!--[\s\S]*?-->`,
    String.raw`<\?[\s\S]*?\?>`,
    String.raw`%${NAME};`,
    String.raw`<!ENTITY\s+(%\s+)?(${NAME})\s+(?:"([^"]*)"|'([^']*)'|${EXTERNAL_ID}(?:\s+NDATA\s+${NAME})?)\s*>`,
    String.raw`<!(?:ELEMENT|ATTLIST|NOTATION)(?:[^>"']|${LITERAL})*>`,
    String.raw`\]\s*>`,
  ].join('|'),
  'y',
);

export function expandDeclaredEntities(xml: string): string {
  const doctype = findDoctype(xml);
  if (!doctype) return xml;
  const values = new Map<string, string>();
  for (const [name, value] of doctype.entities) {
    if (!values.has(name) && !Object.hasOwn(PREDEFINED, name)) values.set(name, value);
  }

  let budget = MAX_EXPANSION;
  const memo = new Map<string, string>();
  // The replacement text of an entity as escaped XML; unknown references kept as written.
  const expand = (name: string, stack: string[]): string => {
    const known = memo.get(name);
    if (known !== undefined) return known;
    if (stack.includes(name) || stack.length >= MAX_DEPTH) {
      throw new CrawlError('not-a-feed', `entity &${name}; refers to itself or nests too deep`);
    }
    let out = '';
    const value = values.get(name)!;
    for (const m of value.matchAll(REPLACEMENT_PIECE)) {
      const ref = m[1];
      if (ref === undefined) out += escapeXml(m[0]);
      else if (ref.startsWith('#')) out += escapeXml(charRef(ref) ?? '');
      else if (Object.hasOwn(PREDEFINED, ref)) out += escapeXml(PREDEFINED[ref]!);
      else if (values.has(ref)) out += expand(ref, [...stack, name]);
      else out += m[0];
      if (out.length > MAX_EXPANSION) throw tooLarge();
    }
    memo.set(name, out);
    return out;
  };

  // References in the document, outside CDATA sections and comments (where XML has none). A
  // scan with indexOf, not one pattern: an unclosed section must not make the scan quadratic.
  let body = '';
  const ref = new RegExp(String.raw`&(${NAME});|<!\[CDATA\[|<!--`, 'g');
  ref.lastIndex = doctype.end;
  let from = doctype.end;
  for (let m = ref.exec(xml); m; m = ref.exec(xml)) {
    if (m[1] === undefined) {
      const close = xml.indexOf(m[0] === '<!--' ? '-->' : ']]>', ref.lastIndex);
      if (close < 0) break;
      ref.lastIndex = close + 3;
      continue;
    }
    if (!values.has(m[1])) continue;
    const text = expand(m[1], []);
    budget -= text.length;
    if (budget < 0) throw tooLarge();
    body += xml.slice(from, m.index) + text;
    from = ref.lastIndex;
  }
  body += xml.slice(from);
  // The DOCTYPE goes: what it declared is applied, and the HTML parser would misread it.
  return xml.slice(0, doctype.start) + body;
}

const tooLarge = () => new CrawlError('not-a-feed', `entity expansion exceeds ${MAX_EXPANSION} characters`);

const escapeXml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

function charRef(ref: string): string | undefined {
  const code = ref[1] === 'x' || ref[1] === 'X' ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10);
  return Number.isInteger(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : undefined;
}

type Doctype = { start: number; end: number; entities: [string, string][] };

/**
 * The DOCTYPE before the root element, when it has an internal subset that reads cleanly:
 * where it starts and ends and the general entities it declares with a literal value, each
 * value's character references already replaced (XML 1.0 §4.5).
 */
function findDoctype(xml: string): Doctype | null {
  // The prolog: a declaration, comments, processing instructions and whitespace.
  const prolog = /^(?:\uFEFF|\s|<\?[\s\S]*?\?>|<!--[\s\S]*?-->)*/.exec(xml)!;
  const start = prolog[0].length;
  DOCTYPE_OPEN.lastIndex = start;
  if (!DOCTYPE_OPEN.exec(xml)) return null;
  const entities: [string, string][] = [];
  SUBSET_PIECE.lastIndex = DOCTYPE_OPEN.lastIndex;
  for (;;) {
    const m = SUBSET_PIECE.exec(xml);
    if (!m) return null; // not a subset this reader understands: the document is left as it is
    if (m[0].startsWith(']')) return { start, end: SUBSET_PIECE.lastIndex, entities };
    const value = m[3] ?? m[4];
    if (m[2] && !m[1] && value !== undefined) {
      entities.push([m[2], value.replace(/&(#x[0-9a-f]+|#\d+);/gi, (ref, code: string) => charRef(code) ?? ref)]);
    }
  }
}
