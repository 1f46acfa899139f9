import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { closeServer, listenInRange, MEMBER_PORTS } from './ports';

export type ChatRequest = {
  auth: string | undefined;
  body: { model: string; messages: { role: string; content: string }[]; response_format?: unknown };
};

/** What the stand-in does with one request. */
export type Step =
  { kind: 'answer'; content: string } | { kind: 'status'; status: number; retryAfter?: string } | { kind: 'hang' };

/** A JSON answer of the shape the prompts ask for. */
export const answerJson = (verdict: string, points: { text: string; quote: string }[] = []) =>
  JSON.stringify({ verdict, points });

/**
 * A stand-in for an OpenAI-compatible server: POST /v1/chat/completions answers in the
 * real response shape. Steps queued with `next` are used first, one per request; then
 * `fallback` decides. `refuseSchema` makes it answer 400 to `response_format`, as servers
 * without structured output do.
 */
export async function startChatServer(opts: { apiKey?: string } = {}) {
  const requests: ChatRequest[] = [];
  const queue: Step[] = [];
  let fallback: (r: ChatRequest) => Step = () => ({ kind: 'answer', content: answerJson('Neutral - default answer.') });
  let refuseSchema = false;
  const hanging = new Set<ServerResponse>();

  const read = (req: IncomingMessage) =>
    new Promise<string>((resolve) => {
      let raw = '';
      req.on('data', (c: Buffer) => (raw += c.toString()));
      req.on('end', () => resolve(raw));
    });

  const server = createServer((req, res) => {
    void read(req).then((raw) => {
      if (req.method !== 'POST' || req.url !== '/v1/chat/completions') return res.writeHead(404).end();
      if (opts.apiKey && req.headers.authorization !== `Bearer ${opts.apiKey}`) {
        return res.writeHead(401, { 'content-type': 'application/json' }).end('{"error":{"message":"bad key"}}');
      }
      const r: ChatRequest = { auth: req.headers.authorization, body: JSON.parse(raw) as ChatRequest['body'] };
      requests.push(r);
      if (refuseSchema && r.body.response_format) {
        return res
          .writeHead(400, { 'content-type': 'application/json' })
          .end('{"error":{"message":"response_format is not supported"}}');
      }
      const step = queue.shift() ?? fallback(r);
      if (step.kind === 'hang') return void hanging.add(res);
      if (step.kind === 'status') {
        return res
          .writeHead(step.status, {
            'content-type': 'application/json',
            ...(step.retryAfter ? { 'retry-after': step.retryAfter } : {}),
          })
          .end('{"error":{"message":"try later"}}');
      }
      res.writeHead(200, { 'content-type': 'application/json' }).end(
        JSON.stringify({
          id: `chatcmpl-${requests.length}`,
          object: 'chat.completion',
          created: Math.floor(Date.now() / 1000),
          model: r.body.model,
          choices: [{ index: 0, message: { role: 'assistant', content: step.content }, finish_reason: 'stop' }],
          usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
        }),
      );
    });
  });
  const base = await listenInRange(server, MEMBER_PORTS);
  return {
    baseUrl: `${base}/v1`,
    requests,
    next: (...steps: Step[]) => queue.push(...steps),
    answerWith: (f: (r: ChatRequest) => Step) => (fallback = f),
    refuseSchema: (v: boolean) => (refuseSchema = v),
    close: async () => {
      for (const res of hanging) res.destroy();
      server.closeAllConnections();
      await closeServer(server);
    },
  };
}
export type ChatServer = Awaited<ReturnType<typeof startChatServer>>;
