import { createFileRoute, redirect } from '@tanstack/react-router';
import { meQueryOptions } from '#app/features/auth/api/get-me.ts';
import { providersQueryOptions } from '#app/features/auth/api/get-providers.ts';
import { LoginScreen } from '#app/features/auth/components/login-screen.tsx';

export const Route = createFileRoute('/pages/user/login')({
  // Already signed in: straight to the signed-in home.
  beforeLoad: async ({ context }) => {
    if (await context.queryClient.ensureQueryData(meQueryOptions())) {
      throw redirect({ to: '/dashboard/private', replace: true });
    }
  },
  loader: ({ context }) => context.queryClient.prefetchQuery(providersQueryOptions()),
  component: LoginScreen,
});
