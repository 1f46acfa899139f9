import type { AiKind } from '#shared/constants.ts';
import type { Analyser, AnalysisInput } from '../types';
import { analyseBias } from './bias';
import { analyseExplain } from './explain';
import { analyseMissing } from './missing';
import { analyseSentiment } from './sentiment';

const KINDS: Record<AiKind, (a: AnalysisInput) => string> = {
  sentiment: analyseSentiment,
  bias: analyseBias,
  missing: analyseMissing,
  explain: analyseExplain,
};

/**
 * The built-in analyser: word lists (AFINN-165 for sentiment), compromise for sentences,
 * and the article's own entities. No network; every answer says it is automated. The version
 * in the id changes whenever its output changes, so stored answers are recomputed.
 */
export function createLocalAnalyser(): Analyser {
  return {
    id: 'local-v2',
    analyse: async (kind, article) => KINDS[kind](article),
  };
}
