import type { AiKind } from '#shared/constants.ts';
import type { Entity } from '#shared/schemas/news.ts';

/** What an analyser reads: the stored article (text is markdown, or null before extraction). */
export type AnalysisInput = {
  title: string;
  url: string;
  summary: string;
  text: string | null;
  source: string;
  category: string;
  entities: Entity[];
  /**
   * The article's language (ISO 639-1) when it is known; without it the built-in analyser
   * tells English from other languages by the script of the text.
   */
  language?: string | undefined;
  /** The reader's interface language (ISO 639-1) an analyser that can should answer in; English when absent. */
  readerLanguage?: string | undefined;
  /**
   * The other sources' articles of the same story (the same event), when there are any: the
   * analysis compares with them. Absent or empty: the article is read on its own.
   */
  others?: readonly AnalysisInput[];
};

export interface Analyser {
  /**
   * Stored with every answer (e.g. `local-v1`, `openai:gpt-4o-mini`): a different model or
   * algorithm version computes its own answers instead of serving another's.
   */
  readonly id: string;
  /**
   * The id its answers in the reader's language `lang` are stored under, for an analyser whose
   * answers differ by that language; without it every answer is stored under `id`.
   */
  idFor?(lang: string): string;
  /** A markdown answer; '' when there is nothing to say. Throws AnalyserError on failure. */
  analyse(kind: AiKind, article: AnalysisInput): Promise<string>;
}

/** The analyser could not answer (the model failed, timed out, or answered nonsense). */
export class AnalyserError extends Error {}
