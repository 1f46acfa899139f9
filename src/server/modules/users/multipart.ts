import type { Multipart } from '@fastify/multipart';
import { fileTypeFromBuffer } from 'file-type';
import type { FastifyRequest } from 'fastify';
import { badRequest, HttpError } from '#server/lib/errors.ts';
import { parseClientJson } from '#server/lib/input-guard.ts';
import { photosPerUpload, photoTooLarge, photoTypeRefused } from '#shared/messages.ts';
import { PHOTOS } from '#shared/schemas/photos.ts';

// Raster formats only: no SVG (it can carry script), no HTML whatever the file name says.
const ALLOWED = new Set<string>(PHOTOS.types);

export type Image = { contentType: string; bytes: Buffer };
export type Upload = { field: string; image: Image };
type MultipartInput = { fields: Record<string, string>; files: Upload[] };

/** Sniff the bytes, not the name or the declared type. */
async function toImage(bytes: Buffer, field: string): Promise<Image> {
  const type = await fileTypeFromBuffer(bytes);
  if (!type || !ALLOWED.has(type.mime)) {
    throw badRequest(photoTypeRefused(field));
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
        const bytes = await part.toBuffer(); // throws past PHOTOS.maxBytes
        if (bytes.length === 0) continue; // an empty file input
        out.files.push({ field: part.fieldname, image: await toImage(bytes, part.fieldname) });
      } else {
        // A part sent as application/json arrives parsed; the model reads it as text again.
        out.fields[part.fieldname] = typeof part.value === 'string' ? part.value : JSON.stringify(part.value);
      }
    }
  } catch (err) {
    const code = typeof err === 'object' && err && 'code' in err ? (err as { code: unknown }).code : undefined;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    if (code === 'FST_FILES_LIMIT') throw new HttpError(413, photosPerUpload(PHOTOS.maxPerUpload));
    if (err instanceof HttpError) throw err;
    const status =
      typeof err === 'object' && err && 'statusCode' in err ? Number((err as { statusCode: unknown }).statusCode) : NaN;
    if (status >= 400 && status < 500) throw err;
    // Whatever else the multipart parser trips on (no or wrong boundary, a truncated body,
    // bare LF line ends, a malformed JSON part) is the client's malformed request.
    throw badRequest('body: malformed multipart/form-data');
  }
  return out;
}

/** Multipart limits, shared by the plugin registration and the messages. */
export const MULTIPART_LIMITS = {
  fileSize: PHOTOS.maxBytes,
  files: PHOTOS.maxPerUpload,
  fields: 20,
  fieldSize: 64 * 1024,
  parts: 40,
};

const tooLarge = () => new HttpError(413, photoTooLarge(PHOTOS.maxBytes / 1024 / 1024));

declare module 'fastify' {
  interface FastifyRequest {
    /** The files of a multipart request read by `multipartModel`. */
    uploads: Upload[] | null;
  }
}

/**
 * preValidation for a route that takes a JSON model in a multipart field (the profile
 * update, multipart as browsers send a form with a file): the field's JSON becomes the body
 * the route schema validates and the files wait in `req.uploads`. A plain JSON request
 * passes through with no files.
 */
export function multipartModel(field: string) {
  return async (req: FastifyRequest) => {
    if (!req.isMultipart()) return;
    const { fields, files } = await readMultipart(req);
    req.uploads = files;
    const raw = fields[field];
    if (raw === undefined) throw badRequest(`${field}: is required`);
    req.body = parseClientJson(raw, field);
  };
}
