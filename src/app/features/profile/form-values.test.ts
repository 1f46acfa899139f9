import { describe, expect, it } from 'vitest';
import { userUpdateSchema, type AccountUser } from '#shared/schemas/user.ts';
import { toFormValues, toUserModel } from './form-values';

const user = {
  firstName: 'Asha',
  lastName: 'Verma',
  aboutMe: null,
  baseCategory: null,
  subCategory: null,
  qualification: 'BSc',
  skills: null,
  workExperience: null,
  hobbies: null,
  locations: null,
  linkedinProfileLink: null,
  facebookProfileLink: null,
  twitterProfileLink: null,
  personalWebsiteLink: null,
  notice: null,
  importantAnnouncement: null,
  publish: true,
} as unknown as AccountUser;

describe('profile form values', () => {
  it('round-trips a user through the form and the shared schema', () => {
    const values = toFormValues(user);
    expect(values.aboutMe).toBe('');
    expect(values.qualification).toBe('BSc');
    const model = userUpdateSchema.parse(toUserModel(values));
    expect(model.aboutMe).toBeNull();
    expect(model.qualification).toBe('BSc');
    expect(model.publish).toBe(true);
  });
  it('rejects a 101-character skills field and a javascript: link, naming the fields', () => {
    const values = { ...toFormValues(user), skills: 'x'.repeat(101), personalWebsiteLink: 'javascript:alert(1)' };
    const res = userUpdateSchema.safeParse(toUserModel(values));
    expect(res.success).toBe(false);
    const paths = res.error?.issues.map((i) => i.path.join('.'));
    expect(paths).toEqual(expect.arrayContaining(['skills', 'personalWebsiteLink']));
  });
});
