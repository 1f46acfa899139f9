import type { Config } from '#server/config.ts';

/**
 * The development conveniences that are on, each with how to turn it off: printed first by
 * `npm start` so nobody runs a public site with demo sign-in or the payment sandbox unawares.
 */
export function conveniencesNotice(config: Config): string[] {
  const on: string[] = [];
  if (config.auth.demo)
    on.push(
      'demo sign-in (anyone signs in as any e-mail): DEMO_LOGIN=false, or configure GOOGLE_CLIENT_ID / FACEBOOK_APP_ID',
    );
  if (config.auth.demo && config.auth.demoAdmins)
    on.push('demo admins (ADMIN_EMAILS through demo sign-in): DEMO_ADMINS=false');
  if (config.payments.provider === 'sandbox')
    on.push('sandbox payments (no real money): PAYMENTS_PROVIDER=razorpay with RAZORPAY_KEY_ID / RAZORPAY_KEY_SECRET');
  if (config.sms.provider === 'dev')
    on.push(
      'development SMS (codes logged, not sent): SMS_PROVIDER=twilio with TWILIO_ACCOUNT_SID / TWILIO_AUTH_TOKEN / TWILIO_FROM',
    );
  if (config.ai.provider === 'local')
    on.push('local AI analyser (rule-based, no model): AI_PROVIDER=openai with AI_API_KEY / AI_MODEL');
  if (config.push.generatedFile)
    on.push(
      `alerts (Web Push) on, with VAPID keys made for this installation in ${config.push.generatedFile}: set VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY`,
    );
  if (on.length === 0) return ['Development conveniences: none on.'];
  return ['Development conveniences ON (turn each off for a real site):', ...on.map((line) => `  - ${line}`)];
}
