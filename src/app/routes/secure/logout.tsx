import { createFileRoute } from '@tanstack/react-router';
import { LogoutScreen } from '../../features/auth/components/logout-screen';

export const Route = createFileRoute('/secure/logout')({
  component: LogoutScreen,
});
