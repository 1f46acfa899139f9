import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publicUserListSchema, userResponseSchema } from '#shared/schemas/user.ts';
import { testApp, type TestApp } from '../helpers/app';
import { signIn, type Signed } from '../helpers/accounts';
import { databaseTargets } from '../helpers/databases';
import { GIF, multipart, PNG } from '../helpers/multipart';

const CSRF = { 'x-requested-with': 'khabar' };

describe.each(await databaseTargets())('users: profile, photos, roles ($name)', (target) => {
  let t: TestApp;
  let asha: Signed;
  let ravi: Signed;
  let admin: Signed;
  beforeAll(async () => {
    t = await testApp(target, { ADMIN_EMAILS: 'boss@example.com', DEMO_ADMINS: 'true' });
    asha = await signIn(t.app, 'asha@example.com', { name: 'Asha Verma' });
    ravi = await signIn(t.app, 'ravi@example.com', { name: 'Ravi Kumar' });
    admin = await signIn(t.app, 'Boss@Example.com', { name: 'The Boss' });
  });
  afterAll(() => t.close());

  const update = (who: Signed, userModel: unknown, file?: Buffer) =>
    t.app.inject({
      method: 'POST',
      url: '/api/khabar/operation/user/update',
      ...(() => {
        const m = multipart([
          { name: 'userModel', value: JSON.stringify(userModel) },
          ...(file
            ? [
                { name: 'file', filename: 'me.png', contentType: 'image/png', data: file },
                { name: 'fileType', value: 'image/png' },
              ]
            : []),
        ]);
        return { payload: m.payload, headers: { ...m.headers, ...CSRF, cookie: who.cookie } };
      })(),
    });

  it('gives a user their own profile, an admin anyone, and others 403', async () => {
    const own = await t.app.inject({ url: '/api/khabar/operation/user/asha', headers: { cookie: asha.cookie } });
    expect(userResponseSchema.parse(own.json()).listObject[0]?.email).toBe('asha@example.com');
    const other = await t.app.inject({ url: '/api/khabar/operation/user/asha', headers: { cookie: ravi.cookie } });
    expect(other.statusCode).toBe(403);
    expect(other.json()).toMatchObject({ status: 403, error: 'Forbidden' });
    const byAdmin = await t.app.inject({ url: '/api/khabar/operation/user/asha', headers: { cookie: admin.cookie } });
    expect(byAdmin.statusCode).toBe(200);
    const visitor = await t.app.inject({ url: '/api/khabar/operation/user/asha' });
    expect(visitor.statusCode).toBe(401);
  });

  it('makes ADMIN_EMAILS admins at sign-in (demo sign-in only with DEMO_ADMINS=true)', () => {
    expect(admin.res.json().listObject[0].role).toBe('admin');
  });

  it('updates the editable fields with a profile photo, and serves the photo safely', async () => {
    const res = await update(
      asha,
      {
        username: 'asha',
        email: 'asha@example.com',
        firstName: 'Asha',
        lastName: 'V.',
        skills: 'Reporting',
        linkedinProfileLink: 'https://linkedin.com/in/asha',
        publish: true,
        importantAnnouncement: 'Back on Monday',
        role: 'admin', // not editable: dropped
      },
      PNG,
    );
    expect(res.statusCode).toBe(200);
    const u = userResponseSchema.parse(res.json()).listObject[0]!;
    expect(u).toMatchObject({
      lastName: 'V.',
      skills: 'Reporting',
      publish: true,
      importantAnnouncement: 'Back on Monday',
      role: 'user',
    });
    expect(u.imagePath).toMatch(/^\/api\/khabar\/operation\/profileimage\/\d+$/);
    const img = await t.app.inject({ url: u.imagePath!, headers: { cookie: asha.cookie } });
    expect(img.statusCode).toBe(200);
    expect(img.headers['content-type']).toBe('image/png');
    expect(img.headers['x-content-type-options']).toBe('nosniff');
    expect(img.headers['content-disposition']).toBe('inline');
    expect(img.headers['content-security-policy']).toMatch(/default-src 'none'/);
    expect(img.rawPayload.equals(PNG)).toBe(true);
  });

  it('accepts a plain JSON update too', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/khabar/operation/user/update',
      headers: { ...CSRF, 'content-type': 'application/json', cookie: ravi.cookie },
      payload: { hobbies: 'Chess', aboutMe: '' },
    });
    expect(res.json().listObject[0]).toMatchObject({ hobbies: 'Chess', aboutMe: null });
  });

  it('refuses a username or e-mail change', async () => {
    const res = await update(ravi, { username: 'someoneelse' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/^username:/);
    const res2 = await update(ravi, { email: 'x@example.com' });
    expect(res2.json().message).toMatch(/^email:/);
  });

  it("keeps the reader's interface language, which every device they sign in on reads back", async () => {
    const me = async () =>
      userResponseSchema.parse(
        (await t.app.inject({ method: 'GET', url: '/api/khabar/auth/me', headers: { cookie: asha.cookie } })).json(),
      ).listObject[0];
    expect((await me())?.interfaceLanguage).toBeNull();
    const res = await update(asha, { interfaceLanguage: 'hi' });
    expect(res.statusCode).toBe(200);
    expect(res.json().listObject[0].interfaceLanguage).toBe('hi');
    // Another update leaves it as it was.
    await update(asha, { hobbies: 'Kabaddi' });
    expect((await me())?.interfaceLanguage).toBe('hi');
    // Only a language the interface is written in.
    for (const bad of ['ur', 'xx', 'HI', '', 7]) {
      const refused = await update(asha, { interfaceLanguage: bad });
      expect(refused.statusCode, String(bad)).toBe(400);
      expect(refused.json().message).toMatch(/^interfaceLanguage:/);
    }
    expect((await me())?.interfaceLanguage).toBe('hi');
  });

  it('refuses a javascript: profile link', async () => {
    const res = await update(ravi, { twitterProfileLink: 'javascript:alert(1)' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/^twitterProfileLink:/);
  });

  it('adds album photos, lets only the owner remove them, and needs the CSRF header on the GET removal', async () => {
    const m = multipart([
      { name: 'file', filename: 'a.png', contentType: 'image/png', data: PNG },
      { name: 'file', filename: 'b.gif', contentType: 'image/gif', data: GIF },
    ]);
    const intoRavis = (who: Signed) =>
      t.app.inject({
        method: 'POST',
        url: '/api/khabar/operation/addphototoalbum/username/ravi',
        payload: m.payload,
        headers: { ...m.headers, ...CSRF, cookie: who.cookie },
      });
    const add = await intoRavis(ravi);
    expect(add.statusCode).toBe(200);
    const album = add.json().listObject[0].albumImages as number[];
    expect(album).toHaveLength(2);
    expect((await intoRavis(asha)).statusCode).toBe(403);
    const byOther = await t.app.inject({
      url: `/api/khabar/operation/remove/photo/${album[0]}`,
      headers: { ...CSRF, cookie: asha.cookie },
    });
    expect(byOther.statusCode).toBe(403);
    const noCsrf = await t.app.inject({
      url: `/api/khabar/operation/remove/photo/${album[0]}`,
      headers: { cookie: ravi.cookie },
    });
    expect(noCsrf.statusCode).toBe(403);
    const ok = await t.app.inject({
      url: `/api/khabar/operation/remove/photo/${album[0]}`,
      headers: { ...CSRF, cookie: ravi.cookie },
    });
    expect(ok.json()).toEqual({ message: 'File removed successfully.' });
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/khabar/operation/photo/${album[1]}`,
      headers: { ...CSRF, cookie: ravi.cookie },
    });
    expect(del.statusCode).toBe(200);
    const me = await t.app.inject({ url: '/api/khabar/operation/user/ravi', headers: { cookie: ravi.cookie } });
    expect(me.json().listObject[0].albumImages).toEqual([]);
  });

  it("hides an unpublished user's photos from others", async () => {
    const m = multipart([{ name: 'file', filename: 'a.png', contentType: 'image/png', data: PNG }]);
    const add = await t.app.inject({
      method: 'POST',
      url: '/api/khabar/operation/addphototoalbum/username/ravi',
      payload: m.payload,
      headers: { ...m.headers, ...CSRF, cookie: ravi.cookie },
    });
    const id = add.json().listObject[0].albumImages[0];
    expect((await t.app.inject({ url: `/api/khabar/operation/profileimage/${id}` })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ url: `/api/khabar/operation/profileimage/${id}`, headers: { cookie: asha.cookie } }))
        .statusCode,
    ).toBe(403);
    expect(
      (await t.app.inject({ url: `/api/khabar/operation/profileimage/${id}`, headers: { cookie: ravi.cookie } }))
        .statusCode,
    ).toBe(200);
  });

  it('changes roles and lists users for admins only', async () => {
    const denied = await t.app.inject({
      method: 'PUT',
      url: '/api/khabar/operation/username/ravi/update?roles=admin',
      headers: { ...CSRF, cookie: asha.cookie },
    });
    expect(denied.statusCode).toBe(403);
    const listDenied = await t.app.inject({
      url: '/api/khabar/management/user/get/type/all/status/all/',
      headers: { cookie: asha.cookie },
    });
    expect(listDenied.statusCode).toBe(403);
    const ok = await t.app.inject({
      method: 'PUT',
      url: '/api/khabar/operation/username/ravi/update?roles=admin',
      headers: { ...CSRF, cookie: admin.cookie },
    });
    expect(ok.json().listObject[0].role).toBe('admin');
    const bad = await t.app.inject({
      method: 'PUT',
      url: '/api/khabar/operation/username/ravi/update?roles=root',
      headers: { ...CSRF, cookie: admin.cookie },
    });
    expect(bad.statusCode).toBe(400);
    const admins = await t.app.inject({
      url: '/api/khabar/management/user/get/type/admin/status/active/?page=0&size=10',
      headers: { cookie: admin.cookie },
    });
    expect(admins.json().totalElementCount).toBe(2);
    const page1 = await t.app.inject({
      url: '/api/khabar/management/user/get/type/all/status/all?page=1&size=2',
      headers: { cookie: admin.cookie },
    });
    expect(page1.json()).toMatchObject({ totalElementCount: 3 });
    expect(page1.json().listObject).toHaveLength(1);
  });

  it('public search returns published profiles only, with public fields only', async () => {
    const res = await t.app.inject('/api/khabar/operation/public/user/get/searchtext/a/status/active/?page=0&size=10');
    const body = publicUserListSchema.parse(res.json());
    expect(body.listObject.map((u) => u.username)).toEqual(['asha']);
    expect(res.json().listObject[0]).not.toHaveProperty('email');
    expect(res.json().listObject[0]).not.toHaveProperty('phone');
  });
});
