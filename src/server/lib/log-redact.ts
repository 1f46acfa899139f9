import type { FastifyRequest } from 'fastify';

// The published API puts the one-time code in the verify path; it must never reach a log line.
const SECRET_PATHS = [/(\/verify\/sms\/)[^/?#]*/i];

export function redactUrl(url: string): string {
  return SECRET_PATHS.reduce((u, re) => u.replace(re, '$1[redacted]'), url);
}

/** Fastify's request log fields, with secrets in the URL masked. */
export function requestSerializer(req: FastifyRequest) {
  return {
    method: req.method,
    url: redactUrl(req.url),
    host: req.host,
    remoteAddress: req.ip,
  };
}
