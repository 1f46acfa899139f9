import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '#server/context.ts';
import type { Accounts } from './accounts';
import { adminRoutes } from './admin-routes';
import { MULTIPART_LIMITS } from './photos';
import { userRoutes } from './routes';
import { createUsersService } from './service';

/** Profiles, photos, roles and account deletion. Multipart is parsed only in this scope. */
export async function registerUsers(app: FastifyInstance, ctx: AppContext, accounts: Accounts): Promise<void> {
  const users = createUsersService(ctx, accounts);
  await app.register(async (scope) => {
    await scope.register(multipart, { limits: MULTIPART_LIMITS, throwFileSizeLimit: true });
    userRoutes(scope, ctx, users);
    adminRoutes(scope, accounts, users);
  });
}
