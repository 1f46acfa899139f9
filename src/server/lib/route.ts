import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

/**
 * The app as modules register routes on it: `schema: {params, querystring, body, response}`
 * take the shared zod schemas, so `req.query` is typed, bad input is a 400 naming the field
 * (lib/errors.ts), and a response schema strips any field that must not leave the server.
 */
export const typed = (app: FastifyInstance) => app.withTypeProvider<ZodTypeProvider>();
export type TypedApp = ReturnType<typeof typed>;
