import type { AccountUser, UserUpdate } from '#shared/schemas/user.ts';

/** The editable user fields (username and e-mail are shown, not edited). */
const TEXT_FIELDS = [
  'firstName',
  'lastName',
  'aboutMe',
  'baseCategory',
  'subCategory',
  'qualification',
  'skills',
  'workExperience',
  'hobbies',
  'locations',
  'linkedinProfileLink',
  'facebookProfileLink',
  'twitterProfileLink',
  'personalWebsiteLink',
  'notice',
  'importantAnnouncement',
] as const;
type TextField = (typeof TEXT_FIELDS)[number];

export type ProfileValues = Record<TextField, string> & { publish: boolean };

/** Inputs hold strings; the API's nulls become empty boxes. */
export function toFormValues(user: AccountUser): ProfileValues {
  const values = { publish: user.publish } as ProfileValues;
  for (const f of TEXT_FIELDS) values[f] = user[f] ?? '';
  return values;
}

/** What the update call sends: every field (the shared schema turns '' into null). */
export const toUserModel = (values: ProfileValues): UserUpdate => ({ ...values });
