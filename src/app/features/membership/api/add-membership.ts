import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { API } from '#shared/api-paths.ts';
import { addMembershipSchema } from '#shared/schemas/payments.ts';
import { requestJson } from '#app/lib/http.ts';
import { membershipChanged } from './membership-changed';

/** POST membership add {noOfDays}: paid with credits (5 a day); limits are checked again there. */
export const addMembership = (noOfDays: number) =>
  requestJson(z.unknown(), API.membership.add, { method: 'post', json: addMembershipSchema.parse({ noOfDays }) });

export function useAddMembership() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: addMembership, onSuccess: () => membershipChanged(queryClient) });
}
