import { createFileRoute } from '@tanstack/react-router';
import { LogoutScreen } from '#app/features/auth/components/logout-screen.tsx';

export const Route = createFileRoute('/secure/logout')({
  component: LogoutScreen,
});
