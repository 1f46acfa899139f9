import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API } from '#shared/api-paths.ts';
import { requestJson } from '#app/lib/http.ts';
import { userQueryOptions } from './get-user';
import { messageResponseSchema } from '#shared/schemas/user.ts';

/** DELETE operation/photo/{id} (the server also keeps GET remove/photo/{id} for old clients). */
const removeAlbumPhoto = (id: number) =>
  requestJson(messageResponseSchema, `${API.user.photo}/${id}`, { method: 'delete' });

export function useRemoveAlbumPhoto(username: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeAlbumPhoto,
    onSuccess: (_res, id) => {
      queryClient.setQueryData(userQueryOptions(username).queryKey, (u) =>
        u ? { ...u, albumImages: u.albumImages.filter((x) => x !== id) } : u,
      );
    },
  });
}
