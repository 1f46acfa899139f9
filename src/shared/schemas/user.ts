import { INTERFACE_LANGUAGES } from '../interface-language';
import { atMostCharacters, MESSAGES } from '../messages';
import { z } from '../zod';
import { isLanguageCode, LANG_LIST_MAX, LANGUAGES } from '../languages';
import { listObjectSchema } from './paging';

// The user (docs/product.md, "Records") as the API returns it (never the password or internal ids).
export const ROLES = ['user', 'admin'] as const;
export const roleSchema = z.enum(ROLES);

export const phoneSchema = z.object({
  number: z.string(),
  internationalNumber: z.string(),
  nationalNumber: z.string(),
  e164Number: z.string(),
  countryCode: z.string(),
  dialCode: z.string(),
  phoneVerified: z.boolean(),
});
export type Phone = z.infer<typeof phoneSchema>;

export const userSchema = z.object({
  userId: z.int(),
  keyCloakUserId: z.string(),
  username: z.string(),
  role: roleSchema,
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  imagePath: z.nullable(z.string()),
  baseCategory: z.nullable(z.string()),
  subCategory: z.nullable(z.string()),
  creationDate: z.string(),
  phone: z.nullable(phoneSchema),
  aboutMe: z.nullable(z.string()),
  notice: z.nullable(z.string()),
  importantAnnouncement: z.nullable(z.string()),
  qualification: z.nullable(z.string()),
  skills: z.nullable(z.string()),
  workExperience: z.nullable(z.string()),
  hobbies: z.nullable(z.string()),
  locations: z.nullable(z.string()),
  linkedinProfileLink: z.nullable(z.string()),
  facebookProfileLink: z.nullable(z.string()),
  twitterProfileLink: z.nullable(z.string()),
  personalWebsiteLink: z.nullable(z.string()),
  publish: z.boolean(),
  /** Album photos as ids; each is served by GET operation/profileimage/{id}. */
  albumImages: z.array(z.int()),
  /** Whether the user has an active membership now (mirrors the server's rule). */
  member: z.boolean(),
  /**
   * My languages: the news languages the reader's lists and searches show (ISO 639-1 codes);
   * `[]` every language; null when never chosen (the device's choice stands).
   */
  newsLanguages: z.nullable(z.array(z.string())),
  /**
   * The interface language the user chose (src/shared/interface-language.ts), which every
   * device they sign in on follows; null until they choose one. An answer cached before it
   * existed reads as null.
   */
  interfaceLanguage: z._default(z.nullable(z.enum(INTERFACE_LANGUAGES)), null),
});
export type User = z.infer<typeof userSchema>;

/** Menu hints (docs/product.md, "The shell": items shown conditionally), sent with every user payload. */
export const userMenuSchema = z.object({
  /** Any order or a credit balance above zero: show transaction history. */
  hasTransactions: z.boolean(),
  /** Any membership ever: show subscription history. */
  hasMemberships: z.boolean(),
});
export type UserMenu = z.infer<typeof userMenuSchema>;
/** The user as every accounts endpoint returns it: the User plus the menu hints. */
export const accountUserSchema = z.extend(userSchema, z.partial(userMenuSchema).shape);
export type AccountUser = z.infer<typeof accountUserSchema>;

/** GET /api/khabar/auth/me: `listObject` is `[user]` when signed in, `[]` for a visitor. */
export const meResponseSchema = z.object({
  listObject: z.array(accountUserSchema).check(z.maxLength(1)),
  totalElementCount: z.int(),
});
export type MeResponse = z.infer<typeof meResponseSchema>;

// ---- Additions of the accounts issue (the shapes above are kept as they were) ----

/** `{listObject:[user], totalElementCount:1}`: social sign-in, get user, update, album, roles. */
export const userResponseSchema = listObjectSchema(accountUserSchema);
export type UserResponse = z.infer<typeof userResponseSchema>;

/**
 * A reader's My languages as the profile takes it: an array of the codes `lang` takes (at most
 * 20; `[]` for every language; case and spaces aside), kept once each in the order of
 * src/shared/languages.ts.
 */
export const newsLanguagesSchema = z.pipe(
  z
    .array(
      z
        .string()
        .check(
          z.trim(),
          z.toLowerCase(),
          z.refine(isLanguageCode, { error: (iss) => `unknown language: ${String(iss.input)}` }),
        ),
    )
    .check(z.maxLength(LANG_LIST_MAX, `at most ${LANG_LIST_MAX} languages`)),
  z.transform((codes) => LANGUAGES.map((l) => l.code as string).filter((c) => codes.includes(c))),
);

export const PROFILE_LIMITS = {
  shortText: 100,
  name: 50,
  longText: 5000,
} as const;

const text = (max: number) =>
  z.pipe(
    z.optional(z.nullable(z.string().check(z.trim(), z.maxLength(max, atMostCharacters(max))))),
    z.transform((v) => (v === '' ? null : v)),
  );

function isHttpUrl(v: string): boolean {
  try {
    const u = new URL(v);
    return u.protocol === 'https:' || u.protocol === 'http:';
  } catch {
    return false;
  }
}
// Links are shown to other people: only http(s), never javascript: or data:.
const link = text(PROFILE_LIMITS.shortText).check(z.refine((v) => v == null || isHttpUrl(v), MESSAGES.httpUrlRequired));

const nameMax = () => z.maxLength(PROFILE_LIMITS.name, atMostCharacters(PROFILE_LIMITS.name));

/**
 * `userModel` of POST operation/user/update (docs/product.md, "Profile"). Unknown keys are dropped; username
 * and email may be sent back unchanged but are not editable; the phone changes only through
 * the one-time-code flow.
 */
export const userUpdateSchema = z.object({
  username: z.optional(z.string()),
  email: z.optional(z.string()),
  firstName: z.optional(z.string().check(z.trim(), z.minLength(1, MESSAGES.fieldRequired), nameMax())),
  lastName: z.optional(z.string().check(z.trim(), nameMax())),
  baseCategory: text(PROFILE_LIMITS.shortText),
  subCategory: text(PROFILE_LIMITS.shortText),
  aboutMe: text(PROFILE_LIMITS.longText),
  notice: text(PROFILE_LIMITS.longText),
  importantAnnouncement: text(PROFILE_LIMITS.longText),
  qualification: text(PROFILE_LIMITS.shortText),
  skills: text(PROFILE_LIMITS.shortText),
  workExperience: text(PROFILE_LIMITS.shortText),
  hobbies: text(PROFILE_LIMITS.shortText),
  locations: text(PROFILE_LIMITS.shortText),
  linkedinProfileLink: link,
  facebookProfileLink: link,
  twitterProfileLink: link,
  personalWebsiteLink: link,
  publish: z.optional(z.boolean()),
  /** My languages: the codes `lang` takes (`['hi', 'en']`; `[]` for every language). */
  newsLanguages: z.optional(newsLanguagesSchema),
  interfaceLanguage: z.optional(z.enum(INTERFACE_LANGUAGES)),
});
export type UserUpdate = z.input<typeof userUpdateSchema>;

/** What anyone may see of a published profile. */
export const publicUserSchema = z.pick(userSchema, {
  username: true,
  firstName: true,
  lastName: true,
  imagePath: true,
  aboutMe: true,
  importantAnnouncement: true,
  qualification: true,
  skills: true,
  workExperience: true,
  hobbies: true,
  locations: true,
  linkedinProfileLink: true,
  facebookProfileLink: true,
  twitterProfileLink: true,
  personalWebsiteLink: true,
  albumImages: true,
});
export type PublicUser = z.infer<typeof publicUserSchema>;
export const publicUserListSchema = listObjectSchema(publicUserSchema);

/** Admin listing: full users. */
export const userListSchema = userResponseSchema;

export const USER_STATUSES = ['all', 'active', 'disabled'] as const;
export const userStatusSchema = z.enum(USER_STATUSES);
export const userTypeSchema = z.enum(['all', ...ROLES]);
export const roleUpdateQuerySchema = z.object({ roles: roleSchema });

/** A one-line answer of a state change (photo removal, account removal). */
export const messageResponseSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponseSchema>;

/** GET /api/payment/khabar/balance (credits) and GET /api/membership/khabar/subscriptionbalance (days). */
export const balanceResponseSchema = listObjectSchema(z.int());
export type BalanceResponse = z.infer<typeof balanceResponseSchema>;

/** Path parameters of the user calls. */
export const usernameParamSchema = z.object({
  username: z.string().check(z.trim(), z.minLength(1), z.maxLength(60)),
});
export const photoIdParamSchema = z.object({
  id: z.coerce.number().check(z.int(), z.positive(), z.maximum(Number.MAX_SAFE_INTEGER)),
});
export const userListParamsSchema = z.object({
  type: userTypeSchema,
  status: userStatusSchema,
});
export const userSearchParamsSchema = z.object({
  text: z.string().check(z.trim(), z.minLength(1), z.maxLength(100)),
  status: userStatusSchema,
});
