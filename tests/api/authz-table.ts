import { API } from '#shared/api-paths.ts';
import { ADMINS, all, SIGNED_IN, U, type Row } from './authz-roles';
import { ACCOUNT_ROWS } from './authz-rows-accounts';
import { NEWS_ROWS } from './authz-rows-news';
import { PAYMENT_ROWS } from './authz-rows-payments';

export { ROLES, type CallContext, type Role } from './authz-roles';

/** THE authorisation table (authz-roles.ts says how it is read), one file of rows per area. */
export const AUTHZ: readonly Row[] = [
  ...ACCOUNT_ROWS,
  ...NEWS_ROWS,
  ...PAYMENT_ROWS,
  // Administration
  {
    route: `GET ${API.management.ingestFeeds}`,
    expect: ADMINS,
    call: () => ({ method: 'GET', url: API.management.ingestFeeds }),
  },

  // Last: these end the session (or the account), so each role calls as a new user of that role.
  { route: `POST ${U.logout}`, expect: all('ok'), fresh: true, call: () => ({ method: 'POST', url: U.logout }) },
  {
    route: `DELETE ${U.removeUser}`,
    expect: SIGNED_IN,
    fresh: true,
    call: () => ({ method: 'DELETE', url: U.removeUser }),
  },
];
