import { queryOptions, useQuery } from '@tanstack/react-query';
import { API } from '#shared/api-paths.ts';
import { type PushDevices, pushDevicesSchema, pushKeySchema } from '#shared/schemas/push.ts';
import { requestJson } from '#app/lib/http.ts';

const getDevices = (): Promise<PushDevices> => requestJson(pushDevicesSchema, API.push.subscription);

/** The member's devices that receive alerts (this one among them when its endpoint is listed). */
export const pushDevicesQueryOptions = () =>
  queryOptions({ queryKey: ['alerts', 'devices'] as const, queryFn: getDevices });

export const usePushDevices = () => useQuery(pushDevicesQueryOptions());

/** The server's VAPID public key, which a subscription is bound to. */
export const getPushKey = async (): Promise<string> => (await requestJson(pushKeySchema, API.push.key)).publicKey;
