import render from 'dom-serializer';
import { isCDATA, isTag, isText, type AnyNode, type Element } from 'domhandler';
import { decodeHTML, decodeHTMLStrict } from 'entities';
import { truncate } from './normalise';

// The text of feed elements: as written, as HTML source, and as a reader sees it.

export function base64(text: string): string | null {
  const compact = text.replace(/\s+/g, '');
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(compact)) return null;
  const decoded = Buffer.from(compact, 'base64').toString('utf8');
  return decoded.includes('\uFFFD') ? null : decoded;
}

/**
 * The text of an element as written: entities decoded, CDATA as is, inline markup's text kept.
 * An entity is decoded only when it ends in `;`, as XML writes every reference: the HTML names
 * feeds use (`&nbsp;`) are known, but `&copy=2` in a query string is text, not `©=2`.
 */
export function textOf(n: AnyNode | undefined): string {
  if (!n) return '';
  if (isText(n)) return decodeHTMLStrict(n.data);
  if (isCDATA(n)) return n.children.map((c) => (isText(c) ? c.data : '')).join('');
  if (isTag(n)) return /(^|:)(script|style)$/i.test(n.name) ? '' : n.children.map(textOf).join('');
  return '';
}

/** An element's content as HTML source: escaped markup unescaped, CDATA and inline markup kept. */
export function htmlOf(e: Element): string {
  return e.children
    .map((c) => {
      if (isText(c)) return decodeHTML(c.data);
      if (isCDATA(c)) return textOf(c);
      if (isTag(c)) return render(c, { decodeEntities: false, encodeEntities: false });
      return '';
    })
    .join('');
}

export const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

// C0 and C1 control characters (a tab or newline is only whitespace): never part of a title.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
export const CONTROLS = /[\u0000-\u001F\u007F-\u009F]/g;

/**
 * A text field as a reader sees it: script and style blocks gone, HTML tags that are closed
 * somewhere in the text (`<b>…</b>`) removed, text that only mentions a tag (`the <video>
 * tag`) kept, leftover entities decoded, control characters dropped, whitespace collapsed.
 */
export function cleanText(s: string): string {
  let t = s.replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, ' ');
  const closed = new Set([...t.matchAll(/<\/([a-z][a-z0-9]*)\s*>/gi)].map((m) => m[1]!.toLowerCase()));
  if (closed.size > 0)
    t = t.replace(/<\/?([a-z][a-z0-9]*)\b[^>]*>/gi, (m, name: string) => (closed.has(name.toLowerCase()) ? '' : m));
  t = t.replace(/<(br|wbr|hr)\s*\/?>/gi, ' ').replace(/<img\b[^>]*>/gi, ' ');
  if (/&(#\d+|#x[0-9a-f]+|[a-z][a-z0-9]*);/i.test(t)) t = decodeHTML(t);
  return t.replace(CONTROLS, ' ').replace(/\s+/g, ' ').trim();
}

/** The first sentence of a text (., !, ? or the Devanagari danda), bounded for a title. */
export function firstSentence(text: string): string {
  const m = /^(.{12,}?[.!?।])(?=\s|$)/u.exec(text);
  const s = m?.[1] ?? text;
  return truncate(s, 160);
}
