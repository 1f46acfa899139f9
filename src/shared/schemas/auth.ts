import { z } from 'zod';

// Sign-in contract (CONTRACT.md): social sign-in, the demo identity provider, providers list.
export const PROVIDERS = ['google', 'facebook', 'demo'] as const;
export const providerSchema = z.enum(PROVIDERS);
export type Provider = z.infer<typeof providerSchema>;

export const rememberMeSchema = z.enum(['Yes', 'No']);
export type RememberMe = z.infer<typeof rememberMeSchema>;

/** The Social user of SPEC.md §3 as the browser library reports it. Informational only:
 * the server takes identity fields from the verified token, never from here. */
export const socialUserSchema = z
  .object({
    id: z.string().max(200).optional(),
    name: z.string().max(200).optional(),
    email: z.string().max(320).optional(),
    photoUrl: z.string().max(2048).optional(),
    firstName: z.string().max(200).optional(),
    lastName: z.string().max(200).optional(),
    provider: z.string().max(40).optional(),
  })
  .partial();

export const socialSignInSchema = z
  .object({
    // angularx-style libraries say GOOGLE / FACEBOOK; accept any case.
    provider: z.preprocess((v) => (typeof v === 'string' ? v.toLowerCase() : v), providerSchema),
    idToken: z.string().min(1).max(8192).optional(),
    authToken: z.string().min(1).max(4096).optional(),
    user: socialUserSchema.optional(),
    rememberMe: rememberMeSchema.default('No'),
  })
  .refine((b) => b.idToken || b.authToken, { message: 'idToken or authToken is required', path: ['idToken'] });
export type SocialSignIn = z.input<typeof socialSignInSchema>;

/** POST /api/khabar/auth/demo/token */
export const demoTokenRequestSchema = z.object({
  email: z.string().trim().toLowerCase().email('email must be an e-mail address').max(254),
  name: z.string().trim().min(1, 'name is required').max(60),
});
export type DemoTokenRequest = z.infer<typeof demoTokenRequestSchema>;
export const demoTokenResponseSchema = z.object({ idToken: z.string() });

export const demoAccountSchema = z.object({ email: z.string(), name: z.string() });
export type DemoAccount = z.infer<typeof demoAccountSchema>;

/** GET /api/khabar/auth/providers: which sign-in providers are on. */
export const providersResponseSchema = z.object({
  providers: z.array(providerSchema),
  /** 'google' when on, else the first provider that is on. */
  defaultProvider: providerSchema.nullable(),
  googleClientId: z.string().nullable(),
  facebookAppId: z.string().nullable(),
  /** Facebook SDK settings of SPEC.md §1. */
  facebook: z.object({ version: z.literal('v10.0'), locale: z.literal('en_US'), scope: z.string() }),
  demoAccounts: z.array(demoAccountSchema),
});
export type ProvidersResponse = z.infer<typeof providersResponseSchema>;
