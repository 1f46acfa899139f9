import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { meResponseSchema, userResponseSchema } from '#shared/schemas/user.ts';
import { LANGUAGES } from '#shared/languages.ts';
import { testApp, type TestApp } from '../helpers/app';
import { signIn, type Signed } from '../helpers/accounts';
import { databaseTargets } from '../helpers/databases';

const CSRF = { 'x-requested-with': 'khabar' };

// My languages in a member's profile: what every device they sign in on shows.
describe.each(await databaseTargets())('My languages in the profile ($name)', (target) => {
  let t: TestApp;
  let meera: Signed;
  beforeAll(async () => {
    t = await testApp(target);
    meera = await signIn(t.app, 'meera@example.com', { name: 'Meera Iyer' });
  });
  afterAll(() => t.close());

  const update = (who: Signed, payload: unknown) =>
    t.app.inject({
      method: 'POST',
      url: '/api/khabar/operation/user/update',
      headers: { ...CSRF, 'content-type': 'application/json', cookie: who.cookie },
      payload: payload as object,
    });
  const me = async (who: Signed) =>
    meResponseSchema.parse((await t.app.inject({ url: '/api/khabar/auth/me', headers: { cookie: who.cookie } })).json())
      .listObject[0];

  it('is null until the member chooses (the device then keeps its own choice)', async () => {
    expect((await me(meera))?.newsLanguages).toBeNull();
  });

  it('keeps the chosen codes once each, in the languages list order, and a second device reads them', async () => {
    const res = await update(meera, { newsLanguages: ['ta', 'hi', 'HI', 'en'] });
    expect(res.statusCode).toBe(200);
    expect(userResponseSchema.parse(res.json()).listObject[0]?.newsLanguages).toEqual(['en', 'hi', 'ta']);
    const otherDevice = await signIn(t.app, 'meera@example.com', { name: 'Meera Iyer' });
    expect(otherDevice.cookie).not.toBe(meera.cookie);
    expect((await me(otherDevice))?.newsLanguages).toEqual(['en', 'hi', 'ta']);
  });

  it('is left alone by an update of other fields, and [] (every language) is a choice of its own', async () => {
    await update(meera, { hobbies: 'Carnatic music' });
    expect((await me(meera))?.newsLanguages).toEqual(['en', 'hi', 'ta']);
    await update(meera, { newsLanguages: [] });
    expect((await me(meera))?.newsLanguages).toEqual([]);
  });

  it('refuses an unknown code, a code that is not one, more than 20, or a list as text, naming the field', async () => {
    for (const newsLanguages of [['hi', 'xx'], ['hindi'], Array.from({ length: 21 }, () => 'hi'), 'hi,en', [7]]) {
      const res = await update(meera, { newsLanguages });
      expect(res.statusCode, JSON.stringify(newsLanguages)).toBe(400);
      expect(res.json()).toMatchObject({ status: 400, error: 'Bad Request' });
      expect(res.json().message).toMatch(/^newsLanguages/);
    }
    expect((await me(meera))?.newsLanguages).toEqual([]);
  });

  it('takes every language Khabar knows', async () => {
    const all = LANGUAGES.map((l) => l.code);
    const res = await update(meera, { newsLanguages: [...all].reverse() });
    expect(res.json().listObject[0].newsLanguages).toEqual(all);
  });

  it('is the signed-in member’s own: a visitor cannot set it', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/khabar/operation/user/update',
      headers: { ...CSRF, 'content-type': 'application/json' },
      payload: { newsLanguages: ['hi'] },
    });
    expect(res.statusCode).toBe(401);
  });
});
