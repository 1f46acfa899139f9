import iconv from 'iconv-lite';

/**
 * Bytes to text in the encoding the document declares: byte-order mark, then the
 * Content-Type charset, then the XML declaration or HTML meta tag; with no declaration,
 * UTF-8 when the bytes are valid UTF-8, else Windows-1252 (what browsers assume).
 */
export function decodeDocument(body: Buffer, contentType: string | null | undefined, kind: 'xml' | 'html'): string {
  const label = bomEncoding(body) ?? headerCharset(contentType) ?? declaredCharset(body, kind) ?? sniff(body);
  const encoding = iconv.encodingExists(label) ? label : 'utf-8';
  // iconv strips a BOM itself; sax and linkedom then see clean text.
  return iconv.decode(body, encoding);
}

function bomEncoding(b: Buffer): string | undefined {
  if (b[0] === 0xef && b[1] === 0xbb && b[2] === 0xbf) return 'utf-8';
  if (b[0] === 0xff && b[1] === 0xfe) return 'utf-16le';
  if (b[0] === 0xfe && b[1] === 0xff) return 'utf-16be';
  return undefined;
}

function headerCharset(contentType: string | null | undefined): string | undefined {
  const m = /charset\s*=\s*["']?([\w.:-]+)/i.exec(contentType ?? '');
  return m?.[1]?.toLowerCase();
}

function declaredCharset(b: Buffer, kind: 'xml' | 'html'): string | undefined {
  const head = b.subarray(0, 2048).toString('latin1');
  const xml = /^\s*<\?xml[^>]*\bencoding\s*=\s*["']([\w.:-]+)["']/i.exec(head);
  if (xml?.[1]) return xml[1].toLowerCase();
  if (kind === 'html') {
    const meta = /<meta[^>]+charset\s*=\s*["']?([\w.:-]+)/i.exec(head);
    if (meta?.[1]) return meta[1].toLowerCase();
  }
  return undefined;
}

function sniff(b: Buffer): string {
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(b);
    return 'utf-8';
  } catch {
    return 'windows-1252';
  }
}
