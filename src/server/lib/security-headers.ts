import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

// Third parties the client loads: Google Identity Services, the Facebook SDK and, only when
// Razorpay is the payment provider, Razorpay's checkout. Everything else is same-origin (the
// sandbox provider's checkout is served by this server). Mantine injects <style> tags, hence 'unsafe-inline'
// for styles only; scripts never run inline.
const GOOGLE = 'https://accounts.google.com';
const FACEBOOK = ['https://connect.facebook.net', 'https://www.facebook.com', 'https://graph.facebook.com'];
const RAZORPAY = ['https://checkout.razorpay.com', 'https://api.razorpay.com'];
// Of those, the hosts that serve scripts: script-src names only these.
const FACEBOOK_SCRIPTS = 'https://connect.facebook.net';
const RAZORPAY_SCRIPTS = 'https://checkout.razorpay.com';

// Browser features the app never uses are off for it and for every frame it embeds.
const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), usb=(), serial=(), bluetooth=(), midi=(), browsing-topics=()';

export async function installSecurityHeaders(app: FastifyInstance, opts: { https: boolean; razorpay: boolean }): Promise<void> {
  const { https } = opts;
  const razorpay = opts.razorpay ? RAZORPAY : [];
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
        scriptSrc: ["'self'", GOOGLE, FACEBOOK_SCRIPTS, ...(opts.razorpay ? [RAZORPAY_SCRIPTS] : [])],
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
