import type { FastifyInstance, FastifyRequest } from 'fastify';
import { API } from '#shared/api-paths.ts';
import { MESSAGES } from '#shared/messages.ts';
import { zeroPageQuerySchema } from '#shared/schemas/paging.ts';
import {
  messageResponseSchema,
  photoIdParamSchema,
  publicUserListSchema,
  roleUpdateQuerySchema,
  userListParamsSchema,
  userListSchema,
  userResponseSchema,
  userSearchParamsSchema,
  usernameParamSchema,
  userUpdateSchema,
  type AccountUser,
} from '#shared/schemas/user.ts';
import type { AppContext } from '#server/context.ts';
import { csrfHeader } from '#server/lib/csrf.ts';
import { typed } from '#server/lib/route.ts';
import { clearSessionCookies } from '#server/lib/session-cookie.ts';
import { gate, requireUser } from '#server/lib/session-user.ts';
import { multipartModel, readMultipart } from './multipart';
import { assertSelfOrAdmin, type UsersService } from './service';
import type { ListFilter } from './repository';

const one = (u: AccountUser) => ({ listObject: [u], totalElementCount: 1 });
const userResponse = { 200: userResponseSchema };
const message = { 200: messageResponseSchema };

/** The published paths end in a slash; clients often drop it, so both are served. */
const both = (path: string) => [path, `${path}/`];

/** After the params are valid: the user named in the path must be the caller or an admin. */
const selfOrAdmin = async (req: FastifyRequest<{ Params: { username: string } }>) =>
  assertSelfOrAdmin(requireUser(req), req.params.username);

export function userRoutes(app: FastifyInstance, ctx: AppContext, users: UsersService): void {
  const U = API.user;
  const api = typed(app);

  api.get(
    `${U.user}/:username`,
    { onRequest: gate.user, preHandler: selfOrAdmin, schema: { params: usernameParamSchema, response: userResponse } },
    async (req) => one(await users.loadByUsername(req.params.username)),
  );

  // Multipart (userModel JSON, optional image `file`, fileType) as a browser form sends it,
  // or the userModel as a plain JSON body.
  api.post(
    U.update,
    {
      onRequest: gate.user,
      preValidation: multipartModel('userModel'),
      schema: { body: userUpdateSchema, response: userResponse },
    },
    async (req) => one(await users.update(requireUser(req), req.body, req.uploads ?? [])),
  );

  // The self-or-admin check runs before megabytes of someone else's upload are read.
  api.post(
    `${U.addPhotos}/:username`,
    { onRequest: gate.user, preHandler: selfOrAdmin, schema: { params: usernameParamSchema, response: userResponse } },
    async (req) => one(await users.addAlbumPhotos(req.params.username, (await readMultipart(req)).files)),
  );

  const removePhoto = { params: photoIdParamSchema, response: message };
  const photoRemoved = async (req: FastifyRequest, id: number) => {
    await users.removePhoto(requireUser(req), id);
    return { message: MESSAGES.photoRemoved };
  };
  // The published removal is a GET; it changes state, so it needs the CSRF header like a POST.
  api.get(`${U.removePhoto}/:id`, { onRequest: [csrfHeader, gate.user], schema: removePhoto }, (req) =>
    photoRemoved(req, req.params.id),
  );
  api.delete(`${U.photo}/:id`, { onRequest: gate.user, schema: removePhoto }, (req) =>
    photoRemoved(req, req.params.id),
  );

  // User-uploaded bytes: only the sniffed image type, never rendered as a document.
  api.get(`${U.profileImage}/:id`, { schema: { params: photoIdParamSchema } }, async (req, reply) => {
    const img = await users.photo(req.user, req.params.id);
    return reply
      .header('content-type', img.contentType)
      .header('x-content-type-options', 'nosniff')
      .header('content-disposition', 'inline')
      .header('content-security-policy', "default-src 'none'; sandbox")
      .header('cache-control', 'private, max-age=300')
      .send(img.bytes);
  });

  api.delete(U.removeUser, { onRequest: gate.user, schema: { response: message } }, async (req, reply) => {
    await users.removeUser(requireUser(req));
    clearSessionCookies(reply, ctx.config);
    return { message: MESSAGES.userRemoved };
  });

  api.put(
    `${U.roles}/:username/update`,
    {
      onRequest: gate.admin,
      schema: { params: usernameParamSchema, querystring: roleUpdateQuerySchema, response: userResponse },
    },
    async (req) => one(await users.setRole(req.params.username, req.query.roles)),
  );

  for (const path of both(`${U.managementList}/:type/status/:status`)) {
    api.get(
      path,
      {
        onRequest: gate.admin,
        schema: { params: userListParamsSchema, querystring: zeroPageQuerySchema, response: { 200: userListSchema } },
      },
      (req) => {
        const { type, status } = req.params;
        const filter: ListFilter = {};
        if (type !== 'all') filter.role = type;
        if (status !== 'all') filter.enabled = status === 'active';
        return users.list(filter, req.query);
      },
    );
  }

  // Anyone may search published profiles; disabled accounts are never public, whatever
  // status asks for.
  for (const path of both(`${U.publicSearch}/:text/status/:status`)) {
    api.get(
      path,
      {
        schema: {
          params: userSearchParamsSchema,
          querystring: zeroPageQuerySchema,
          response: { 200: publicUserListSchema },
        },
      },
      async (req) =>
        req.params.status === 'disabled'
          ? { listObject: [], totalElementCount: 0 }
          : users.searchPublic(req.params.text, req.query),
    );
  }
}
