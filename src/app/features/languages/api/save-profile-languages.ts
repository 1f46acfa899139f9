import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API } from '#shared/api-paths.ts';
import { requestJson } from '#app/lib/http.ts';
import type { NewsLanguages } from '#app/lib/news-languages.ts';
import { userResponseSchema } from '#shared/schemas/user.ts';

/** A member's My languages into their profile (POST operation/user/update with that field only). */
const saveProfileLanguages = (langs: NewsLanguages) =>
  requestJson(userResponseSchema, API.user.update, { method: 'post', json: { newsLanguages: langs } });

/** The shell's copy of the account (['auth', 'me'], named by key) then carries the new choice. */
export function useSaveProfileLanguages() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveProfileLanguages,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['auth', 'me'] }),
  });
}
