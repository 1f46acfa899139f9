import { createFileRoute } from '@tanstack/react-router';
import { LogoutScreen } from '#app/features/auth/components/logout-screen.tsx';
import { PageTitle } from '#app/components/page-title.tsx';

export const Route = createFileRoute('/secure/logout')({
  component: () => (
    <>
      <PageTitle name="Log out" />
      <LogoutScreen />
    </>
  ),
});
