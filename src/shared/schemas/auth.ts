import { MESSAGES } from '../messages';
import { z } from '../zod';

// Sign-in (docs/product.md, "Sign-in and sessions"): social sign-in, the demo identity provider, providers list.
export const PROVIDERS = ['google', 'facebook', 'demo'] as const;
export const providerSchema = z.enum(PROVIDERS);
export type Provider = z.infer<typeof providerSchema>;

export const rememberMeSchema = z.enum(['Yes', 'No']);
export type RememberMe = z.infer<typeof rememberMeSchema>;

/** The social user (docs/product.md, "Records") as the browser library reports it. Informational only:
 * the server takes identity fields from the verified token, never from here. */
const upTo = (max: number) => z.optional(z.string().check(z.maxLength(max)));
export const socialUserSchema = z.object({
  id: upTo(200),
  name: upTo(200),
  email: upTo(320),
  photoUrl: upTo(2048),
  firstName: upTo(200),
  lastName: upTo(200),
  provider: upTo(40),
});

const token = (max: number) => z.optional(z.string().check(z.minLength(1), z.maxLength(max)));
export const socialSignInSchema = z
  .object({
    // angularx-style libraries say GOOGLE / FACEBOOK; accept any case.
    provider: z.pipe(
      z.transform((v: unknown) => (typeof v === 'string' ? v.toLowerCase() : v)),
      providerSchema,
    ),
    idToken: token(8192),
    authToken: token(4096),
    user: z.optional(socialUserSchema),
    rememberMe: z._default(rememberMeSchema, 'No'),
  })
  .check(
    z.refine((b) => Boolean(b.idToken || b.authToken), {
      message: 'idToken or authToken is required',
      path: ['idToken'],
    }),
  );
export type SocialSignIn = z.input<typeof socialSignInSchema>;

/** POST /api/khabar/auth/demo/token */
export const demoTokenRequestSchema = z.object({
  email: z.string().check(z.trim(), z.toLowerCase(), z.email(MESSAGES.emailInvalid), z.maxLength(254)),
  name: z.string().check(z.trim(), z.minLength(1, MESSAGES.nameRequired), z.maxLength(60)),
});
export type DemoTokenRequest = z.infer<typeof demoTokenRequestSchema>;
export const demoTokenResponseSchema = z.object({ idToken: z.string() });

export const demoAccountSchema = z.object({
  email: z.string(),
  name: z.string(),
});
export type DemoAccount = z.infer<typeof demoAccountSchema>;

/** GET /api/khabar/auth/providers: which sign-in providers are on. */
export const providersResponseSchema = z.object({
  providers: z.array(providerSchema),
  /** 'google' when on, else the first provider that is on. */
  defaultProvider: z.nullable(providerSchema),
  googleClientId: z.nullable(z.string()),
  facebookAppId: z.nullable(z.string()),
  /** Facebook SDK settings (Graph API v10.0, locale en_US, scopes email and public_profile). */
  facebook: z.object({
    version: z.literal('v10.0'),
    locale: z.literal('en_US'),
    scope: z.string(),
  }),
  demoAccounts: z.array(demoAccountSchema),
});
export type ProvidersResponse = z.infer<typeof providersResponseSchema>;
