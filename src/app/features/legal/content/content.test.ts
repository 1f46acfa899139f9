import { describe, expect, it } from 'vitest';
import { LEGAL_DOCS } from '#app/features/legal/legal-meta.ts';
import * as texts from './index';

describe('legal texts', () => {
  it.each(Object.values(texts))('$key has its published section count', (doc) => {
    expect(doc.sections).toHaveLength(LEGAL_DOCS[doc.key].sections);
    expect(new Set(doc.sections.map((s) => s.heading)).size).toBe(doc.sections.length);
  });

  it('covers every legal document once', () => {
    expect(
      Object.values(texts)
        .map((d) => d.key)
        .sort(),
    ).toEqual(Object.keys(LEGAL_DOCS).sort());
  });
});
