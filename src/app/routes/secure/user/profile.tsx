import { createFileRoute } from '@tanstack/react-router';
import { DeleteAccount } from '../../../features/auth/components/delete-account';
import { userQueryOptions } from '../../../features/profile/api/get-user';
import { ProfileScreen } from '../../../features/profile/components/profile-screen';
import { orSignIn } from '../../../lib/guards';

export const Route = createFileRoute('/secure/user/profile')({
  loader: ({ context }) => orSignIn(context.queryClient.ensureQueryData(userQueryOptions(context.user.username))),
  component: ProfilePage,
});

function ProfilePage() {
  const { user } = Route.useRouteContext();
  return <ProfileScreen username={user.username} dangerZone={<DeleteAccount />} />;
}
