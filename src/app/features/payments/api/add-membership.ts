import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API } from '#shared/api-paths.ts';
import { addMembershipSchema, type MembershipAdded, membershipAddedSchema } from '#shared/schemas/payments.ts';
import { requestJson } from '#app/lib/http.ts';
import { membershipChanged } from './membership-changed';

type AddMembership = { noOfDays: number; /** One key per purchase: a replay spends nothing twice. */ key: string };

/** POST membership add {noOfDays}: paid with credits (5 a day); limits are checked again there. */
export const addMembership = ({ noOfDays, key }: AddMembership): Promise<MembershipAdded> =>
  requestJson(membershipAddedSchema, API.membership.add, {
    method: 'post',
    json: addMembershipSchema.parse({ noOfDays }),
    headers: { 'Idempotency-Key': key },
  });

export function useAddMembership() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: addMembership, onSuccess: () => membershipChanged(queryClient) });
}
