import { normalizeEncoding, TextDecoder } from '@exodus/bytes/encoding.js';
import { isUtf8 } from 'node:buffer';
import iconv from 'iconv-lite';
import { chardet } from 'jschardet';

/**
 * Bytes to text as a browser reads them (WHATWG Encoding Standard): a byte-order mark wins,
 * then the Content-Type charset, then the XML declaration or HTML meta tag; labels map to
 * encodings by the standard's table (ISO-8859-1 and US-ASCII are windows-1252). UTF-16 and
 * UTF-32 without a mark are recognised by the zero bytes around the first `<`. With no usable
 * declaration (none, an unknown label, or UTF-8 the bytes are not), valid UTF-8 is UTF-8, and
 * anything else is sniffed by a charset detector before falling back to windows-1252.
 * Control characters that XML forbids are dropped from the text.
 */
export function decodeDocument(body: Uint8Array, contentType: string | null | undefined, kind: 'xml' | 'html'): string {
  const encoding = documentEncoding(body, contentType, kind);
  return stripControls(decodeAs(body, encoding));
}

/** The encoding name (WHATWG, lower case; or utf-32le/utf-32be) the bytes are read in. */
export function documentEncoding(
  body: Uint8Array,
  contentType: string | null | undefined,
  kind: 'xml' | 'html',
): string {
  const marked = bomEncoding(body) ?? zeroPattern(body);
  if (marked) return marked;
  for (const label of [headerCharset(contentType), declaredCharset(body, kind)]) {
    if (!label) continue;
    let name = label === 'utf-32' || label === 'utf-32le' || label === 'utf-32be' ? null : normalizeEncoding(label);
    // Past the checks above the bytes read as ASCII, so a UTF-16 label is wrong about them
    // (HTML's rule for a meta charset too).
    if (name?.startsWith('utf-16')) name = 'utf-8';
    if (!name || name === 'replacement' || name === 'x-user-defined') continue;
    if (name === 'utf-8' && !isUtf8(body)) continue;
    return name;
  }
  if (isUtf8(body)) return 'utf-8';
  return sniff(body);
}

function decodeAs(body: Uint8Array, encoding: string): string {
  if (encoding.startsWith('utf-32')) {
    const offset = bomEncoding(body) ? 4 : 0;
    return iconv.decode(Buffer.from(body.buffer, body.byteOffset + offset, body.byteLength - offset), encoding);
  }
  // The standard's decoder (Node's own reads windows-1252 as ISO-8859-1, losing curly quotes
  // and dashes to control characters); it drops a byte-order mark of its own encoding.
  return new TextDecoder(encoding).decode(body);
}

function bomEncoding(b: Uint8Array): string | undefined {
  if (b[0] === 0xef && b[1] === 0xbb && b[2] === 0xbf) return 'utf-8';
  if (b[0] === 0xff && b[1] === 0xfe && b[2] === 0 && b[3] === 0) return 'utf-32le';
  if (b[0] === 0 && b[1] === 0 && b[2] === 0xfe && b[3] === 0xff) return 'utf-32be';
  if (b[0] === 0xff && b[1] === 0xfe) return 'utf-16le';
  if (b[0] === 0xfe && b[1] === 0xff) return 'utf-16be';
  return undefined;
}

/** XML 1.0 Appendix F: a document starts with `<` (or whitespace), so zeros betray the width. */
function zeroPattern(b: Uint8Array): string | undefined {
  if (b.length < 4) return undefined;
  const z = [b[0] === 0, b[1] === 0, b[2] === 0, b[3] === 0];
  if (!z[0] && z[1] && z[2] && z[3]) return 'utf-32le';
  if (z[0] && z[1] && z[2] && !z[3]) return 'utf-32be';
  if (!z[0] && z[1] && !z[2] && z[3]) return 'utf-16le';
  if (z[0] && !z[1] && z[2] && !z[3]) return 'utf-16be';
  return undefined;
}

function headerCharset(contentType: string | null | undefined): string | undefined {
  const m = /charset\s*=\s*["']?([^"';\s]+)/i.exec(contentType ?? '');
  return m?.[1]?.toLowerCase();
}

function declaredCharset(b: Uint8Array, kind: 'xml' | 'html'): string | undefined {
  const head = Buffer.from(b.buffer, b.byteOffset, Math.min(b.byteLength, 2048)).toString('latin1');
  const xml = /^\s*<\?xml[^>]*\bencoding\s*=\s*["']\s*([^"'\s]+)\s*["']/i.exec(head);
  if (xml?.[1]) return xml[1].toLowerCase();
  if (kind === 'html') {
    const meta = /<meta[^>]+charset\s*=\s*["']?([^"'\s/>;]+)/i.exec(head);
    if (meta?.[1]) return meta[1].toLowerCase();
  }
  return undefined;
}

// Legacy single- and multi-byte encodings browsers still meet; the detector's guess must be one.
const SNIFF_MIN_CONFIDENCE = 0.2;

function sniff(b: Uint8Array): string {
  const guesses = chardet.detectAll(b, { encodingEra: 1 /* EncodingEra.MODERN_WEB */, maxBytes: 64 * 1024 });
  for (const guess of guesses) {
    if (guess.confidence < SNIFF_MIN_CONFIDENCE) break;
    const name = guess.encoding ? normalizeEncoding(guess.encoding) : null;
    if (name && name !== 'utf-8' && name !== 'replacement' && !name.startsWith('utf-16')) return name;
  }
  return 'windows-1252';
}

// C0 controls other than tab, line feed and carriage return, and the noncharacters U+FFFE/U+FFFF.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROLS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;

function stripControls(text: string): string {
  return text.replace(CONTROLS, '');
}
