import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '#server/context.ts';
import { createBalancesService } from '#server/modules/balances/service.ts';
import { MULTIPART_LIMITS } from './multipart';
import { createUsersRepository } from './repository';
import { userRoutes } from './routes';
import { createUsersService, type UsersService } from './service';

/** The users service, which sign-in also uses to create and load users. */
export const createUsers = (ctx: AppContext): UsersService =>
  createUsersService(ctx, createUsersRepository(ctx.db), createBalancesService(ctx));

/** Profiles, photos, roles and account deletion. Multipart is parsed only in this scope. */
export async function registerUsers(app: FastifyInstance, ctx: AppContext, users: UsersService): Promise<void> {
  await app.register(async (scope) => {
    await scope.register(multipart, { limits: MULTIPART_LIMITS, throwFileSizeLimit: true });
    scope.decorateRequest('uploads', null);
    userRoutes(scope, ctx, users);
  });
}
