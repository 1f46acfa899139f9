import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API } from '../../../../shared/api-paths';
import { messageResponseSchema, userResponseSchema, type AccountUser } from '../../../../shared/schemas/user';
import { requestJson } from '../../../lib/http';
import { userQueryOptions } from './get-user';
import { userChanged } from './user-changed';

/** POST operation/addphototoalbum/username/{username}: one `file` part per photo. */
export async function addAlbumPhotos(username: string, files: File[]): Promise<AccountUser> {
  const body = new FormData();
  for (const f of files) body.append('file', f, f.name);
  const res = await requestJson(userResponseSchema, `${API.user.addPhotos}/${encodeURIComponent(username)}`, { method: 'post', body });
  const user = res.listObject[0];
  if (!user) throw new Error('No user in the answer');
  return user;
}

/** DELETE operation/photo/{id} (SPEC.md's GET remove/photo is kept on the server for old clients). */
export const removeAlbumPhoto = (id: number) =>
  requestJson(messageResponseSchema, `${API.user.photo}/${id}`, { method: 'delete' });

export function useAddAlbumPhotos(username: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (files: File[]) => addAlbumPhotos(username, files),
    onSuccess: (user) => userChanged(queryClient, user),
  });
}

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
