import { connect, type Socket } from 'node:net';

export type RawAnswer = { status: number; headers: Record<string, string>; body: string };

/** Parse the first answer in bytes read from a socket (a Content-Length body, or to the end). */
export function parseAnswer(text: string): RawAnswer & { rest: string } {
  const split = text.indexOf('\r\n\r\n');
  const head = split < 0 ? text : text.slice(0, split);
  const headers: Record<string, string> = {};
  for (const line of head.split('\r\n').slice(1)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  const after = split < 0 ? '' : text.slice(split + 4);
  const length = headers['content-length'] === undefined ? after.length : Number(headers['content-length']);
  return {
    status: Number(/^HTTP\/1\.[01] (\d{3})/.exec(text)?.[1] ?? 0),
    headers,
    body: after.slice(0, length),
    rest: after.slice(length),
  };
}

/**
 * Send raw bytes on a new connection and read everything until the server closes it. Several
 * pieces go out as chunks of their own, as from a slow client; `end` closes the sending side
 * after the last (a request cut off).
 */
export function rawExchange(
  port: number,
  bytes: string | Buffer | string[],
  opts: { end?: boolean } = {},
): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const pieces = Array.isArray(bytes) ? bytes : [bytes];
    const socket = connect(port, '127.0.0.1', async () => {
      for (const [i, piece] of pieces.entries()) {
        if (socket.destroyed) return;
        socket.write(piece);
        if (i < pieces.length - 1) await new Promise((r) => setTimeout(r, 10));
      }
      if (opts.end && !socket.destroyed) socket.end();
    });
    socket.on('data', (c: Buffer) => chunks.push(c));
    socket.on('error', (err: NodeJS.ErrnoException) =>
      err.code === 'ECONNRESET' || err.code === 'EPIPE' ? undefined : reject(err),
    );
    socket.on('close', () => resolve(Buffer.concat(chunks).toString('latin1')));
  });
}

/** A connection that has sent one GET and is left open, unread, until the test closes it. */
export function openRequest(port: number, path: string): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => {
      socket.write(`GET ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n`);
      resolve(socket);
    });
    socket.on('error', (err: NodeJS.ErrnoException) =>
      err.code === 'ECONNRESET' || err.code === 'EPIPE' ? undefined : reject(err),
    );
  });
}

/** The first answer on an open connection. */
export function firstAnswer(socket: Socket): Promise<RawAnswer> {
  return new Promise((resolve) => {
    let text = '';
    const done = () => resolve(parseAnswer(text));
    socket.on('data', (c: Buffer) => {
      text += c.toString('latin1');
      const answer = parseAnswer(text);
      if (
        answer.status &&
        text.includes('\r\n\r\n') &&
        answer.body.length >= Number(answer.headers['content-length'] ?? Infinity)
      ) {
        socket.off('close', done);
        resolve(answer);
      }
    });
    socket.once('close', done);
  });
}
