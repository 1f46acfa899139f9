import { createFileRoute, redirect } from '@tanstack/react-router';
import { loginAddressSchema } from '#shared/schemas/addresses.ts';
import { meQueryOptions } from '#app/features/auth/api/get-me.ts';
import { providersQueryOptions } from '#app/features/auth/api/get-providers.ts';
import { LoginScreen } from '#app/features/auth/components/login-screen.tsx';
import { PageTitle } from '#app/components/page-title.tsx';

export const Route = createFileRoute('/pages/user/login')({
  // The page a sign-in gate turned away; checked against the shared schema before it is used.
  validateSearch: loginAddressSchema,
  // Already signed in: back to the page asked for, else to the signed-in home.
  beforeLoad: async ({ context, search }) => {
    if (!(await context.queryClient.ensureQueryData(meQueryOptions()))) return;
    const back = search.redirect
      ? await import('#app/features/auth/return-path.ts').then((m) => m.returnPath(search.redirect))
      : null;
    throw back ? redirect({ href: back, replace: true }) : redirect({ to: '/dashboard/private', replace: true });
  },
  loader: ({ context }) => context.queryClient.prefetchQuery(providersQueryOptions()),
  component: () => (
    <>
      <PageTitle name="Sign in to Khabar" />
      <LoginScreen />
    </>
  ),
});
