import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { setupI18n } from '@lingui/core';
import { generateMessageId } from '@lingui/message-utils/generateMessageId';
import { describe, expect, it } from 'vitest';
import { SCREEN_CATALOGUES, type ScreenCatalogue } from '#shared/interface-catalogues.ts';
import { INTERFACE_LANGUAGES } from '#shared/interface-language.ts';
import { importCatalogue, loadCatalogues } from './catalogues';

const APP = path.resolve(import.meta.dirname, '..');
const filesUnder = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name))
    .map((e) => path.join(e.parentPath, e.name));
const source = (file: string) => readFileSync(file, 'utf8');
const IMPORT = /from '#app\/features\/([a-z-]+)\/([^']+)'|import\('#app\/features\/([a-z-]+)\/([^']+)'\)/g;
const isScreen = (name: string | undefined): name is ScreenCatalogue =>
  (SCREEN_CATALOGUES as readonly string[]).includes(name ?? '');
const usesMessages = (file: string) => /@lingui\/(?:core|react)\/macro/.test(source(file));

describe("the screens' catalogues", () => {
  it('are loaded by every route that shows a screen feature (its words would otherwise show as ids)', () => {
    const routes = filesUnder(path.join(APP, 'routes')).filter(
      (file) => !file.includes(`${path.sep}-components${path.sep}`),
    );
    expect(routes.length).toBeGreaterThan(20);
    for (const file of routes) {
      const text = source(file);
      const shown = new Set([...text.matchAll(IMPORT)].map((m) => m[1] ?? m[3]).filter(isScreen));
      const named = /staticData: \{ catalogues: \[([^\]]*)\] \}/.exec(text)?.[1] ?? '';
      for (const name of shown) expect(named, `${path.relative(APP, file)} shows ${name}`).toContain(`'${name}'`);
    }
  });

  it("hold words only their routes show: outside the routes, nothing takes a screen feature's words", () => {
    const outside = filesUnder(APP).filter(
      (file) =>
        !file.startsWith(path.join(APP, 'routes') + path.sep) ||
        file.startsWith(path.join(APP, 'routes', '-components') + path.sep),
    );
    for (const file of outside) {
      for (const m of source(file).matchAll(IMPORT)) {
        const [feature, rest] = [m[1] ?? m[3], m[2] ?? m[4]];
        if (!isScreen(feature) || file.startsWith(path.join(APP, 'features', feature) + path.sep)) continue;
        const imported = path.join(APP, 'features', feature, rest ?? '');
        expect(usesMessages(imported), `${path.relative(APP, file)} imports ${feature}/${rest}`).toBe(false);
      }
    }
  });

  it("merge into the language as they load: a screen's words arrive with its catalogue", async () => {
    const i18n = setupI18n();
    await loadCatalogues(i18n, 'hi', ['shell']);
    i18n.activate('hi');
    const contact = generateMessageId('Business address');
    expect(i18n._(contact)).toBe(contact);
    await loadCatalogues(i18n, 'hi', ['legal', 'shell']);
    expect(i18n._(contact)).toBe('कारोबार का पता');
    expect(i18n._(generateMessageId('Pricing'))).toBe('क़ीमतें');
  });

  // Loading merges a language's catalogues by message id, the last loaded winning: a message in
  // two catalogues with two translations would read as whichever came last. Two meanings of one
  // English word ('Credits' bought, 'Credits' of the works used) need a context each.
  // Every interface language writes 0–9 (docs/decisions/0126): a figure typed into a message in
  // the script's own digits would sit beside the 0–9 that Intl and the values write.
  it('write their figures in the digits 0–9 only, in every language', async () => {
    for (const code of INTERFACE_LANGUAGES) {
      for (const name of ['shell', ...SCREEN_CATALOGUES] as const) {
        const { messages } = await importCatalogue(code, name);
        for (const [id, compiled] of Object.entries(messages)) {
          const other = JSON.stringify(compiled)
            .replace(/[0-9]/g, '')
            .match(/\p{Nd}/u);
          expect(other, `${code}/${name} ${id}: ${JSON.stringify(compiled)}`).toBeNull();
        }
      }
    }
  });

  it('give a message in two catalogues one translation in every language', async () => {
    for (const code of INTERFACE_LANGUAGES) {
      const seen = new Map<string, { catalogue: string; message: string }>();
      for (const name of ['shell', ...SCREEN_CATALOGUES] as const) {
        const { messages } = await importCatalogue(code, name);
        for (const [id, compiled] of Object.entries(messages)) {
          const message = JSON.stringify(compiled);
          const first = seen.get(id);
          if (first) expect(message, `${code}: ${id} in ${first.catalogue} and ${name}`).toBe(first.message);
          else seen.set(id, { catalogue: name, message });
        }
      }
    }
  });
});
