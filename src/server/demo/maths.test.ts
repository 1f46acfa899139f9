import katex from 'katex';
import { describe, expect, it } from 'vitest';
import { demoArticle } from './generator';

// The demo corpus writes TeX that KaTeX renders: a reader never sees a formula as red source.
// The templates' {slots} are filled around the maths, so the TeX avoids {word} groups.
const NOW = new Date('2026-12-06T06:00:00Z');
const MATHS = /\$\$([\s\S]+?)\$\$|\$([^$\n]+?)\$/g;

describe('the demo corpus’s maths', () => {
  it('parses in KaTeX for every formula of the first 1,500 articles', () => {
    const failures: string[] = [];
    let formulas = 0;
    for (let i = 0; i < 1500; i++) {
      const a = demoArticle(i, NOW);
      for (const m of `${a.text ?? ''}\n${a.summary}`.matchAll(MATHS)) {
        formulas += 1;
        const tex = (m[1] ?? m[2]) as string;
        try {
          katex.renderToString(tex, { throwOnError: true, displayMode: m[1] !== undefined });
        } catch (err) {
          failures.push(`${tex}: ${(err as Error).message}`);
        }
      }
    }
    expect(formulas).toBeGreaterThan(100);
    expect(failures).toEqual([]);
  });
});
