import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

// Third parties the client loads: Google Identity Services, the Facebook SDK and, only when
// Razorpay is the payment provider, Razorpay's checkout. Everything else is same-origin (the
// sandbox provider's checkout is served by this server). Mantine injects <style> tags, hence 'unsafe-inline'
// for styles only; scripts never run inline.
const GOOGLE = 'https://accounts.google.com';
const FACEBOOK = ['https://connect.facebook.net', 'https://www.facebook.com', 'https://graph.facebook.com'];
const RAZORPAY = ['https://checkout.razorpay.com', 'https://api.razorpay.com'];

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
        scriptSrc: ["'self'", GOOGLE, ...FACEBOOK, ...razorpay],
        styleSrc: ["'self'", "'unsafe-inline'", GOOGLE],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
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
}
