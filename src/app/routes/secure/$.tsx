import { createFileRoute } from '@tanstack/react-router';
import { NotFound } from '#app/components/not-found.tsx';

// Any /secure/* path without its own screen yet still passes the sign-in gate of the /secure
// layout first, so a visitor goes to the login page instead of a "not found".
export const Route = createFileRoute('/secure/$')({
  component: NotFound,
});
