import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

// Third parties the client loads: Google Identity Services, the Facebook SDK and Razorpay's
// checkout. Everything else is same-origin. Mantine injects <style> tags, hence 'unsafe-inline'
// for styles only; scripts never run inline.
const GOOGLE = 'https://accounts.google.com';
const FACEBOOK = ['https://connect.facebook.net', 'https://www.facebook.com', 'https://graph.facebook.com'];
const RAZORPAY = ['https://checkout.razorpay.com', 'https://api.razorpay.com'];

export async function installSecurityHeaders(app: FastifyInstance, https: boolean): Promise<void> {
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
        scriptSrc: ["'self'", GOOGLE, ...FACEBOOK, ...RAZORPAY],
        styleSrc: ["'self'", "'unsafe-inline'", GOOGLE],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", GOOGLE, ...FACEBOOK, ...RAZORPAY],
        frameSrc: ["'self'", GOOGLE, ...FACEBOOK, ...RAZORPAY],
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
