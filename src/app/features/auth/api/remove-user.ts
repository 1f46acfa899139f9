import { useMutation } from '@tanstack/react-query';
import { API } from '../../../../shared/api-paths';
import { messageResponseSchema } from '../../../../shared/schemas/user';
import { requestJson } from '../../../lib/http';

/** DELETE operation/removeuser: the server removes the account and ends its sessions. */
export const removeUser = () => requestJson(messageResponseSchema, API.user.removeUser, { method: 'delete' });

export const useRemoveUser = () => useMutation({ mutationFn: removeUser });
