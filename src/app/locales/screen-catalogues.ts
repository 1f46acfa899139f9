// The screens' catalogues of every language (src/shared/interface-catalogues.ts): their table of
// chunks is a chunk of its own, asked for with the first screen that has a catalogue, so the
// first screen's code carries the shells' table only (./catalogues.ts).
import type { Messages } from '@lingui/core';
import type { ScreenCatalogue } from '#shared/interface-catalogues.ts';
import type { InterfaceLanguage } from '#shared/interface-language.ts';

export const importScreenCatalogue = (
  code: InterfaceLanguage,
  name: ScreenCatalogue,
): Promise<{ messages: Messages }> => import(`./${code}/${name}.ts`) as Promise<{ messages: Messages }>;
