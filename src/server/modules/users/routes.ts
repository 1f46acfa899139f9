import type { FastifyInstance, FastifyReply } from 'fastify';
import { API } from '#shared/api-paths.ts';
import { MESSAGES } from '#shared/messages.ts';
import {
  photoIdParamSchema as idParams,
  usernameParamSchema as usernameParams,
  type MessageResponse,
  type UserResponse,
} from '#shared/schemas/user.ts';
import type { AppContext } from '#server/context.ts';
import { forbidden } from '#server/lib/errors.ts';
import { CSRF_HEADER, CSRF_VALUE } from '#server/lib/csrf.ts';
import { clearSessionCookies } from '#server/lib/session-cookie.ts';
import { requireUser } from '#server/lib/session-user.ts';
import { parse } from '#server/lib/validate.ts';
import { readMultipart } from './photos';
import type { UsersService } from './service';
import { assertSelfOrAdmin } from './service';

const one = (u: UserResponse['listObject'][number]): UserResponse => ({ listObject: [u], totalElementCount: 1 });

export function userRoutes(app: FastifyInstance, ctx: AppContext, users: UsersService): void {
  const U = API.user;

  app.get(`${U.user}/:username`, async (req) => {
    const me = requireUser(req);
    const { username } = parse(usernameParams, req.params);
    assertSelfOrAdmin(me, username);
    return one(await users.loadByUsername(username));
  });

  // Multipart as SPEC.md §7 (userModel JSON, optional file, fileType); plain JSON also works.
  app.post(U.update, async (req) => {
    const me = requireUser(req);
    const input = req.isMultipart()
      ? await readMultipart(req)
      : { fields: { userModel: JSON.stringify(req.body ?? null) }, files: [] };
    return one(await users.update(me, input));
  });

  app.post(`${U.addPhotos}/:username`, async (req) => {
    const me = requireUser(req);
    const { username } = parse(usernameParams, req.params);
    assertSelfOrAdmin(me, username); // before reading megabytes of someone else's upload
    return one(await users.addAlbumPhotos(me, username, await readMultipart(req)));
  });

  const removePhoto = async (id: number, me: ReturnType<typeof requireUser>): Promise<MessageResponse> => {
    await users.removePhoto(me, id);
    return { message: MESSAGES.photoRemoved };
  };
  // SPEC.md's removal is a GET; it changes state, so it needs the CSRF header like a POST.
  app.get(`${U.removePhoto}/:id`, async (req) => {
    if (req.headers[CSRF_HEADER] !== CSRF_VALUE) throw forbidden(`Missing header X-Requested-With: ${CSRF_VALUE}`);
    return removePhoto(parse(idParams, req.params).id, requireUser(req));
  });
  app.delete(`${U.photo}/:id`, async (req) => removePhoto(parse(idParams, req.params).id, requireUser(req)));

  // User-uploaded bytes: only the sniffed image type, never rendered as a document.
  app.get(`${U.profileImage}/:id`, async (req, reply: FastifyReply) => {
    const img = await users.photo(req.user, parse(idParams, req.params).id);
    return reply
      .header('content-type', img.contentType)
      .header('x-content-type-options', 'nosniff')
      .header('content-disposition', 'inline')
      .header('content-security-policy', "default-src 'none'; sandbox")
      .header('cache-control', 'private, max-age=300')
      .send(img.bytes);
  });

  app.delete(U.removeUser, async (req, reply): Promise<MessageResponse> => {
    await users.removeUser(requireUser(req));
    clearSessionCookies(reply, ctx.config);
    return { message: MESSAGES.userRemoved };
  });
}
