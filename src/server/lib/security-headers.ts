import { createHash, randomBytes } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import helmet from '@fastify/helmet';
import type { FastifyInstance, FastifyReply } from 'fastify';

// Third parties the client loads: Google Identity Services, the Facebook SDK and, only when
// Razorpay is the payment provider, Razorpay's checkout. Everything else is same-origin (the
// sandbox provider's checkout is served by this server). Mantine injects <style> tags, hence 'unsafe-inline'
// for styles only. The inline scripts are those of a server-rendered page (the router's
// hydration scripts), which carry the response's own nonce, and the app page's own (Mantine's
// colour-scheme script in index.html), allowed by their hashes: the service worker serves that
// page from its precache, under whatever nonce it was fetched with.
const GOOGLE = 'https://accounts.google.com';
const FACEBOOK = ['https://connect.facebook.net', 'https://www.facebook.com', 'https://graph.facebook.com'];
const RAZORPAY = ['https://checkout.razorpay.com', 'https://api.razorpay.com'];
// Of those, the hosts that serve scripts: script-src names only these.
const FACEBOOK_SCRIPTS = 'https://connect.facebook.net';
const RAZORPAY_SCRIPTS = 'https://checkout.razorpay.com';

// Browser features the app never uses are off for it and for every frame it embeds. Only
// features Chromium knows are named: an unknown one (bluetooth) is a console warning on every
// page, and turns nothing off there.
const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), usb=(), serial=(), midi=(), browsing-topics=()';

const NONCE = Symbol('script nonce');
type WithNonce = ServerResponse & { [NONCE]?: string };

/** This response's script nonce: an inline script that carries it may run, no other. */
export function scriptNonce(reply: FastifyReply): string {
  return (reply.raw as WithNonce)[NONCE] ?? '';
}

/** The hashes of the inline scripts each app's page carries (`allowInlineScripts`). */
const pageScripts = new WeakMap<FastifyInstance, Set<string>>();

/** Lets these inline scripts (the exact text between their tags) run on every page of `app`. */
export function allowInlineScripts(app: FastifyInstance, sources: string[]): void {
  // An app without the headers (some tests') has no policy to widen.
  const hashes = pageScripts.get(app);
  if (!hashes) return;
  for (const s of sources) hashes.add(`'sha256-${createHash('sha256').update(s).digest('base64')}'`);
}

export async function installSecurityHeaders(
  app: FastifyInstance,
  opts: { https: boolean; razorpay: boolean },
): Promise<void> {
  const { https } = opts;
  const razorpay = opts.razorpay ? RAZORPAY : [];
  const hashes = new Set<string>();
  pageScripts.set(app, hashes);
  // A fresh nonce for every response, made before helmet writes the policy that names it.
  app.addHook('onRequest', async (_req, reply) => {
    (reply.raw as WithNonce)[NONCE] = randomBytes(16).toString('base64');
  });
  await app.register(helmet, {
    global: true,
    crossOriginEmbedderPolicy: false,
    // Google's sign-in pop-up needs to talk back to the opener.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    hsts: https,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: [
          "'self'",
          (_req, res) => [`'nonce-${(res as WithNonce)[NONCE] ?? ''}'`, ...hashes].join(' '),
          GOOGLE,
          FACEBOOK_SCRIPTS,
          ...(opts.razorpay ? [RAZORPAY_SCRIPTS] : []),
        ],
        styleSrc: ["'self'", "'unsafe-inline'", GOOGLE],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        // A story's original audio plays from the publisher's server (https), or from the copy
        // kept offline (a blob: URL, or the same-origin copy).
        mediaSrc: ["'self'", 'blob:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", GOOGLE, ...FACEBOOK, ...razorpay],
        frameSrc: ["'self'", GOOGLE, ...FACEBOOK, ...razorpay],
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'self'"],
        ...(https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
  });
  app.addHook('onSend', async (req, reply) => {
    reply.header('permissions-policy', PERMISSIONS_POLICY);
    // A signed-in user's answers are personal (me, profile, balances, orders, invoices…):
    // no browser or proxy cache keeps them.
    if (req.user && req.url.startsWith('/api/')) reply.header('cache-control', 'no-store');
  });
}
