import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { API } from '#shared/api-paths.ts';
import { zeroPageQuerySchema } from '#shared/schemas/paging.ts';
import {
  roleUpdateQuerySchema,
  userListParamsSchema as listParams,
  userSearchParamsSchema as searchParams,
  usernameParamSchema,
  type userStatusSchema,
  type UserResponse,
} from '#shared/schemas/user.ts';
import { requireAdmin } from '#server/lib/session-user.ts';
import { parse } from '#server/lib/validate.ts';
import type { Accounts } from './accounts';
import { listUsers, type ListFilter } from './listing';
import { presentPublicUser } from './present';
import type { UsersService } from './service';

const enabledFor = (s: z.infer<typeof userStatusSchema>) => (s === 'all' ? undefined : s === 'active');

/** Both spellings: SPEC.md's paths end in a slash, clients often drop it. */
const both = (path: string) => [path, `${path}/`];

export function adminRoutes(app: FastifyInstance, accounts: Accounts, users: UsersService): void {
  const U = API.user;

  app.put(`${U.roles}/:username/update`, async (req): Promise<UserResponse> => {
    requireAdmin(req);
    const { username } = parse(usernameParamSchema, req.params);
    const { roles } = parse(roleUpdateQuerySchema, req.query);
    return { listObject: [await users.setRole(username, roles)], totalElementCount: 1 };
  });

  for (const path of both(`${U.managementList}/:type/status/:status`)) {
    app.get(path, async (req): Promise<UserResponse> => {
      requireAdmin(req);
      const { type, status } = parse(listParams, req.params);
      const page = parse(zeroPageQuerySchema, req.query);
      const filter: ListFilter = { ...(type !== 'all' ? { role: type } : {}) };
      const enabled = enabledFor(status);
      if (enabled !== undefined) filter.enabled = enabled;
      const { rows, total } = await listUsers(accounts.db, filter, page);
      return { listObject: await Promise.all(rows.map(accounts.present)), totalElementCount: total };
    });
  }

  // Anyone may search published profiles; only public fields come back.
  for (const path of both(`${U.publicSearch}/:text/status/:status`)) {
    app.get(path, async (req) => {
      const { text, status } = parse(searchParams, req.params);
      const page = parse(zeroPageQuerySchema, req.query);
      // Disabled accounts are never public, whatever status asks for.
      const filter: ListFilter = { publishedOnly: true, text, enabled: true };
      if (status === 'disabled') return { listObject: [], totalElementCount: 0 };
      const { rows, total } = await listUsers(accounts.db, filter, page);
      const full = await Promise.all(rows.map(accounts.present));
      return { listObject: full.map(presentPublicUser), totalElementCount: total };
    });
  }
}
