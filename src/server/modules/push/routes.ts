import type { FastifyInstance } from 'fastify';
import { API } from '#shared/api-paths.ts';
import {
  pushDevicesSchema,
  pushEndpointQuerySchema,
  pushKeySchema,
  pushSettingsSchema,
  pushSettingsUpdateSchema,
  pushSubscriptionSchema,
  pushTestSchema,
} from '#shared/schemas/push.ts';
import { typed } from '#server/lib/route.ts';
import { gate, requireMember } from '#server/lib/session-user.ts';
import type { PushService } from './service';

/** The public key for everyone; the rest for members (401 to visitors, 403 to other users). */
export function pushRoutes(app: FastifyInstance, push: PushService): void {
  const api = typed(app);
  const P = API.push;
  const member = { onRequest: gate.member };

  api.get(P.key, { schema: { response: { 200: pushKeySchema } } }, () => push.key());

  api.post(P.subscription, { ...member, schema: { body: pushSubscriptionSchema } }, async (req, reply) => {
    const { status } = await push.subscribe(requireMember(req).id, req.body);
    return reply.status(status).send();
  });
  api.get(P.subscription, { ...member, schema: { response: { 200: pushDevicesSchema } } }, (req) =>
    push.devices(requireMember(req).id),
  );
  api.delete(P.subscription, { ...member, schema: { querystring: pushEndpointQuerySchema } }, async (req, reply) => {
    await push.unsubscribe(requireMember(req).id, req.query.endpoint);
    return reply.status(204).send();
  });

  api.get(P.settings, { ...member, schema: { response: { 200: pushSettingsSchema } } }, (req) =>
    push.settings(requireMember(req).id),
  );
  api.put(
    P.settings,
    { ...member, schema: { body: pushSettingsUpdateSchema, response: { 200: pushSettingsSchema } } },
    (req) => push.saveSettings(requireMember(req).id, req.body),
  );

  api.post(P.test, { ...member, schema: { body: pushTestSchema } }, async (req, reply) => {
    await push.test(requireMember(req).id, req.body.endpoint);
    return reply.status(202).send();
  });
}
