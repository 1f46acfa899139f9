import { z } from 'zod';

// The User of SPEC.md §3 as the API returns it (never the password or internal ids).
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
  userId: z.number().int(),
  keyCloakUserId: z.string(),
  username: z.string(),
  role: roleSchema,
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  imagePath: z.string().nullable(),
  baseCategory: z.string().nullable(),
  subCategory: z.string().nullable(),
  creationDate: z.string(),
  phone: phoneSchema.nullable(),
  aboutMe: z.string().nullable(),
  notice: z.string().nullable(),
  importantAnnouncement: z.string().nullable(),
  qualification: z.string().nullable(),
  skills: z.string().nullable(),
  workExperience: z.string().nullable(),
  hobbies: z.string().nullable(),
  locations: z.string().nullable(),
  linkedinProfileLink: z.string().nullable(),
  facebookProfileLink: z.string().nullable(),
  twitterProfileLink: z.string().nullable(),
  personalWebsiteLink: z.string().nullable(),
  publish: z.boolean(),
  /** Album photos as ids; each is served by GET operation/profileimage/{id}. */
  albumImages: z.array(z.number().int()),
  /** Whether the user has an active membership now (mirrors the server's rule). */
  member: z.boolean(),
});
export type User = z.infer<typeof userSchema>;

/** Menu hints (CONTRACT.md "Menu items shown conditionally"), sent with every user payload. */
export const userMenuSchema = z.object({
  /** Any order or a credit balance above zero: show transaction history. */
  hasTransactions: z.boolean(),
  /** Any membership ever: show subscription history. */
  hasMemberships: z.boolean(),
});
export type UserMenu = z.infer<typeof userMenuSchema>;
/** The user as every accounts endpoint returns it: the User plus the menu hints. */
export const accountUserSchema = userSchema.extend(userMenuSchema.partial().shape);
export type AccountUser = z.infer<typeof accountUserSchema>;

/** GET /api/khabar/auth/me: `listObject` is `[user]` when signed in, `[]` for a visitor. */
export const meResponseSchema = z.object({
  listObject: z.array(accountUserSchema).max(1),
  totalElementCount: z.number().int(),
});
export type MeResponse = z.infer<typeof meResponseSchema>;

// ---- Additions of the accounts issue (the shapes above are kept as they were) ----

/** `{listObject:[user], totalElementCount:1}`: social sign-in, get user, update, album, roles. */
export const userResponseSchema = z.object({
  listObject: z.array(accountUserSchema),
  totalElementCount: z.number().int(),
});
export type UserResponse = z.infer<typeof userResponseSchema>;

export const PROFILE_LIMITS = {
  shortText: 100,
  name: 50,
  longText: 5000,
} as const;

const text = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `must be at most ${max} characters`)
    .nullable()
    .optional()
    .transform((v) => (v === '' ? null : v));

function isHttpUrl(v: string): boolean {
  try {
    const u = new URL(v);
    return u.protocol === 'https:' || u.protocol === 'http:';
  } catch {
    return false;
  }
}
// Links are shown to other people: only http(s), never javascript: or data:.
const link = text(PROFILE_LIMITS.shortText).refine((v) => v == null || isHttpUrl(v), {
  message: 'must be an http(s) URL',
});

/**
 * `userModel` of POST operation/user/update (SPEC.md §5). Unknown keys are dropped; username
 * and email may be sent back unchanged but are not editable; the phone changes only through
 * the one-time-code flow.
 */
export const userUpdateSchema = z.object({
  username: z.string().optional(),
  email: z.string().optional(),
  firstName: z.string().trim().min(1, 'is required').max(PROFILE_LIMITS.name, `must be at most ${PROFILE_LIMITS.name} characters`).optional(),
  lastName: z.string().trim().max(PROFILE_LIMITS.name, `must be at most ${PROFILE_LIMITS.name} characters`).optional(),
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
  publish: z.boolean().optional(),
});
export type UserUpdate = z.input<typeof userUpdateSchema>;

/** What anyone may see of a published profile. */
export const publicUserSchema = userSchema.pick({
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
export const publicUserListSchema = z.object({
  listObject: z.array(publicUserSchema),
  totalElementCount: z.number().int(),
});

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
export const balanceResponseSchema = z.object({
  listObject: z.array(z.number().int()),
  totalElementCount: z.number().int(),
});
export type BalanceResponse = z.infer<typeof balanceResponseSchema>;
