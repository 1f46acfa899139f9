import { createServer } from 'node:http';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWTPayload } from 'jose';
import { closeServer, listenInRange } from './ports';

/**
 * A stand-in for Google's published keys: a real HTTP server serving a JWKS, and a signer
 * for ID tokens with that key (or, to forge, with a key the server does not publish).
 */
export async function startJwksServer() {
  const kid = 'test-key-1';
  const good = await generateKeyPair('RS256');
  const forger = await generateKeyPair('RS256');
  const jwk = { ...(await exportJWK(good.publicKey)), kid, alg: 'RS256', use: 'sig' };
  let requests = 0;
  const server = createServer((req, res) => {
    requests++;
    if (req.url === '/oauth2/v3/certs') {
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ keys: [jwk] }));
    } else res.writeHead(404).end();
  });
  const base = await listenInRange(server);

  async function sign(
    claims: JWTPayload,
    opts: { key?: CryptoKey; kid?: string; alg?: string; expSeconds?: number; now?: Date } = {},
  ) {
    const iat = Math.floor((opts.now ?? new Date()).getTime() / 1000);
    return new SignJWT(claims)
      .setProtectedHeader({ alg: opts.alg ?? 'RS256', kid: opts.kid ?? kid })
      .setIssuedAt(iat)
      .setExpirationTime(iat + (opts.expSeconds ?? 3600))
      .sign(opts.key ?? good.privateKey);
  }

  return {
    jwksUrl: `${base}/oauth2/v3/certs`,
    sign,
    forgerKey: forger.privateKey,
    requests: () => requests,
    close: () => closeServer(server),
  };
}
