import { API } from '#shared/api-paths.ts';
import { demoToken } from '#tests/helpers/accounts.ts';
import { multipart, PNG } from '#tests/helpers/multipart.ts';
import { addPhoto } from '#tests/helpers/resources.ts';
import { ADMINS, all, q, SELF_OR_ADMIN, SIGNED_IN, U, type Row } from './authz-roles';

/** Site and sign-in, profiles and photos, one-time codes. */
export const ACCOUNT_ROWS: readonly Row[] = [
  // Site and sign-in
  { route: `GET ${API.health}`, expect: all('ok'), call: () => ({ method: 'GET', url: API.health }) },
  { route: `GET ${API.ready}`, expect: all('ok'), call: () => ({ method: 'GET', url: API.ready }) },
  { route: `GET ${API.site}`, expect: all('ok'), call: () => ({ method: 'GET', url: API.site }) },
  { route: `GET ${U.me}`, expect: all('ok'), call: () => ({ method: 'GET', url: U.me }) },
  { route: `GET ${U.providers}`, expect: all('ok'), call: () => ({ method: 'GET', url: U.providers }) },
  {
    route: `POST ${U.demoToken}`,
    expect: all('ok'),
    call: () => ({ method: 'POST', url: U.demoToken, payload: { email: 'token@example.com', name: 'T' } }),
  },
  {
    route: `POST ${U.social}`,
    expect: all('ok'),
    fresh: true,
    call: async (c) => {
      const email = `social-${Math.random().toString(36).slice(2)}@example.com`;
      return {
        method: 'POST',
        url: U.social,
        payload: { provider: 'DEMO', idToken: await demoToken(c.app, email), user: { email }, rememberMe: 'No' },
      };
    },
  },

  // Profiles and photos
  {
    route: `GET ${U.user}/:username`,
    expect: SELF_OR_ADMIN,
    call: (c) => ({ method: 'GET', url: `${U.user}/${c.target.username}` }),
  },
  {
    route: `POST ${U.update}`,
    expect: SIGNED_IN,
    call: () => ({ method: 'POST', url: U.update, payload: { lastName: 'Changed' } }),
  },
  {
    route: `POST ${U.addPhotos}/:username`,
    expect: SELF_OR_ADMIN,
    call: (c) => {
      const form = multipart([{ name: 'file', filename: 'a.png', contentType: 'image/png', data: PNG }]);
      return {
        method: 'POST',
        url: `${U.addPhotos}/${c.target.username}`,
        payload: form.payload,
        headers: form.headers,
      };
    },
  },
  {
    route: `GET ${U.profileImage}/:id`,
    expect: SELF_OR_ADMIN,
    call: (c) => ({ method: 'GET', url: `${U.profileImage}/${c.target.photoId}` }),
  },
  {
    route: `GET ${U.removePhoto}/:id`,
    expect: SELF_OR_ADMIN,
    call: async (c) => ({
      method: 'GET',
      url: `${U.removePhoto}/${await addPhoto(c.app, c.target.signed, c.target.username)}`,
    }),
  },
  {
    route: `DELETE ${U.photo}/:id`,
    expect: SELF_OR_ADMIN,
    call: async (c) => ({
      method: 'DELETE',
      url: `${U.photo}/${await addPhoto(c.app, c.target.signed, c.target.username)}`,
    }),
  },
  {
    route: `PUT ${U.roles}/:username/update`,
    expect: ADMINS,
    call: (c) => ({ method: 'PUT', url: `${U.roles}/${c.target.username}/update?roles=user` }),
  },
  {
    route: `GET ${U.managementList}/:type/status/:status`,
    expect: ADMINS,
    call: () => ({ method: 'GET', url: `${U.managementList}/all/status/all` }),
  },
  {
    route: `GET ${U.managementList}/:type/status/:status/`,
    expect: ADMINS,
    call: () => ({ method: 'GET', url: `${U.managementList}/all/status/all/` }),
  },
  // Unpublished profiles never show in the public search (the marker check would see them).
  {
    route: `GET ${U.publicSearch}/:text/status/:status`,
    expect: all('ok'),
    call: (c) => ({ method: 'GET', url: `${U.publicSearch}/${c.target.username}/status/all` }),
  },
  {
    route: `GET ${U.publicSearch}/:text/status/:status/`,
    expect: all('ok'),
    call: (c) => ({ method: 'GET', url: `${U.publicSearch}/${c.target.username}/status/all/` }),
  },

  // One-time codes (each caller to its own phone)
  {
    route: `POST ${API.otp.send}`,
    expect: SIGNED_IN,
    call: () => ({ method: 'POST', url: API.otp.send, payload: { phone: '+919830012345' } }),
  },
  {
    route: `POST ${API.otp.verify}/:otp`,
    expect: SIGNED_IN,
    call: () => ({ method: 'POST', url: `${API.otp.verify}/000000` }),
  },
  {
    route: `GET ${U.devSms}`,
    expect: SIGNED_IN,
    call: () => ({ method: 'GET', url: `${U.devSms}?phone=${q('+919830012345')}` }),
  },
];
