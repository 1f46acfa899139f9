import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '#server/config.ts';
import { AnalyserError, createAnalyser, type AnalysisInput } from '#server/providers/analyser/index.ts';
import { answerJson, startChatServer, type ChatServer } from '../helpers/chat-server';

const ARTICLE: AnalysisInput = {
  title: 'Metro fares rise in Kolkata',
  url: 'https://news.example/fares',
  summary: 'Metro fares in Kolkata rise by ten per cent from Monday.',
  text: [
    'Metro fares in Kolkata rise by ten per cent from Monday.',
    'Commuters called the increase unfair.',
    'The railway said costs had doubled.',
    'x'.repeat(50) + '. ' + 'Filler sentence for length. '.repeat(60),
  ].join('\n\n'),
  source: 'Example News',
  category: 'India',
  entities: [{ name: 'Kolkata', type: 'place' }],
};

const analyserFor = (server: ChatServer, env: Record<string, string> = {}) =>
  createAnalyser(
    loadConfig({
      NODE_ENV: 'test',
      AI_PROVIDER: 'openai',
      AI_BASE_URL: server.baseUrl,
      AI_API_KEY: 'sk-test-key',
      AI_MODEL: 'test-model',
      AI_TIMEOUT_MS: '2000',
      AI_MAX_INPUT_CHARS: '600',
      ...env,
    }).ai,
  );

describe('openai analyser against a /v1/chat/completions server', () => {
  let server: ChatServer;
  beforeAll(async () => {
    server = await startChatServer({ apiKey: 'sk-test-key' });
  });
  afterAll(() => server.close());

  it('asks for a JSON-schema answer with the bounded article, and renders it as markdown citing the article', async () => {
    server.requests.length = 0;
    server.next({
      kind: 'answer',
      content: answerJson('Negative - commuters object to the rise.', [
        { text: 'Commuters are quoted against the rise.', quote: 'Commuters called the increase unfair.' },
        { text: 'An invented line is dropped.', quote: 'The mayor resigned in protest.' },
      ]),
    });
    const analyser = analyserFor(server);
    expect(analyser.id).toBe('openai:test-model');
    const md = await analyser.analyse('sentiment', ARTICLE);
    expect(md).toContain('**Tone:** Negative - commuters object to the rise.');
    expect(md).toContain('> Commuters called the increase unfair.');
    expect(md).toContain('- An invented line is dropped.');
    expect(md).not.toContain('The mayor resigned');

    expect(server.requests).toHaveLength(1);
    const req = server.requests[0]!;
    expect(req.auth).toBe('Bearer sk-test-key');
    expect(req.body.model).toBe('test-model');
    expect(req.body.response_format).toMatchObject({ type: 'json_schema', json_schema: { name: 'analysis' } });
    const user = req.body.messages.find((m) => m.role === 'user')!.content;
    expect(user).toContain('Commuters called the increase unfair.');
    expect(user).toContain('[The rest of the article is left out.]');
    expect(user.length).toBeLessThan(1600);
  });

  it('asks for the reader’s language and a short plain summary, and keeps the summary to 60 words', async () => {
    server.requests.length = 0;
    const long = `Negative - ${'commuters object to the higher fares every day '.repeat(12)}`;
    server.next({ kind: 'answer', content: answerJson(long, []) });
    server.next({ kind: 'answer', content: answerJson('Negative - यात्री नाराज़ हैं।', []) });
    const analyser = analyserFor(server);
    const english = await analyser.analyse('sentiment', ARTICLE);
    expect(english.split(/\s+/).filter((w) => /\w/.test(w)).length).toBeLessThanOrEqual(60);
    const system = (i: number) => server.requests[i]!.body.messages.find((m) => m.role === 'system')!.content;
    expect(system(0)).toContain('The reader reads English');
    expect(system(0)).toContain('at most 60 words');
    expect(system(0)).toMatch(/Never name your methods, word lists, scores/);

    const hindi = await analyser.analyse('sentiment', { ...ARTICLE, readerLanguage: 'hi' });
    expect(hindi).toContain('**Tone:** Negative - यात्री नाराज़ हैं।');
    expect(system(1)).toContain(
      'The reader reads Hindi (हिन्दी): write "verdict" and every "text" in plain, short Hindi',
    );
    // Answers in Hindi are stored apart from the English ones.
    expect(analyser.idFor?.('hi')).toBe('openai:test-model:hi');
    expect(analyser.idFor?.('en')).toBe(analyser.id);
  });

  it('puts the other sources of the story in the prompt, bounded, and renders their quotes with their names', async () => {
    const others = Array.from({ length: 8 }, (_, k) => ({
      ...ARTICLE,
      url: `https://other${k}.example/fares`,
      source: `Other Paper ${k}`,
      title: `Fares go up in Kolkata, paper ${k} reports`,
      summary:
        k === 0
          ? `The railway said fares rise to ₹25 for the longest trip. ${'More detail follows here. '.repeat(30)}TAIL-MARKER`
          : `Paper ${k} says commuters protested.`,
      text: null,
    }));
    const story = {
      ...ARTICLE,
      others: [{ ...ARTICLE, url: 'https://news.example/fares-copy', title: 'Same source again' }, ...others],
    };
    server.requests.length = 0;
    server.next({
      kind: 'answer',
      content: answerJson('Other papers give the new top fare.', [
        {
          text: 'Other Paper 0 gives the top fare this article leaves out.',
          quote: 'The railway said fares rise to ₹25 for the longest trip.',
        },
        { text: 'A made-up quote is dropped.', quote: 'The minister resigned.' },
      ]),
    });
    const md = await analyserFor(server, { AI_MAX_INPUT_CHARS: '4000' }).analyse('missing', story);
    expect(md).toContain('_Compared with 6 other sources reporting the same story: *Other Paper 0*');
    expect(md).toContain('> The railway said fares rise to ₹25 for the longest trip. — *Other Paper 0*');
    expect(md).not.toContain('The minister resigned');

    const user = server.requests[0]!.body.messages.find((m) => m.role === 'user')!.content;
    expect(user).toContain(
      'Compare: List the people, organisations, places, figures and quoted voices the other sources report',
    );
    expect(user).toContain('Other sources reporting the same story (6), title and summary:');
    for (let k = 0; k < 6; k++)
      expect(user).toContain(`Other Paper ${k}: "Fares go up in Kolkata, paper ${k} reports"`);
    expect(user).not.toContain('Other Paper 6'); // at most six other sources
    expect(user).not.toContain('Same source again'); // the article's own source is not another source
    expect(user).not.toContain('TAIL-MARKER'); // each summary is cut short
    expect(user).toContain('The railway said fares rise to ₹25 for the longest trip.');

    server.next({ kind: 'answer', content: answerJson('Alone.') });
    await analyserFor(server).analyse('bias', ARTICLE);
    expect(server.requests[1]!.body.messages[1]!.content).toContain('Only this source has reported the story so far');
  });

  it('fails on a malformed answer without retrying it', async () => {
    server.requests.length = 0;
    server.next({ kind: 'answer', content: 'Sure! The tone is negative.' });
    await expect(analyserFor(server).analyse('bias', ARTICLE)).rejects.toThrow(AnalyserError);
    server.next({ kind: 'answer', content: JSON.stringify({ verdict: 'ok', points: 'none' }) });
    await expect(analyserFor(server).analyse('bias', ARTICLE)).rejects.toThrow(/expected fields/);
    expect(server.requests).toHaveLength(2);
  });

  it('answers an empty string when the model has nothing to say', async () => {
    server.next({ kind: 'answer', content: answerJson('') });
    expect(await analyserFor(server).analyse('explain', ARTICLE)).toBe('');
  });

  it('gives up after the time limit, retrying once', async () => {
    server.requests.length = 0;
    server.next({ kind: 'hang' }, { kind: 'hang' });
    const started = Date.now();
    await expect(
      analyserFor(server, { AI_TIMEOUT_MS: '300', AI_MAX_RETRIES: '1' }).analyse('missing', ARTICLE),
    ).rejects.toThrow(/no answer within 300 ms/);
    expect(server.requests).toHaveLength(2);
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it('retries a 429 (honouring Retry-After) and a 503, then answers', async () => {
    server.requests.length = 0;
    server.next(
      { kind: 'status', status: 429, retryAfter: '0' },
      { kind: 'status', status: 503, retryAfter: '0' },
      { kind: 'answer', content: answerJson('Explained.') },
    );
    const md = await analyserFor(server).analyse('explain', ARTICLE);
    expect(md).toContain('**Explained simply:** Explained.');
    expect(server.requests).toHaveLength(3);
  });

  it('stops retrying after AI_MAX_RETRIES', async () => {
    server.requests.length = 0;
    server.next(...Array.from({ length: 3 }, () => ({ kind: 'status' as const, status: 500, retryAfter: '0' })));
    await expect(analyserFor(server, { AI_MAX_RETRIES: '2' }).analyse('bias', ARTICLE)).rejects.toThrow(/answered 500/);
    expect(server.requests).toHaveLength(3);
  });

  it('falls back to JSON in the prompt when the server refuses response_format, and keeps to it', async () => {
    server.requests.length = 0;
    server.refuseSchema(true);
    try {
      const analyser = analyserFor(server);
      server.next({ kind: 'answer', content: '```json\n' + answerJson('Balanced.') + '\n```' });
      expect(await analyser.analyse('bias', ARTICLE)).toContain('**Bias check:** Balanced.');
      server.next({ kind: 'answer', content: answerJson('Still balanced.') });
      expect(await analyser.analyse('bias', ARTICLE)).toContain('Still balanced.');
      expect(server.requests.map((r) => Boolean(r.body.response_format))).toEqual([true, false, false]);
      expect(server.requests[1]!.body.messages[1]!.content).toContain('single JSON object');
    } finally {
      server.refuseSchema(false);
    }
  });

  it('needs AI_MODEL when AI_PROVIDER is openai', () => {
    expect(() => loadConfig({ AI_PROVIDER: 'openai' })).toThrow(/AI_MODEL/);
  });
});
