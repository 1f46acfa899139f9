import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { API } from '#shared/api-paths.ts';
import { type PushSettings, pushSettingsSchema, pushSettingsUpdateSchema } from '#shared/schemas/push.ts';
import { requestJson } from '#app/lib/http.ts';

const getSettings = (): Promise<PushSettings> => requestJson(pushSettingsSchema, API.push.settings);

/** Validated by the same schema the server uses; the answer is the settings as stored. */
const saveSettings = (s: PushSettings): Promise<PushSettings> =>
  requestJson(pushSettingsSchema, API.push.settings, { method: 'put', json: pushSettingsUpdateSchema.parse(s) });

// Personal data: kept in memory only, never persisted to the device.
export const pushSettingsQueryOptions = () =>
  queryOptions({ queryKey: ['alerts', 'settings'] as const, queryFn: getSettings });

export const usePushSettings = () => useQuery(pushSettingsQueryOptions());

export function useSavePushSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveSettings,
    onSuccess: (saved) => queryClient.setQueryData(pushSettingsQueryOptions().queryKey, saved),
  });
}
