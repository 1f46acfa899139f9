import type { AiConfig } from '#server/config.ts';
import { createLocalAnalyser } from './local/index';
import { createOpenAiAnalyser } from './openai';
import type { Analyser } from './types';

export type { Analyser, AnalysisInput } from './types';
export { AnalyserError } from './types';

/** AI_PROVIDER picks the analyser: `local` (no network, the default) or `openai`. */
export function createAnalyser(config: AiConfig): Analyser {
  return config.provider === 'openai' ? createOpenAiAnalyser(config) : createLocalAnalyser();
}
