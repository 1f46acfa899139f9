import { createServer } from 'node:http';
import { closeServer, listenInRange } from './ports';

export type TwilioMessage = { to: string; from: string; body: string; auth: string };

/** A stand-in for Twilio's Messages API: records form posts, or fails when told to. */
export async function startTwilioServer(opts: { accountSid: string; authToken: string }) {
  const messages: TwilioMessage[] = [];
  let failing = false;
  const server = createServer((req, res) => {
    let raw = '';
    req.on('data', (c: Buffer) => (raw += c.toString()));
    req.on('end', () => {
      const expected = `Basic ${Buffer.from(`${opts.accountSid}:${opts.authToken}`).toString('base64')}`;
      if (req.url !== `/2010-04-01/Accounts/${opts.accountSid}/Messages.json` || req.method !== 'POST') {
        return res.writeHead(404).end();
      }
      if (req.headers.authorization !== expected) return res.writeHead(401).end('{"code":20003}');
      if (failing) return res.writeHead(500).end('{"code":20500}');
      const form = new URLSearchParams(raw);
      messages.push({
        to: form.get('To') ?? '',
        from: form.get('From') ?? '',
        body: form.get('Body') ?? '',
        auth: req.headers.authorization,
      });
      res
        .writeHead(201, { 'content-type': 'application/json' })
        .end(JSON.stringify({ sid: `SM${messages.length}`, status: 'queued' }));
    });
  });
  const apiUrl = await listenInRange(server);
  return { apiUrl, messages, fail: (v: boolean) => (failing = v), close: () => closeServer(server) };
}
