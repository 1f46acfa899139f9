import { languageInfo } from '#shared/languages.ts';

/**
 * The `lang` and `dir` of an article's own words (its title, summary and text), from the
 * article's language, whatever the interface's: Urdu is set right to left inside an English or
 * Hindi page, and a screen reader reads each in its own language's voice.
 */
export const articleTextProps = (language: string): { lang: string; dir: 'ltr' | 'rtl' | 'auto' } => ({
  lang: language,
  dir: languageInfo(language)?.dir ?? 'auto',
});
