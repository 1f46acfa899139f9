import { useMutation } from '@tanstack/react-query';
import { API } from '#shared/api-paths.ts';
import { requestJson } from '#app/lib/http.ts';
import { messageResponseSchema } from '#shared/schemas/user.ts';

/** DELETE operation/removeuser: the server removes the account and ends its sessions. */
const removeUser = () => requestJson(messageResponseSchema, API.user.removeUser, { method: 'delete' });

export const useRemoveUser = () => useMutation({ mutationFn: removeUser });
