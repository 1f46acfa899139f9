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

/** GET /api/khabar/auth/me: `listObject` is `[user]` when signed in, `[]` for a visitor. */
export const meResponseSchema = z.object({
  listObject: z.array(userSchema).max(1),
  totalElementCount: z.number().int(),
});
export type MeResponse = z.infer<typeof meResponseSchema>;
