import { createFileRoute, redirect } from '@tanstack/react-router';
import { meQueryOptions } from '../../../features/auth/api/get-me';
import { providersQueryOptions } from '../../../features/auth/api/get-providers';
import { LoginScreen } from '../../../features/auth/components/login-screen';

export const Route = createFileRoute('/pages/user/login')({
  // Already signed in: straight to the signed-in home (SPEC.md §2 Login).
  beforeLoad: async ({ context }) => {
    if (await context.queryClient.ensureQueryData(meQueryOptions())) {
      throw redirect({ to: '/dashboard/private', replace: true });
    }
  },
  loader: ({ context }) => context.queryClient.prefetchQuery(providersQueryOptions()),
  component: LoginScreen,
});
