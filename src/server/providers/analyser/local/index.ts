import type { AiKind } from '#shared/constants.ts';
import type { Analyser, AnalysisInput } from '../types';
import { shortSummary, splitAnswer } from '#shared/ai-answer.ts';
import { analyseBias } from './bias';
import { analyseExplain } from './explain';
import { analyseMissing } from './missing';
import { analyseSentiment } from './sentiment';
import { ANSWER_LANGUAGES } from './answer-text';
import { otherLanguage } from './language';
import { analyseOtherLanguage } from './other-language';

const KINDS: Record<AiKind, (a: AnalysisInput) => string> = {
  sentiment: analyseSentiment,
  bias: analyseBias,
  missing: analyseMissing,
  explain: analyseExplain,
};

/**
 * The built-in analyser: word lists (AFINN-165 for sentiment), compromise for sentences,
 * and the article's own entities; English word lists only ever over English text. No network; every answer says it is automated. The version
 * in the id changes whenever its output changes, so stored answers are recomputed.
 */
export function createLocalAnalyser(): Analyser {
  return {
    id: 'local-v3',
    // An article not in English is answered in the reader's interface language (answer-text.ts):
    // those answers are stored apart. English articles are answered in English.
    idFor: (lang) => (lang !== 'en' && ANSWER_LANGUAGES.includes(lang) ? `local-v3:${lang}` : 'local-v3'),
    analyse: async (kind, article) => {
      // English word lists never run over another language's text.
      const language = otherLanguage(article);
      // An English article compares with its story's English reports only (stories hold one
      // language; one made before they did may hold others).
      const answer = language
        ? analyseOtherLanguage(kind, article, language)
        : KINDS[kind]({ ...article, others: article.others?.filter((o) => !otherLanguage(o)) });
      return withShortSummary(answer);
    },
  };
}

/** The answer with its opening paragraph (the summary the panel shows first) cut to SUMMARY_MAX_WORDS. */
function withShortSummary(answer: string): string {
  if (!answer) return answer;
  const { summary, evidence } = splitAnswer(answer);
  return evidence ? `${shortSummary(summary)}\n\n${evidence}` : shortSummary(summary);
}
