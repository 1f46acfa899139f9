import { setTimeout as sleep } from 'node:timers/promises';
import type { AiConfig } from '#server/config.ts';
import type { AiKind } from '#shared/constants.ts';
import { ANSWER_JSON_SCHEMA, answerSchema, buildMessages, renderAnswer, type ModelAnswer } from './prompts';
import { AnalyserError, type Analyser, type AnalysisInput } from './types';

/** Waits between attempts: 0.5 s, 1 s, 2 s… (with jitter), or what Retry-After asks, at most 20 s. */
const BACKOFF_MS = 500;
const MAX_WAIT_MS = 20_000;

class Retryable extends Error {
  constructor(
    message: string,
    readonly retryAfterMs?: number,
  ) {
    super(message);
  }
}
class StructuredRefused extends Error {}

type ChatCompletion = { choices?: { message?: { content?: string | null }; finish_reason?: string }[] };

/**
 * Any OpenAI-compatible chat API (OpenAI, llama.cpp server, Ollama, vLLM…) through
 * POST {AI_BASE_URL}/chat/completions. Asks for a JSON-schema answer; a server that refuses
 * `response_format` (400) is asked again with the JSON shape in the prompt, and from then on
 * always so. 429, 5xx, network errors and time-outs are retried with backoff.
 */
export function createOpenAiAnalyser(config: AiConfig): Analyser {
  let structured = config.structuredOutput !== 'off';

  async function call(kind: AiKind, article: AnalysisInput, useSchema: boolean): Promise<ModelAnswer> {
    const body = {
      model: config.model,
      temperature: 0.2,
      messages: buildMessages(kind, article, config.maxInputChars, !useSchema),
      ...(useSchema
        ? {
            response_format: {
              type: 'json_schema',
              json_schema: { name: 'analysis', strict: true, schema: ANSWER_JSON_SCHEMA },
            },
          }
        : {}),
    };
    let res: Response;
    try {
      res = await fetch(`${config.baseUrl}/chat/completions`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(config.apiKey ? { authorization: `Bearer ${config.apiKey}` } : {}),
        },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(config.timeoutMs),
      });
    } catch (err) {
      const timedOut = err instanceof Error && (err.name === 'TimeoutError' || err.name === 'AbortError');
      throw new Retryable(timedOut ? `no answer within ${config.timeoutMs} ms` : 'the model server is unreachable');
    }
    let payload: unknown;
    try {
      payload = await res.json();
    } catch {
      payload = undefined;
    }
    if (res.status === 429 || res.status >= 500) {
      throw new Retryable(`the model server answered ${res.status}`, retryAfter(res.headers.get('retry-after')));
    }
    if (res.status === 400 && useSchema && config.structuredOutput === 'auto') throw new StructuredRefused();
    if (!res.ok) throw new AnalyserError(`the model server answered ${res.status}`);
    return parseAnswer(payload as ChatCompletion);
  }

  return {
    id: `openai:${config.model}`,
    // English answers keep the id they always had; another language's are stored apart.
    idFor: (lang) => (lang === 'en' ? `openai:${config.model}` : `openai:${config.model}:${lang}`),
    async analyse(kind, article) {
      for (let attempt = 0; ; attempt++) {
        try {
          const answer = await call(kind, article, structured).catch((err: unknown) => {
            if (!(err instanceof StructuredRefused)) throw err;
            structured = false;
            return call(kind, article, false);
          });
          return renderAnswer(kind, answer, article);
        } catch (err) {
          if (!(err instanceof Retryable)) throw err;
          if (attempt >= config.maxRetries) throw new AnalyserError(err.message);
          const backoff = BACKOFF_MS * 2 ** attempt * (0.75 + Math.random() * 0.5);
          await sleep(Math.min(err.retryAfterMs ?? backoff, MAX_WAIT_MS));
        }
      }
    },
  };
}

function retryAfter(header: string | null): number | undefined {
  if (!header) return undefined;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const at = Date.parse(header);
  return Number.isNaN(at) ? undefined : Math.max(0, at - Date.now());
}

/** The first choice's content as the answer object; anything else is a malformed answer. */
function parseAnswer(payload: ChatCompletion | undefined): ModelAnswer {
  const choice = payload?.choices?.[0];
  const content = choice?.message?.content;
  if (typeof content !== 'string' || !content.trim()) throw new AnalyserError('the model gave no answer');
  if (choice?.finish_reason === 'length') throw new AnalyserError('the model answer was cut off');
  // Models asked for JSON in the prompt often wrap it in a code fence or a sentence.
  const start = content.indexOf('{');
  const end = content.lastIndexOf('}');
  let json: unknown;
  try {
    json = JSON.parse(start >= 0 && end > start ? content.slice(start, end + 1) : content);
  } catch {
    throw new AnalyserError('the model answer is not JSON');
  }
  const parsed = answerSchema.safeParse(json);
  if (!parsed.success) throw new AnalyserError('the model answer does not have the expected fields');
  return parsed.data;
}
