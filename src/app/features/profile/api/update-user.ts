import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { InterfaceLanguage } from '#shared/interface-language.ts';
import { API } from '#shared/api-paths.ts';
import type { AccountUser, UserUpdate } from '#shared/schemas/user.ts';
import { requestJson } from '#app/lib/http.ts';
import { userChanged } from './user-changed';
import { userResponseSchema } from '#shared/schemas/user.ts';

type UpdateUserInput = { userModel: UserUpdate; file?: File };

/** POST operation/user/update as multipart: userModel (JSON), optional file and fileType. */
async function updateUser({ userModel, file }: UpdateUserInput): Promise<AccountUser> {
  const body = new FormData();
  body.append('userModel', JSON.stringify(userModel));
  if (file) {
    body.append('file', file, file.name);
    body.append('fileType', file.type);
  }
  const res = await requestJson(userResponseSchema, API.user.update, { method: 'post', body });
  const user = res.listObject[0];
  if (!user) throw new Error('No user in the answer');
  return user;
}

/** Keeps the reader's interface language in their profile (the shell's language switch). */
export async function saveInterfaceLanguage(queryClient: QueryClient, code: InterfaceLanguage): Promise<void> {
  await userChanged(queryClient, await updateUser({ userModel: { interfaceLanguage: code } }));
}

export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateUser, onSuccess: (user) => userChanged(queryClient, user) });
}
