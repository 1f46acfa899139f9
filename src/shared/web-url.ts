/** `url` as an absolute http(s) address (relative ones against `base`), or null. */
export function absoluteWebUrl(url: string, base: string): string | null {
  try {
    const u = new URL(url, base);
    return u.protocol === 'https:' || u.protocol === 'http:' ? u.href : null;
  } catch {
    return null;
  }
}
