import { execFileSync } from 'node:child_process';
import { createECDH, randomBytes, type ECDH } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { decrypt } from 'http_ece';
import { importJWK, jwtVerify } from 'jose';
import { pushPayloadSchema, type PushPayload } from '#shared/schemas/push.ts';

/** A device: a browser's subscription as toJSON() gives it, and the private key only it has. */
export type Device = {
  name: string;
  subscription: { endpoint: string; expirationTime: null; keys: { p256dh: string; auth: string } };
  ecdh: ECDH;
  auth: Buffer;
};

/** One push the stand-in accepted: checked (VAPID JWT) and decrypted with the device's keys. */
export type Received = {
  device: string;
  payload: PushPayload;
  topic: string | undefined;
  ttl: number;
  urgency: string | undefined;
  subject: string;
};

/** An answer the stand-in gives instead of 201 to the next push for a device. */
export type Answer = { status: number; headers?: Record<string, string> };

/**
 * A push service in the tests (as FCM, Mozilla's or Apple's): an HTTPS server with a
 * certificate of its own (its PEM in `caFile`, for PUSH_CA_FILE), that takes RFC 8030 pushes,
 * checks the RFC 8292 VAPID header (a JWT signed with the server's key, for this origin, not
 * expired) against the public key the test gives it, and decrypts the RFC 8291 aes128gcm body
 * with the device's private key and secret (http_ece). A push that fails a check is answered
 * 400 or 403 and kept out of `received`, with the reason in `refused`.
 */
export async function startPushService(vapidPublicKey: string) {
  const dir = mkdtempSync(path.join(tmpdir(), 'khabar-push-'));
  const key = path.join(dir, 'key.pem');
  const caFile = path.join(dir, 'cert.pem');
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-days',
      '2',
      '-subj',
      '/CN=push stand-in',
      '-addext',
      'subjectAltName=IP:127.0.0.1,DNS:localhost',
      '-keyout',
      key,
      '-out',
      caFile,
    ],
    { stdio: 'ignore' },
  );
  const devices = new Map<string, Device>();
  const answers = new Map<string, Answer[]>();
  const received: Received[] = [];
  const refused: string[] = [];
  const waiters: (() => void)[] = [];
  const raw = Buffer.from(vapidPublicKey, 'base64url');
  const publicKey = await importJWK(
    {
      kty: 'EC',
      crv: 'P-256',
      x: raw.subarray(1, 33).toString('base64url'),
      y: raw.subarray(33).toString('base64url'),
    },
    'ES256',
  );

  const server: Server = createServer({ key: readFileSync(key), cert: readFileSync(caFile) }, (req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      void (async () => {
        const name = /^\/push\/([\w-]+)(?:\?.*)?$/.exec(req.url ?? '')?.[1] ?? '';
        const device = devices.get(name);
        const refuse = (status: number, why: string) => {
          refused.push(`${name}: ${why}`);
          res.writeHead(status).end(why);
        };
        if (req.method !== 'POST' || !device) return refuse(404, 'no such subscription');
        const next = answers.get(name)?.shift();
        if (next) return res.writeHead(next.status, next.headers ?? {}).end();
        const auth = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(req.headers.authorization ?? '');
        if (!auth || auth[2] !== vapidPublicKey) return refuse(403, 'no VAPID header with our key');
        let subject: string;
        try {
          const { payload } = await jwtVerify(auth[1]!, publicKey, { audience: `https://127.0.0.1:${port}` });
          if (typeof payload.sub !== 'string' || !payload.exp) throw new Error('no sub or exp');
          subject = payload.sub;
        } catch (err) {
          return refuse(403, `VAPID JWT: ${(err as Error).message}`);
        }
        if (req.headers['content-encoding'] !== 'aes128gcm') return refuse(400, 'not aes128gcm');
        let payload: PushPayload;
        try {
          const clear = decrypt(Buffer.concat(chunks), {
            version: 'aes128gcm',
            privateKey: device.ecdh,
            authSecret: device.auth,
          });
          payload = pushPayloadSchema.parse(JSON.parse(clear.toString('utf8')));
        } catch (err) {
          return refuse(400, `decryption: ${(err as Error).message}`);
        }
        received.push({
          device: name,
          payload,
          topic: req.headers.topic as string | undefined,
          ttl: Number(req.headers.ttl),
          urgency: req.headers.urgency as string | undefined,
          subject,
        });
        res.writeHead(201).end();
        for (const w of waiters.splice(0)) w();
      })();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;

  return {
    caFile,
    received,
    refused,
    /** A new device subscribed at this push service. */
    device(name: string): Device {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = randomBytes(16);
      const d: Device = {
        name,
        ecdh,
        auth,
        subscription: {
          endpoint: `https://127.0.0.1:${port}/push/${name}`,
          expirationTime: null,
          keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') },
        },
      };
      devices.set(name, d);
      return d;
    },
    /** The next pushes to a device get these answers (then 201 again). */
    answer(name: string, ...list: Answer[]) {
      answers.set(name, [...(answers.get(name) ?? []), ...list]);
    },
    /** Resolves once `count()` is at least `n` (checked on every push received). */
    async until(n: number, count: () => number = () => received.length, ms = 30_000): Promise<void> {
      const deadline = Date.now() + ms;
      while (count() < n) {
        if (Date.now() > deadline)
          throw new Error(`waited ${ms} ms for ${n} pushes, got ${count()}: ${refused.join('; ')}`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 250);
        });
      }
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
export type PushServiceStandIn = Awaited<ReturnType<typeof startPushService>>;
