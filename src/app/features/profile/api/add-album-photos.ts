import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API } from '#shared/api-paths.ts';
import type { AccountUser } from '#shared/schemas/user.ts';
import { requestJson } from '#app/lib/http.ts';
import { userChanged } from './user-changed';
import { userResponseSchema } from '#shared/schemas/user.ts';

/** POST operation/addphototoalbum/username/{username}: one `file` part per photo. */
async function addAlbumPhotos(username: string, files: File[]): Promise<AccountUser> {
  const body = new FormData();
  for (const f of files) body.append('file', f, f.name);
  const res = await requestJson(userResponseSchema, `${API.user.addPhotos}/${encodeURIComponent(username)}`, {
    method: 'post',
    body,
  });
  const user = res.listObject[0];
  if (!user) throw new Error('No user in the answer');
  return user;
}

export function useAddAlbumPhotos(username: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (files: File[]) => addAlbumPhotos(username, files),
    onSuccess: (user) => userChanged(queryClient, user),
  });
}
