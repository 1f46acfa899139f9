import { createFileRoute } from '@tanstack/react-router';
import { DeleteAccount } from '#app/features/auth/components/delete-account.tsx';
import { userQueryOptions } from '#app/features/profile/api/get-user.ts';
import { ProfileScreen } from '#app/features/profile/components/profile-screen.tsx';
import { orSignIn } from '#app/features/auth/guards.ts';
import { PageTitle } from '#app/components/page-title.tsx';

export const Route = createFileRoute('/secure/user/profile')({
  staticData: { catalogues: ['profile'] },
  loader: ({ context, location }) =>
    orSignIn(context.queryClient.ensureQueryData(userQueryOptions(context.user.username)), location),
  component: ProfilePage,
});

function ProfilePage() {
  const { user } = Route.useRouteContext();
  return (
    <>
      <PageTitle name="Account Settings" />
      <ProfileScreen username={user.username} dangerZone={<DeleteAccount />} />
    </>
  );
}
