import type { Multipart } from '@fastify/multipart';
import { fileTypeFromBuffer } from 'file-type';
import type { FastifyRequest } from 'fastify';
import { badRequest, HttpError } from '#server/lib/errors.ts';
import type { Db } from '#server/db/database.ts';

export const MAX_PHOTO_BYTES = 5 * 1024 * 1024;
export const MAX_FILES_PER_REQUEST = 10;
export const MAX_ALBUM_PHOTOS = 20;
// Raster formats only: no SVG (it can carry script), no HTML whatever the file name says.
const ALLOWED = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/gif']);

export type Image = { contentType: string; bytes: Buffer };
export type MultipartInput = { fields: Record<string, string>; files: { field: string; image: Image }[] };

/** Sniff the bytes, not the name or the declared type. */
export async function toImage(bytes: Buffer, field: string): Promise<Image> {
  const type = await fileTypeFromBuffer(bytes);
  if (!type || !ALLOWED.has(type.mime)) {
    throw badRequest(`${field}: only JPEG, PNG, WebP or GIF images are accepted`);
  }
  return { contentType: type.mime, bytes };
}

/** Read a whole multipart request (bounded by the plugin's limits) before storing anything. */
export async function readMultipart(req: FastifyRequest): Promise<MultipartInput> {
  if (!req.isMultipart()) throw badRequest('body: multipart/form-data expected');
  const out: MultipartInput = { fields: {}, files: [] };
  const parts: AsyncIterable<Multipart> = req.parts();
  try {
    for await (const part of parts) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer(); // throws past MAX_PHOTO_BYTES
        if (bytes.length === 0) continue; // an empty file input
        out.files.push({ field: part.fieldname, image: await toImage(bytes, part.fieldname) });
      } else {
        out.fields[part.fieldname] = String(part.value);
      }
    }
  } catch (err) {
    const code = typeof err === 'object' && err && 'code' in err ? (err as { code: unknown }).code : undefined;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    if (code === 'FST_FILES_LIMIT') throw new HttpError(413, `file: at most ${MAX_FILES_PER_REQUEST} files per request`);
    throw err;
  }
  return out;
}

/** Multipart limits, shared by the plugin registration and the messages. */
export const MULTIPART_LIMITS = {
  fileSize: MAX_PHOTO_BYTES,
  files: MAX_FILES_PER_REQUEST,
  fields: 20,
  fieldSize: 64 * 1024,
  parts: 40,
};

export const tooLarge = () => new HttpError(413, `file: at most ${MAX_PHOTO_BYTES / 1024 / 1024} MB per image`);

export function createPhotosRepository(db: Db) {
  return {
    insert: (executor: Db, userId: number, kind: 'profile' | 'album', img: Image) =>
      executor
        .insertInto('photos')
        .values({ user_id: userId, kind, content_type: img.contentType, bytes: img.bytes })
        .returning('id')
        .executeTakeFirstOrThrow()
        .then((r) => Number(r.id)),
    find: (id: number) =>
      db
        .selectFrom('photos as p')
        .innerJoin('users as u', 'u.id', 'p.user_id')
        .select(['p.id', 'p.user_id', 'p.kind', 'p.content_type', 'p.bytes', 'u.publish'])
        .where('p.id', '=', id)
        .executeTakeFirst(),
    owner: (id: number) =>
      db.selectFrom('photos').select(['id', 'user_id']).where('id', '=', id).executeTakeFirst(),
    countAlbum: async (userId: number) =>
      Number(
        (
          await db
            .selectFrom('photos')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .where('user_id', '=', userId)
            .where('kind', '=', 'album')
            .executeTakeFirstOrThrow()
        ).n,
      ),
    async remove(id: number): Promise<void> {
      await db.transaction().execute(async (tx) => {
        await tx.updateTable('users').set({ profile_photo_id: null }).where('profile_photo_id', '=', id).execute();
        await tx.deleteFrom('photos').where('id', '=', id).execute();
      });
    },
  };
}
