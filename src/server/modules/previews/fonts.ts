import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';

// The preview images' fonts: Noto Sans from the @fontsource packages (SIL Open Font License 1.1,
// decision 0109), as WOFF files, which satori reads (it cannot read WOFF2). Latin is always
// loaded; an Indian script's font is read from disk the first time a headline needs it.

/** The Indian scripts with a font here. */
export type IndicScript = 'devanagari' | 'bengali' | 'tamil';

/** Each script's package and file prefix, and the Unicode block that tells a text uses it. */
const SCRIPTS: Record<IndicScript, { family: string; pkg: string; test: RegExp }> = {
  devanagari: { family: 'Noto Sans Devanagari', pkg: 'noto-sans-devanagari', test: /\p{Script=Devanagari}/u },
  bengali: { family: 'Noto Sans Bengali', pkg: 'noto-sans-bengali', test: /\p{Script=Bengali}/u },
  tamil: { family: 'Noto Sans Tamil', pkg: 'noto-sans-tamil', test: /\p{Script=Tamil}/u },
};

const LATIN_FAMILY = 'Noto Sans';

/** The CSS font stack that draws every script with a font here. */
export const FONT_STACK = [LATIN_FAMILY, ...Object.values(SCRIPTS).map((s) => s.family)].join(', ');

/** The Indian scripts (of those with a font here) a text is written in. */
export function scriptsOf(text: string): IndicScript[] {
  return (Object.keys(SCRIPTS) as IndicScript[]).filter((s) => SCRIPTS[s].test.test(text));
}

export type FontData = { name: string; data: Buffer; weight: 400 | 700; style: 'normal' };

const require = createRequire(import.meta.url);
const loaded = new Map<string, Promise<FontData[]>>();

function fileOf(pkg: string, subset: string, weight: number): string {
  const dir = path.dirname(require.resolve(`@fontsource/${pkg}/package.json`));
  return path.join(dir, 'files', `${pkg}-${subset}-${weight}-normal.woff`);
}

function load(key: string, name: string, pkg: string, subset: string): Promise<FontData[]> {
  let fonts = loaded.get(key);
  if (!fonts) {
    fonts = Promise.all(
      ([400, 700] as const).map(async (weight) => ({
        name,
        data: await readFile(fileOf(pkg, subset, weight)),
        weight,
        style: 'normal' as const,
      })),
    );
    // A failed read is tried again next time rather than remembered.
    fonts.catch(() => loaded.delete(key));
    loaded.set(key, fonts);
  }
  return fonts;
}

/** The fonts a text needs: Latin (names, dates, digits) and each Indian script it uses. */
export async function fontsFor(text: string): Promise<FontData[]> {
  const sets = await Promise.all([
    load('latin', LATIN_FAMILY, 'noto-sans', 'latin'),
    ...scriptsOf(text).map((s) => load(s, SCRIPTS[s].family, SCRIPTS[s].pkg, s)),
  ]);
  return sets.flat();
}
